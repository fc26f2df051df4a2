import {
  analyticsShopScope,
  type DeliveryStatus,
  formatMoneyShort,
  orderReference,
  variantDisplayName,
} from '@comptoir/core';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useAppLink } from '../../app/app-link.ts';
import { isAdminRole, profileQuery } from '../../app/profile.ts';
import { shopsQuery } from '../../app/shops.ts';
import { showErrorToast } from '../../app/toasts.ts';
import {
  type AnalyticsItem,
  type AnalyticsParams,
  type GroupByField,
  type GroupByResponse,
  groupByPath,
  groupByQuery,
  ITEM_PERMISSIONS,
  type ItemResponse,
  itemQuery,
  type Stat,
  type StatsResponse,
  statsQuery,
} from '../../components/analytics/analytics-api.ts';
import { abbreviate } from '../../components/analytics/format.ts';
import { periodQuery, todayIn } from '../../components/analytics/period.ts';
import { PeriodPicker, usePeriodParams } from '../../components/analytics/period-picker.tsx';
import { RevenueChart } from '../../components/analytics/revenue-chart.tsx';
import { downloadExport } from '../../components/export-button.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { expensePaths } from '../expenses/paths.ts';
import { orderPaths } from '../orders/paths.ts';
import { DeliveryBadge } from '../orders/status-badges.tsx';
import { useProductSession } from '../products/shared/use-session.ts';
import { CompanyFacts } from './company-facts.tsx';
import { DashboardCard, Delta } from './dashboard-cards.tsx';

/** KPI items written as money (minor units of the company currency). */
const MONEY_ITEMS = new Set(['revenue', 'average_basket', 'gross_margin', 'discounts', 'shipping']);
/** KPI items where a rise is bad news. */
const INVERTED_ITEMS = new Set(['returns_rate', 'discounts']);
const TOP_LISTS: readonly { field: GroupByField; allCompanyOnly?: boolean }[] = [
  { field: 'product' },
  { field: 'customer' },
  { field: 'seller' },
  { field: 'shop', allCompanyOnly: true },
];
const TOP_LIMIT = 5;

/** /dashboard: the landing screen: greeting, company facts, and the sales figures of a period. */
export function DashboardPage() {
  const { t, i18n } = useTranslation(['dashboard', 'analytics']);
  const profile = useQuery(profileQuery);
  const session = useProductSession();
  const [period] = usePeriodParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const locale = i18n.language;
  const admin = isAdminRole(profile.data?.role ?? null);
  const canStats = session.can('stats.view');
  const shops = useQuery({ ...shopsQuery(admin), enabled: profile.isSuccess && canStats });
  const shopScope = analyticsShopScope(
    {
      allCompany: admin || (profile.data?.scope.all_company ?? false),
      shopId: profile.data?.scope.shop_id ?? null,
    },
    searchParams.get('shop') ?? '',
  );
  const shopId = shopScope.shopId;
  const timeZone = typeof profile.data?.company.timezone === 'string' ? profile.data.company.timezone : null;
  const today = useMemo(() => todayIn(timeZone), [timeZone]);

  const base = periodQuery(period);
  const params: AnalyticsParams | null = base ? { ...base, ...(shopId ? { shop_id: shopId } : {}) } : null;
  const compare = period.compare;

  const stats = useQuery({ ...statsQuery(params ?? {}), enabled: canStats && params !== null });
  const series = useQuery({
    ...groupByQuery({ ...(params ?? {}), field: 'date' }),
    enabled: canStats && params !== null,
  });

  const money = (minor: number) => formatMoneyShort(minor, session.currency, locale);
  const setShop = (next: string) =>
    setSearchParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === '') copy.delete('shop');
        else copy.set('shop', next);
        return copy;
      },
      { replace: true },
    );

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="font-semibold text-2xl">{t('title')}</h1>
        {profile.data && <p className="text-lg">{t('greeting', { name: profile.data.name })}</p>}
      </div>
      {/* With figures to show, they come first (a phone showed only these facts and the filters on its
          first screen); the facts — the company code staff sign in with — move to the end. */}
      {profile.data && session.ready && !canStats && <CompanyFacts profile={profile.data} />}
      {profile.data?.permissions.includes('company.update') && (
        <p>
          <Link to="/onboarding" className="font-medium text-primary-text underline underline-offset-2">
            {t('resume_onboarding')}
          </Link>
        </p>
      )}

      {session.ready && canStats && (
        <>
          <div className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4 lg:flex-row lg:items-end lg:justify-between">
            <PeriodPicker
              today={today}
              resolved={
                stats.data && !stats.isPlaceholderData
                  ? { period: stats.data.period, past: stats.data.past_period }
                  : undefined
              }
            />
            <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
              {shopScope.canChoose && (shops.data?.length ?? 0) > 0 && (
                <Field label={t('shop')} className="sm:w-56">
                  <Select
                    value={shopId}
                    onChange={(event) => setShop(event.target.value)}
                    options={[
                      { value: '', label: t('all_company') },
                      ...(shops.data ?? []).map((shop) => ({ value: shop.id, label: shop.name })),
                    ]}
                  />
                </Field>
              )}
              {session.can('stats.export') && params && <ExportSeries params={params} />}
            </div>
          </div>

          <KpiCards stats={stats} compare={compare} money={money} />

          <DashboardCard
            id="revenue-chart"
            title={t('cards.revenue_chart')}
            query={series}
            isEmpty={(data) => data.rows.length === 0}
          >
            {(data) => (
              <RevenueChart
                title={t('cards.revenue_chart')}
                bucket={data.bucket}
                showPast={compare}
                formatValue={(value) => formatMoneyShort(value, session.currency, locale)}
                formatAxis={(value) => abbreviate(value / 10 ** session.currency.precision, locale)}
                points={data.rows.map((row) => ({
                  key: row.key ?? row.label,
                  value: row.revenue,
                  pastValue: row.past_revenue,
                  pastKey: row.past_key ?? null,
                }))}
              />
            )}
          </DashboardCard>

          <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
            {TOP_LISTS.filter((list) => !(list.allCompanyOnly && shopId)).map(({ field }) => (
              <TopList key={field} field={field} params={params} compare={compare} money={money} />
            ))}
            {/* The list cards read the orders, deliveries and treasury labels: loaded apart. */}
            <Suspense fallback={<Skeleton label={t('loading', { card: t('title') })} lines={4} />}>
              <ItemCards
                params={params}
                can={session.can}
                money={money}
                exactMoney={session.money}
                compare={compare}
              />
            </Suspense>
          </div>
        </>
      )}
      {session.ready && !canStats && <Shortcuts can={session.can} />}
      {profile.data && session.ready && canStats && <CompanyFacts profile={profile.data} />}
    </div>
  );
}

/** A role without sales figures (employee, courier) starts from its own work instead. */
function Shortcuts({ can }: { can: (permission: string) => boolean }) {
  const { t } = useTranslation('dashboard');
  const appLink = useAppLink();
  const shortcuts = [
    { to: orderPaths.pos(), label: t('shortcuts.sale'), allowed: can('orders.create') },
    { to: '/deliveries', label: t('shortcuts.deliveries'), allowed: can('deliveries.view') },
    { to: orderPaths.list(), label: t('shortcuts.orders'), allowed: can('orders.view') },
    { to: expensePaths.create(), label: t('shortcuts.expense'), allowed: can('expenses.create') },
  ].filter((shortcut) => shortcut.allowed);
  return (
    <section aria-labelledby="shortcuts" className="flex flex-col gap-3">
      <h2 id="shortcuts" className="font-semibold text-lg">
        {t('shortcuts.title')}
      </h2>
      <p className="text-fg-muted">{t('shortcuts.text')}</p>
      <div className="flex flex-wrap gap-2">
        {shortcuts.map((shortcut, index) => (
          <Button key={shortcut.to} variant={index === 0 ? 'primary' : 'outline'} {...appLink(shortcut.to)}>
            {shortcut.label}
          </Button>
        ))}
      </div>
    </section>
  );
}

function ExportSeries({ params }: { params: AnalyticsParams }) {
  const { t } = useTranslation('dashboard');
  const [busy, setBusy] = useState(false);
  async function run() {
    setBusy(true);
    const result = await downloadExport(groupByPath(), { ...params, field: 'date', format: 'csv' });
    setBusy(false);
    if (!result.ok) showErrorToast('dashboard-export', result.message ?? t('export_failed'));
  }
  return (
    <Button
      type="button"
      variant="outline"
      onClick={run}
      loading={busy}
      loadingLabel={t('exporting')}
      className="shrink-0 whitespace-nowrap"
    >
      {t('export')}
    </Button>
  );
}

type Money = (minor: number) => string;

function KpiCards({
  stats,
  compare,
  money,
}: {
  stats: UseQueryResult<StatsResponse>;
  compare: boolean;
  money: Money;
}) {
  const { t, i18n } = useTranslation(['dashboard', 'analytics']);
  const value = (stat: Stat, figure: number) =>
    MONEY_ITEMS.has(stat.item)
      ? money(figure)
      : stat.item === 'returns_rate'
        ? new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 2 }).format(
            figure / 100,
          )
        : abbreviate(figure, i18n.language);
  return (
    <DashboardCard
      id="kpis"
      title={t('cards.kpis')}
      query={stats}
      isEmpty={(data) => data.stats.length === 0}
    >
      {(data) => (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {data.stats.map((stat) => (
            <li
              key={stat.item}
              data-testid={`kpi-${stat.item}`}
              className="flex min-w-0 flex-col gap-1 rounded-md bg-canvas p-3"
            >
              <span className="text-fg-muted text-sm">
                {t(`kpi.${stat.item}`, { defaultValue: stat.item })}
              </span>
              <span className="truncate font-semibold text-xl" data-testid="kpi-value">
                {value(stat, stat.value)}
              </span>
              <Delta change={stat.change} inverted={INVERTED_ITEMS.has(stat.item)} />
              {compare && (
                <span className="text-fg-muted text-xs" data-testid="kpi-past">
                  {t('analytics:delta.past', { value: value(stat, stat.past_value) })}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}

function TopList({
  field,
  params,
  compare,
  money,
}: {
  field: GroupByField;
  params: AnalyticsParams | null;
  compare: boolean;
  money: Money;
}) {
  const { t } = useTranslation(['dashboard', 'analytics']);
  const query = useQuery({
    ...groupByQuery({ ...(params ?? {}), field, limit: TOP_LIMIT }),
    enabled: params !== null,
  });
  return (
    <DashboardCard<GroupByResponse>
      id={`top-${field}`}
      title={t(`cards.top_${field}`)}
      query={query}
      isEmpty={(data) => data.rows.length === 0}
    >
      {(data) => (
        <ol className="flex flex-col divide-y divide-line">
          {data.rows.map((row) => (
            <li key={row.key ?? 'none'} className="flex items-baseline justify-between gap-3 py-2 text-sm">
              {/* A row without a key (walk-in sales, no seller) is named by the API in the user's language. */}
              <span className="min-w-0 truncate">{row.label}</span>
              <span className="flex shrink-0 flex-col items-end">
                <span className="font-medium">{money(row.revenue)}</span>
                <span className="text-fg-muted text-xs">
                  {t('orders_count', { count: row.orders })}
                  {compare && ` · ${t('analytics:delta.past', { value: money(row.past_revenue) })}`}
                </span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </DashboardCard>
  );
}

/** Rows a list card shows; its "see all" link opens the whole list. */
const CARD_ROWS = 10;

function useItem<I extends AnalyticsItem>(
  item: I,
  params: AnalyticsParams | null,
  enabled: boolean,
  limit?: number,
) {
  return useQuery({ ...itemQuery(item, { ...params, limit }), enabled: enabled && params !== null });
}

function ItemCards({
  params,
  can,
  money,
  exactMoney,
  compare,
}: {
  params: AnalyticsParams | null;
  can: (permission: string) => boolean;
  /** totals of the period, abbreviated (1.5M) */
  money: Money;
  /** one order's total and an account's balance, to the unit */
  exactMoney: Money;
  compare: boolean;
}) {
  const { t, i18n } = useTranslation(['dashboard', 'analytics', 'orders', 'treasury', 'expenses']);
  const allowed = (item: AnalyticsItem) => ITEM_PERMISSIONS[item].every(can);
  const recent = useItem('recent-orders', params, allowed('recent-orders'), CARD_ROWS);
  const deliveries = useItem('today-deliveries', params, allowed('today-deliveries'), CARD_ROWS);
  const lowStock = useItem('low-stock', params, allowed('low-stock'), CARD_ROWS);
  const payments = useItem('payments-by-method', params, allowed('payments-by-method'));
  const expenses = useItem('expenses-by-category', params, allowed('expenses-by-category'));
  const cash = useItem('cash-position', params, allowed('cash-position'));
  const empty = <I extends AnalyticsItem>(data: ItemResponse<I>) => data.results.length === 0;
  const time = (iso: string) =>
    new Intl.DateTimeFormat(locale(i18n.language), { dateStyle: 'short', timeStyle: 'short' }).format(
      new Date(iso),
    );

  return (
    <>
      {allowed('recent-orders') && (
        <DashboardCard
          id="recent-orders"
          title={t('cards.recent_orders')}
          query={recent}
          isEmpty={empty}
          link={{ to: '/orders', label: t('see_all') }}
        >
          {(data) => (
            <ul className="flex flex-col divide-y divide-line">
              {data.results.map((order) => (
                <li key={order.id} className="flex items-baseline justify-between gap-3 py-2 text-sm">
                  <span className="flex min-w-0 flex-col">
                    <Link
                      to={`/orders/${order.id}`}
                      className="font-medium text-primary-text underline-offset-2 hover:underline"
                    >
                      {orderReference(Number(order.number))}
                    </Link>
                    <span className="truncate text-fg-muted text-xs">
                      {order.customer_name ?? t('orders:list.walk_in')} · {time(order.created_at)}
                    </span>
                  </span>
                  <span className="flex shrink-0 flex-col items-end">
                    <span className="font-medium">{exactMoney(order.total)}</span>
                    <span className="text-fg-muted text-xs">
                      {t(`orders:status.${order.status}`, { defaultValue: order.status })} ·{' '}
                      {t(`orders:payment.${order.payment_status}`, { defaultValue: order.payment_status })}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </DashboardCard>
      )}
      {allowed('today-deliveries') && (
        <DashboardCard
          id="today-deliveries"
          title={t('cards.today_deliveries')}
          query={deliveries}
          isEmpty={empty}
          emptyText={t('today_deliveries_empty')}
          link={{ to: '/deliveries', label: t('see_all') }}
        >
          {(data) => (
            <ul className="flex flex-col divide-y divide-line">
              {data.results.map((delivery) => (
                <li key={delivery.id} className="flex items-baseline justify-between gap-3 py-2 text-sm">
                  <span className="flex min-w-0 flex-col">
                    <span className="font-medium">
                      {delivery.order_number === null ? '—' : orderReference(Number(delivery.order_number))}
                    </span>
                    <span className="truncate text-fg-muted text-xs">
                      {[delivery.customer_name, delivery.city, delivery.courier_name]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </span>
                  <span className="shrink-0">
                    <DeliveryBadge status={delivery.status as DeliveryStatus} />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </DashboardCard>
      )}
      {allowed('low-stock') && (
        <DashboardCard
          id="low-stock"
          title={t('cards.low_stock')}
          query={lowStock}
          isEmpty={empty}
          link={{ to: '/stock/low-stock', label: t('see_all') }}
        >
          {(data) => (
            <ul className="flex flex-col divide-y divide-line">
              {data.results.map((row) => (
                <li key={row.variant_id} className="flex items-baseline justify-between gap-3 py-2 text-sm">
                  {/* One row per variant, over every warehouse: the low-stock list's first rows. */}
                  <span className="min-w-0 truncate font-medium">
                    {variantDisplayName(row.product_title, row.variant_title)}
                  </span>
                  <span className="shrink-0 text-xs">
                    {t('stock_left', { count: row.quantity, reorder: row.reorder_point })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </DashboardCard>
      )}
      {allowed('payments-by-method') && (
        <DashboardCard
          id="payments-by-method"
          title={t('cards.payments_by_method')}
          query={payments}
          isEmpty={empty}
        >
          {(data) => (
            <AmountList
              rows={data.results.map((row) => ({
                key: row.payment_method_id ?? row.name,
                label: row.name,
                amount: row.amount,
                detail: t('payments_count', { count: row.count }),
              }))}
              money={money}
            />
          )}
        </DashboardCard>
      )}
      {allowed('expenses-by-category') && (
        <DashboardCard
          id="expenses-by-category"
          title={t('cards.expenses_by_category')}
          query={expenses}
          isEmpty={empty}
          link={{ to: '/expenses', label: t('see_all') }}
        >
          {(data) => (
            <AmountList
              rows={data.results.map((row) => ({
                key: row.category ?? '',
                label: row.category ? t(`expenses:categories.${row.category}`) : t('uncategorized'),
                amount: row.amount,
                detail: compare ? t('analytics:delta.past', { value: money(row.past_amount) }) : null,
              }))}
              money={money}
            />
          )}
        </DashboardCard>
      )}
      {allowed('cash-position') && (
        <DashboardCard
          id="cash-position"
          title={t('cards.cash_position')}
          query={cash}
          isEmpty={empty}
          link={{ to: '/treasury-accounts', label: t('see_all') }}
        >
          {(data) => (
            <AmountList
              rows={data.results.map((row) => ({
                key: row.id,
                label: row.name,
                amount: row.balance,
                detail: t(`treasury:kinds.${row.kind}`, { defaultValue: row.kind }),
              }))}
              total={data.results.reduce((sum, row) => sum + row.balance, 0)}
              money={exactMoney}
            />
          )}
        </DashboardCard>
      )}
    </>
  );
}

const locale = (language: string) => (['en', 'fr', 'es'].includes(language) ? language : 'en');

function AmountList({
  rows,
  total,
  money,
}: {
  rows: { key: string; label: string; amount: number; detail?: string | null }[];
  total?: number;
  money: Money;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <dl className="flex flex-col divide-y divide-line text-sm">
      {rows.map((row) => (
        <div key={row.key} className="flex items-baseline justify-between gap-3 py-2">
          <dt className="flex min-w-0 flex-col">
            <span className="truncate">{row.label}</span>
            {row.detail && <span className="text-fg-muted text-xs">{row.detail}</span>}
          </dt>
          <dd className="shrink-0 font-medium">{money(row.amount)}</dd>
        </div>
      ))}
      {total !== undefined && (
        <div className="flex items-baseline justify-between gap-3 py-2 font-semibold">
          <dt>{t('total')}</dt>
          <dd>{money(total)}</dd>
        </div>
      )}
    </dl>
  );
}
