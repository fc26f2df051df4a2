import type { ChartBucket } from '@comptoir/core';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../ui/class-names.ts';
import { bucketLabel } from './format.ts';

export interface ChartPoint {
  /** the bucket's first day, `YYYY-MM-DD` */
  key: string;
  value: number;
  /** the past period's figure for the bucket at the same index */
  pastValue?: number | null;
  /** the past bucket's first day */
  pastKey?: string | null;
}

export interface RevenueChartProps {
  points: readonly ChartPoint[];
  bucket: ChartBucket | null;
  /** draw the past period as a second, fainter series */
  showPast?: boolean;
  /** how a value is written (money of the company, a count…) */
  formatValue: (value: number) => string;
  /** a shorter form for the axis (abbreviated) */
  formatAxis?: (value: number) => string;
  /** what the series is, e.g. "Revenue"; names the chart and its table */
  title: string;
  className?: string;
}

const WIDTH = 600;
const HEIGHT = 180;
// Few enough that "24 nov." labels fit side by side on a 390 px phone.
const MAX_AXIS_LABELS = 5;

/**
 * A bar chart in plain SVG (no chart library: the /dashboard JS budget). One bar per bucket, the
 * past period beside it, fainter. The chart is one keyboard stop: arrow keys, Home and End move
 * between buckets and the tooltip reads the figures. Screen readers get a visually hidden table.
 */
export function RevenueChart({
  points,
  bucket,
  showPast = false,
  formatValue,
  formatAxis = formatValue,
  title,
  className,
}: RevenueChartProps) {
  const { t, i18n } = useTranslation('analytics');
  const locale = i18n.language;
  const [active, setActive] = useState<number | null>(null);
  const hintId = useId();
  const count = points.length;
  const max = Math.max(
    1,
    ...points.map((point) => Math.max(point.value, showPast ? (point.pastValue ?? 0) : 0)),
  );
  const slot = count > 0 ? WIDTH / count : WIDTH;
  const gap = Math.min(slot * 0.2, 8);
  const barWidth = showPast ? (slot - gap) / 2 : slot - gap;
  const height = (value: number) => (Math.max(0, value) / max) * (HEIGHT - 4);
  const every = Math.max(1, Math.ceil(count / MAX_AXIS_LABELS));
  const long = (key: string) => bucketLabel(key, bucket, locale, true);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (count === 0) return;
    const current = active ?? -1;
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? Math.min(count - 1, current + 1)
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? Math.max(0, current === -1 ? count - 1 : current - 1)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? count - 1
              : event.key === 'Escape'
                ? null
                : undefined;
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
  }

  const point = active === null ? undefined : points[active];

  return (
    <figure className={cx('flex flex-col gap-2', className)}>
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset holds form controls, not a chart. */}
      <div
        // One tab stop for the whole chart; the tooltip below says what the arrows reach.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the chart is navigated with the arrow keys.
        tabIndex={0}
        role="group"
        aria-label={title}
        aria-describedby={hintId}
        data-testid="revenue-chart"
        data-bucket={bucket ?? ''}
        onKeyDown={onKeyDown}
        onBlur={() => setActive(null)}
        onPointerLeave={() => setActive(null)}
        className="relative rounded focus-visible:outline-2 focus-visible:outline-ring"
      >
        <span id={hintId} className="sr-only">
          {t('chart.hint')}
        </span>
        <div className="flex items-start gap-2">
          <div
            className="flex h-45 flex-col justify-between text-end text-fg-muted text-xs"
            aria-hidden="true"
          >
            <span>{formatAxis(max)}</span>
            <span>{formatAxis(0)}</span>
          </div>
          <div className="min-w-0 flex-1">
            <svg
              viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
              preserveAspectRatio="none"
              className="block h-45 w-full"
              aria-hidden="true"
              focusable="false"
            >
              <line
                x1="0"
                y1={HEIGHT - 0.5}
                x2={WIDTH}
                y2={HEIGHT - 0.5}
                className="stroke-line"
                vectorEffect="non-scaling-stroke"
              />
              <line
                x1="0"
                y1="0.5"
                x2={WIDTH}
                y2="0.5"
                className="stroke-line"
                strokeDasharray="4 4"
                vectorEffect="non-scaling-stroke"
              />
              {points.map((p, index) => {
                const x = index * slot + gap / 2;
                const current = height(p.value);
                const past = height(p.pastValue ?? 0);
                return (
                  <g key={p.key} data-testid="chart-bucket" onPointerEnter={() => setActive(index)}>
                    <rect x={index * slot} y="0" width={slot} height={HEIGHT} fill="transparent" />
                    {showPast && (
                      <rect
                        data-testid="chart-past-bar"
                        x={x}
                        y={HEIGHT - past}
                        width={barWidth}
                        height={past}
                        className="fill-fg-muted"
                        fillOpacity={0.35}
                      />
                    )}
                    <rect
                      data-testid="chart-bar"
                      x={showPast ? x + barWidth : x}
                      y={HEIGHT - current}
                      width={barWidth}
                      height={current}
                      className={active === index ? 'fill-primary-hover' : 'fill-primary'}
                    />
                  </g>
                );
              })}
            </svg>
            <div className="relative h-5 text-fg-muted text-xs" aria-hidden="true" data-testid="chart-axis">
              {points.map((p, index) => {
                if (index % every !== 0) return null;
                // Centred under its bar, except near the edges where it would leave the card.
                const at = index / count;
                const style =
                  at < 0.15
                    ? { left: `${at * 100}%` }
                    : at > 0.8
                      ? { right: `${((count - index - 1) / count) * 100}%` }
                      : { left: `${((index + 0.5) / count) * 100}%`, transform: 'translateX(-50%)' };
                return (
                  <span key={p.key} className="absolute top-1 whitespace-nowrap" style={style}>
                    {bucketLabel(p.key, bucket, locale)}
                  </span>
                );
              })}
            </div>
          </div>
        </div>
        <div aria-live="polite" className="min-h-5 text-sm" data-testid="chart-tooltip">
          {point && (
            <span>
              <strong>{long(point.key)}</strong>: {formatValue(point.value)}
              {showPast && (
                <span className="text-fg-muted">
                  {' '}
                  ·{' '}
                  {t('chart.past', {
                    date: point.pastKey ? long(point.pastKey) : '',
                    value: formatValue(point.pastValue ?? 0),
                  })}
                </span>
              )}
            </span>
          )}
        </div>
      </div>
      <figcaption className="sr-only">
        <table data-testid="chart-table">
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t(`chart.bucket.${bucket ?? 'day'}`)}</th>
              <th scope="col">{title}</th>
              {showPast && <th scope="col">{t('chart.past_column')}</th>}
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.key}>
                <th scope="row">{long(p.key)}</th>
                <td>{formatValue(p.value)}</td>
                {showPast && <td>{formatValue(p.pastValue ?? 0)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </figcaption>
    </figure>
  );
}
