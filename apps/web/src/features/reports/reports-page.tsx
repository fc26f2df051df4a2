import { analyticsShopScope } from '@comptoir/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isAdminRole } from '../../app/profile.ts';
import { shopsQuery } from '../../app/shops.ts';
import { type GroupByResponse, groupByQuery } from '../../components/analytics/analytics-api.ts';
import { dayRangeLabel } from '../../components/analytics/format.ts';
import { periodQuery, todayIn } from '../../components/analytics/period.ts';
import { PeriodPicker, usePeriodParams } from '../../components/analytics/period-picker.tsx';
import { ListError } from '../../components/list/list-error.tsx';
import { Button } from '../../components/ui/button.tsx';
import { cx } from '../../components/ui/class-names.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { customerPaths } from '../customers/paths.ts';
import { productPaths } from '../products/paths.ts';
import { useProductSession } from '../products/shared/use-session.ts';
import { ReportExportButtons } from './export-buttons.tsx';
import {
  groupByParams,
  isTimeSeries,
  REPORT_GROUPS,
  REPORT_LIMITS,
  type ReportParams,
  readReportParams,
  writeReportParams,
} from './report-params.ts';
import { SalesTable } from './sales-table.tsx';

/**
 * /reports: sales by day, product, customer, seller, shop or payment method over a period, with
 * the past period beside it, CSV/XLSX export and a printable view. Everything it shows is in the URL.
 */
export function ReportsPage() {
  const { t, i18n } = useTranslation('reports');
  const session = useProductSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readReportParams(searchParams), [searchParams]);
  const [period] = usePeriodParams();
  const allowed = session.can('stats.view');
  const params = useMemo(() => {
    const days = periodQuery(period);
    return days ? groupByParams(state, days) : null;
  }, [period, state]);

  const report = useQuery({
    ...groupByQuery(params ?? { field: 'date' }),
    enabled: allowed && params !== null,
    // The same grouping keeps its rows on screen while another sort, length or period loads.
    placeholderData: (previous) => (previous?.field === params?.field ? previous : undefined),
  });
  const shops = useQuery({ ...shopsQuery(isAdminRole(session.profile?.role ?? null)), enabled: allowed });

  if (!session.ready) return <Skeleton label={t('loading')} lines={6} />;
  if (!allowed) return <p role="alert">{t('forbidden')}</p>;

  const change = (next: Partial<ReportParams>) =>
    setSearchParams((current) => writeReportParams(current, { ...readReportParams(current), ...next }), {
      replace: true,
    });
  const groupLink = (group: ReportParams['group']) =>
    `?${writeReportParams(searchParams, { ...state, group }).toString()}`;
  const shopList = shops.data ?? [];
  const shopScope = analyticsShopScope(
    {
      allCompany: isAdminRole(session.profile?.role ?? null) || (session.profile?.scope.all_company ?? false),
      shopId: session.profile?.scope.shop_id ?? null,
    },
    state.shop,
  );
  const shopName = shopList.find((shop) => shop.id === shopScope.shopId)?.name;
  const data = report.data;
  const locale = i18n.language;

  return (
    <div className="flex flex-col gap-4 print:gap-2">
      <p className="hidden font-semibold text-lg print:block">{session.profile?.company.name}</p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="font-semibold text-2xl">
          {t('title')}
          <span className="hidden print:inline"> — {t(`groups.${state.group}`)}</span>
        </h1>
        <div className="flex flex-wrap gap-2 print:hidden">
          <Button type="button" variant="outline" onClick={() => window.print()} disabled={!data}>
            {t('print')}
          </Button>
          {session.can('stats.export') && params && <ReportExportButtons params={params} />}
        </div>
      </div>
      {data && (
        <p className="hidden text-sm print:block">
          {t('print_period', { range: dayRangeLabel(data.period.start, data.period.end, locale) })}
          {period.compare &&
            ` · ${t('print_versus', { range: dayRangeLabel(data.past_period.start, data.past_period.end, locale) })}`}
          {` · ${shopName ? t('print_shop', { name: shopName }) : t('shop.all')}`}
        </p>
      )}

      <nav
        aria-label={t('groups.label')}
        className="flex gap-1 overflow-x-auto border-line border-b print:hidden"
      >
        {REPORT_GROUPS.map((group) => (
          <Link
            key={group}
            to={groupLink(group)}
            replace
            aria-current={group === state.group ? 'page' : undefined}
            className={cx(
              '-mb-px inline-flex min-h-11 shrink-0 items-center whitespace-nowrap border-b-2 px-3 text-sm pointer-fine:min-h-10',
              group === state.group
                ? 'border-primary font-semibold text-fg'
                : 'border-transparent text-fg-muted hover:text-fg',
            )}
          >
            {t(`groups.${group}`)}
          </Link>
        ))}
      </nav>

      <div className="flex flex-col gap-3 print:hidden">
        <PeriodPicker
          today={todayIn(session.profile?.company.timezone as string | undefined)}
          resolved={data ? { period: data.period, past: data.past_period } : undefined}
        />
        <div className="flex flex-col gap-3 empty:hidden sm:flex-row sm:flex-wrap sm:items-end">
          {shopScope.canChoose && shopList.length > 1 && (
            <Field label={t('shop.label')} className="sm:w-56">
              <Select
                value={state.shop}
                onChange={(event) => change({ shop: event.target.value })}
                options={[
                  { value: '', label: t('shop.all') },
                  ...shopList.map((shop) => ({ value: shop.id, label: shop.name })),
                ]}
              />
            </Field>
          )}
          {!isTimeSeries(state.group) && (
            <Field label={t('limit.label')} className="sm:w-40">
              <Select
                value={String(state.limit)}
                onChange={(event) => change({ limit: Number(event.target.value) })}
                options={[...new Set([...REPORT_LIMITS, state.limit])]
                  .sort((a, b) => a - b)
                  .map((limit) => ({ value: String(limit), label: t('limit.option', { count: limit }) }))}
              />
            </Field>
          )}
        </div>
      </div>

      {state.group === 'payment_method' && (
        <p className="text-fg-muted text-sm">{t('notes.payment_method')}</p>
      )}

      {params === null ? (
        <p className="text-fg-muted text-sm">{t('pick_days')}</p>
      ) : report.isPending ? (
        <Skeleton label={t('loading')} lines={8} />
      ) : report.isError ? (
        <ListError
          error={report.error}
          onRetry={() => void report.refetch()}
          ns="reports"
          titleKey="error.title"
          retryKey="error.retry"
        />
      ) : (
        // The last figures stay, dimmed, while another sort, length, period or shop loads.
        <div
          aria-busy={report.isPlaceholderData || undefined}
          className={cx('transition-opacity', report.isPlaceholderData && 'opacity-60')}
        >
          <ReportBody
            data={report.data}
            state={state}
            compare={period.compare}
            money={session.money}
            onSort={(sort) => change({ sort })}
            linkOf={recordLink(state.group, session.can)}
          />
        </div>
      )}
    </div>
  );
}

/** Where a row of a top list leads: its product or customer, for users who may open them. */
function recordLink(group: ReportParams['group'], can: (permission: string) => boolean) {
  if (group === 'product' && can('products.view')) return productPaths.edit;
  if (group === 'customer' && can('customers.view')) return customerPaths.edit;
  return undefined;
}

interface ReportBodyProps {
  data: GroupByResponse;
  state: ReportParams;
  compare: boolean;
  money: (minor: number) => string;
  onSort: (sort: ReportParams['sort']) => void;
  linkOf: ((key: string) => string | null) | undefined;
}

function ReportBody({ data, state, compare, money, onSort, linkOf }: ReportBodyProps) {
  const { t } = useTranslation('reports');
  const { totals } = data;
  const nothing = totals.orders === 0 && totals.revenue === 0 && totals.units_sold === 0;
  if (nothing && !(compare && (totals.past_orders > 0 || totals.past_revenue !== 0)))
    return <EmptyState title={t('empty.title')} description={t('empty.description')} />;
  const series = isTimeSeries(state.group);
  return (
    <SalesTable
      report={data}
      group={state.group}
      compare={compare}
      money={money}
      sort={series ? undefined : state.sort}
      onSort={series ? undefined : onSort}
      linkOf={linkOf}
    />
  );
}
