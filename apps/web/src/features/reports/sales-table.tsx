import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupByResponse, GroupByRow, GroupByTotals } from '../../components/analytics/analytics-api.ts';
import { bucketLabel } from '../../components/analytics/format.ts';
import { cx } from '../../components/ui/class-names.ts';
import { changePercent, formatChange, formatCount } from './report-format.ts';
import type { ReportGroup, ReportSort } from './report-params.ts';

type Metric = ReportSort;

const METRICS: readonly Metric[] = ['orders', 'revenue', 'units_sold'];
const pastOf = { orders: 'past_orders', revenue: 'past_revenue', units_sold: 'past_units_sold' } as const;

export interface SalesTableProps {
  report: GroupByResponse;
  group: ReportGroup;
  /** show the past period's figures and the change */
  compare: boolean;
  money: (minor: number) => string;
  /** the sort of a top list; undefined for a time series (its order is the calendar's) */
  sort?: ReportSort | undefined;
  onSort?: ((sort: ReportSort) => void) | undefined;
}

/**
 * The report's rows and their total. It scrolls sideways on a phone with the label column held in
 * place; printed, it is a plain table. Top lists sort by a figure (always descending, as the API).
 */
export function SalesTable({ report, group, compare, money, sort, onSort }: SalesTableProps) {
  const { t, i18n } = useTranslation('reports');
  const locale = i18n.language;
  const value = (metric: Metric, amount: number) =>
    metric === 'revenue' ? money(amount) : formatCount(amount, locale);
  const label = (row: GroupByRow) =>
    group === 'day'
      ? bucketLabel(row.key ?? row.label, report.bucket, locale, true)
      : row.label || t(`none.${group}`);

  const cells = (figures: GroupByTotals) =>
    METRICS.flatMap((metric) => {
      const now = figures[metric];
      const before = figures[pastOf[metric]];
      const own = <Cell key={metric}>{value(metric, now)}</Cell>;
      if (!compare) return [own];
      return [
        own,
        <Cell key={`${metric}-past`} muted>
          {value(metric, before)}
        </Cell>,
        <Cell key={`${metric}-change`} muted>
          {formatChange(changePercent(now, before), locale)}
        </Cell>,
      ];
    });

  const header = (metric: Metric) => {
    const name = t(`columns.${metric}`);
    const active = sort === metric;
    const own = (
      <th
        key={metric}
        scope="col"
        aria-sort={active ? 'descending' : undefined}
        className="px-3 py-2 text-end font-medium"
      >
        {onSort && sort !== undefined ? (
          <button
            type="button"
            onClick={() => onSort(metric)}
            aria-pressed={active}
            className={cx(
              '-mx-2 inline-flex min-h-11 items-center gap-1 rounded px-2 hover:bg-line pointer-fine:min-h-8 print:min-h-0',
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
    if (!compare) return [own];
    return [
      own,
      <th key={`${metric}-past`} scope="col" className="px-3 py-2 text-end font-medium text-fg-muted">
        {t('columns.past', { name })}
      </th>,
      <th key={`${metric}-change`} scope="col" className="px-3 py-2 text-end font-medium text-fg-muted">
        {t('columns.change', { name })}
      </th>,
    ];
  };

  return (
    <div className="overflow-x-auto rounded-lg border border-line bg-surface print:overflow-visible print:border-0">
      <table className="w-full border-collapse text-fg text-sm tabular-nums">
        <caption className="sr-only">{t(`groups.${group}`)}</caption>
        <thead className="bg-surface-muted">
          <tr>
            <th scope="col" className="sticky start-0 bg-surface-muted px-3 py-2 text-start font-medium">
              {group === 'day' ? t(`buckets.${report.bucket ?? 'day'}`) : t(`columns.label.${group}`)}
            </th>
            {METRICS.flatMap(header)}
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row, index) => (
            <tr key={row.key ?? `none-${index}`} className="border-line border-t">
              <th scope="row" className="sticky start-0 bg-surface px-3 py-2 text-start font-medium">
                {label(row)}
              </th>
              {cells(row)}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-line border-t-2 font-semibold">
            <th scope="row" className="sticky start-0 bg-surface px-3 py-2 text-start">
              {isTopList(group) && report.rows.length > 0 ? t('totals.all') : t('totals.total')}
            </th>
            {cells(report.totals)}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

const isTopList = (group: ReportGroup) => group !== 'day';

function Cell({ children, muted }: { children: ReactNode; muted?: boolean }) {
  return <td className={cx('whitespace-nowrap px-3 py-2 text-end', muted && 'text-fg-muted')}>{children}</td>;
}
