import { changePercent } from '@comptoir/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GroupByResponse, GroupByRow, GroupByTotals } from '../../components/analytics/analytics-api.ts';
import { bucketLabel } from '../../components/analytics/format.ts';
import { cx } from '../../components/ui/class-names.ts';
import { PhoneDetail } from '../../components/ui/phone-detail.tsx';
import { formatChange, formatCount } from './report-format.ts';
import type { ReportGroup, ReportSort } from './report-params.ts';

type Metric = ReportSort;

const METRICS: readonly Metric[] = ['orders', 'revenue', 'units_sold'];
/** By payment method the API counts payments and money received; no units there. */
const PAYMENT_METRICS: readonly Metric[] = ['orders', 'revenue'];
export const metricsOf = (group: ReportGroup) => (group === 'payment_method' ? PAYMENT_METRICS : METRICS);
const pastOf = { orders: 'past_orders', revenue: 'past_revenue', units_sold: 'past_units_sold' } as const;

export interface SalesTableProps {
  report: GroupByResponse;
  group: ReportGroup;
  /** show the past period's figure and the change under each figure */
  compare: boolean;
  money: (minor: number) => string;
  /** the sort of a top list; undefined for a time series (its order is the calendar's) */
  sort?: ReportSort | undefined;
  onSort?: ((sort: ReportSort) => void) | undefined;
  /** the screen of a row's record (a product, a customer), when the user may open it */
  linkOf?: ((key: string) => string | null) | undefined;
}

/**
 * The report's rows and their total, four columns whatever the comparison: the past figure and
 * the change sit under each figure, so the table stays readable on a phone (it scrolls sideways
 * with the label column held in place when it must). Top lists sort by a figure, descending as
 * the API does.
 */
export function SalesTable({ report, group, compare, money, sort, onSort, linkOf }: SalesTableProps) {
  const { t, i18n } = useTranslation('reports');
  const locale = i18n.language;
  const value = (metric: Metric, amount: number) =>
    metric === 'revenue' ? money(amount) : formatCount(amount, locale);
  const label = (row: GroupByRow) =>
    group === 'day'
      ? bucketLabel(row.key ?? row.label, report.bucket, locale, true)
      : row.label || t(`none.${group}`);
  const caption = t(`groups.${group}`);
  const metrics = metricsOf(group);
  // A day's row keeps its revenue on a phone; its other figures go under the day (PhoneDetail). A top
  // list keeps all its columns: their headers are its sort.
  const folds = (metric: Metric) => group === 'day' && metric !== 'revenue';
  const folded = metrics.filter(folds);
  const phoneCell = (metric: Metric) => (folds(metric) ? 'hidden sm:table-cell' : undefined);

  const cells = (figures: GroupByTotals) =>
    metrics.map((metric) => {
      const now = figures[metric];
      const before = figures[pastOf[metric]];
      const change = changePercent(now, before);
      return (
        <td key={metric} className={cx('whitespace-nowrap px-3 py-2 text-end align-top', phoneCell(metric))}>
          {value(metric, now)}
          {compare && (
            <span className="block font-normal text-fg-muted text-xs">
              {t('versus_cell', { past: value(metric, before) })}{' '}
              <span className={changeColour(change)}>{formatChange(change, locale)}</span>
            </span>
          )}
        </td>
      );
    });

  const nameOf = (metric: Metric) =>
    group === 'payment_method'
      ? t(`columns.payments.${metric}`)
      : // By product the API counts order lines: a product's total is not the number of orders.
        group === 'product' && metric === 'orders'
        ? t('columns.lines')
        : t(`columns.${metric}`);

  /** On a phone, under a row's label: the figures of the columns left out there. */
  const phoneFigures = (figures: GroupByTotals) =>
    folded.length > 0 && (
      <PhoneDetail className="block">
        {folded.map((metric, index) => {
          const change = changePercent(figures[metric], figures[pastOf[metric]]);
          return (
            <span key={metric}>
              {index > 0 && ' · '}
              {t('phone_figure', { name: nameOf(metric), value: value(metric, figures[metric]) })}
              {compare && (
                <>
                  {' '}
                  <span className={changeColour(change)}>{formatChange(change, locale)}</span>
                </>
              )}
            </span>
          );
        })}
      </PhoneDetail>
    );

  const header = (metric: Metric) => {
    const name = nameOf(metric);
    const active = sort === metric;
    return (
      <th
        key={metric}
        scope="col"
        aria-sort={active ? 'descending' : undefined}
        className={cx('px-3 py-2 text-end align-bottom font-medium', phoneCell(metric))}
      >
        {onSort && sort !== undefined ? (
          <button
            type="button"
            onClick={() => onSort(metric)}
            className={cx(
              '-me-2 inline-flex min-h-11 items-center gap-1 rounded px-2 hover:bg-line pointer-fine:min-h-8 print:min-h-0',
              active && 'font-semibold',
            )}
          >
            {name}
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              fill="currentColor"
              className={cx('size-4 shrink-0 text-fg-muted', !active && 'invisible')}
            >
              <path d="M10 14l-4-5h8z" />
            </svg>
          </button>
        ) : (
          name
        )}
      </th>
    );
  };

  return (
    <div className="flex flex-col gap-2">
      <ScrollRegion label={caption}>
        <table className="w-full border-collapse text-fg text-sm tabular-nums">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-surface-muted">
            <tr>
              <th
                scope="col"
                className="sticky start-0 min-w-36 bg-surface-muted px-3 py-2 text-start align-bottom font-medium sm:min-w-48"
              >
                {group === 'day' ? t(`buckets.${report.bucket ?? 'day'}`) : t(`columns.label.${group}`)}
              </th>
              {metrics.map(header)}
            </tr>
          </thead>
          <tbody>
            {report.rows.map((row, index) => (
              <tr key={row.key ?? `none-${index}`} className="border-line border-t">
                <th
                  scope="row"
                  className="sticky start-0 bg-surface px-3 py-2 text-start align-top font-medium"
                >
                  <RowLabel text={label(row)} to={row.key && linkOf ? linkOf(row.key) : null} />
                  {phoneFigures(row)}
                </th>
                {cells(row)}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-line border-t-2 font-semibold">
              <th scope="row" className="sticky start-0 bg-surface px-3 py-2 text-start align-top">
                {group === 'day' ? t('totals.total') : t('totals.all')}
                {phoneFigures(report.totals)}
              </th>
              {cells(report.totals)}
            </tr>
          </tfoot>
        </table>
      </ScrollRegion>
      {compare && <p className="text-fg-muted text-xs">{t('compare_legend')}</p>}
    </div>
  );
}

const changeColour = (change: number | null) =>
  cx(
    change !== null && change > 0 && 'text-success-text',
    change !== null && change < 0 && 'text-danger-text',
  );

const scrollBox =
  'overflow-x-auto rounded-lg border border-line bg-surface focus-visible:outline-2 focus-visible:outline-primary print:overflow-visible print:border-0';

/** The table's box scrolls sideways on a phone; it takes the focus so the arrow keys scroll it. */
function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section aria-label={label} tabIndex={0} className={scrollBox}>
      {children}
    </section>
  );
}

function RowLabel({ text, to }: { text: string; to: string | null }) {
  if (!to) return text;
  return (
    <Link to={to} className="text-primary-text underline-offset-2 hover:underline print:text-fg">
      {text}
    </Link>
  );
}
