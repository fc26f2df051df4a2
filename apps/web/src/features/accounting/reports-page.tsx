import {
  AGEING_BUCKETS,
  type AgedBalanceReport,
  type BalanceSheetReport,
  type GeneralLedgerReport,
  type IncomeStatementReport,
  REPORT_PRESETS,
  type TrialBalanceReport,
  type VatSummaryReport,
} from '@comptoir/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showErrorToast } from '../../app/toasts.ts';
import { downloadExport } from '../../components/export-button.tsx';
import { DateRangeFields } from '../../components/list/date-range-fields.tsx';
import { useUrlListState } from '../../components/list/use-url-list-state.ts';
import { Button, buttonClassName } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Field } from '../../components/ui/field.tsx';
import { detailLine, NameWithDetail } from '../../components/ui/phone-detail.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Table, type TableColumn } from '../../components/ui/table.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { useDay } from '../../lib/use-day.ts';
import { useProductSession } from '../products/shared/use-session.ts';
import { reportPath, reportQueryOptions } from './api.ts';
import { accountingPaths } from './paths.ts';
import {
  AS_OF_REPORTS,
  REPORTS,
  type ReportKey,
  type ReportParams,
  readReportParams,
  reportQuery,
  writeReportParams,
} from './report-params.ts';

type Money = (minor: number | null | undefined) => string;

/** /accounting: the reports, a period picker with SPEC §3 presets, the past period, CSV and XLSX. */
export function AccountingReportsPage() {
  const { t } = useTranslation('accounting');
  const session = useProductSession();
  const { state, change } = useUrlListState(readReportParams, writeReportParams);
  const query = useMemo(() => reportQuery(state), [state]);
  const allowed = session.can('accounting.view');

  if (!session.ready) return <Skeleton label={t('loading')} lines={6} />;
  if (!allowed) return <p role="alert">{t('forbidden')}</p>;

  const asOf = AS_OF_REPORTS.includes(state.report);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="font-semibold text-2xl">{t('reports.title')}</h1>
        <div className="flex flex-wrap gap-2">
          <Link to={accountingPaths.journal()} className={buttonClassName('outline')}>
            {t('journal.title')}
          </Link>
          <Link to={accountingPaths.accounts()} className={buttonClassName('outline')}>
            {t('accounts.title')}
          </Link>
          {session.can('accounting.create') && (
            <Link to={accountingPaths.newEntry()} className={buttonClassName('primary')}>
              {t('entry.new')}
            </Link>
          )}
        </div>
      </div>

      <nav aria-label={t('reports.choose')} className="flex gap-1 overflow-x-auto border-border border-b">
        {REPORTS.map((report) => (
          <button
            key={report}
            type="button"
            aria-current={report === state.report ? 'page' : undefined}
            onClick={() => change({ report })}
            className={`whitespace-nowrap px-3 py-2 text-sm ${
              report === state.report ? 'border-primary border-b-2 font-semibold' : 'text-fg-muted'
            }`}
          >
            {t(`reports.names.${report}`)}
          </button>
        ))}
      </nav>

      <div className="flex flex-wrap items-end gap-3">
        {asOf ? (
          <Field label={t('reports.as_of')}>
            <TextInput type="date" value={state.asOf} onChange={(e) => change({ asOf: e.target.value })} />
          </Field>
        ) : (
          <>
            <Field label={t('reports.period')}>
              <Select
                value={state.period}
                onChange={(e) => change({ period: e.target.value as ReportParams['period'] })}
                options={REPORT_PRESETS.map((preset) => ({ value: preset, label: t(`presets.${preset}`) }))}
              />
            </Field>
            {state.period === 'custom' && (
              <DateRangeFields
                from={state.from}
                to={state.to}
                fromLabel={t('reports.from')}
                toLabel={t('reports.to')}
                onChange={change}
              />
            )}
            {state.report === 'income-statement' && state.period !== 'all' && (
              <Checkbox
                label={t('reports.compare')}
                checked={state.compare}
                onChange={(e) => change({ compare: e.target.checked })}
              />
            )}
          </>
        )}
        {state.report === 'general-ledger' && (
          <form
            className="flex items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              const account = String(new FormData(event.currentTarget).get('account') ?? '').trim();
              change({ account });
            }}
          >
            <Field label={t('reports.account')}>
              <TextInput
                key={`account-${state.account}`}
                name="account"
                inputMode="numeric"
                pattern="[0-9]{1,12}"
                defaultValue={state.account}
                className="w-32"
              />
            </Field>
            <Button type="submit" variant="outline">
              {t('reports.show')}
            </Button>
          </form>
        )}
        {session.can('accounting.export') && query && (
          <ExportButtons report={state.report} query={exportable(query)} />
        )}
      </div>

      {query === null ? (
        <p className="text-fg-muted text-sm">
          {state.report === 'general-ledger' && !state.account
            ? t('reports.pick_account')
            : t('reports.pick_days')}
        </p>
      ) : (
        <ReportView
          report={state.report}
          query={query}
          money={session.money}
          ledgerLink={(account) =>
            `?${writeReportParams({ ...state, report: 'general-ledger', account, page: 1 })}`
          }
          onPage={(page) => change({ page })}
        />
      )}
    </div>
  );
}

/** An export holds every line: the ledger's page is the screen's, not the file's. */
function exportable(query: Record<string, string>): Record<string, string> {
  const { page: _page, ...rest } = query;
  return rest;
}

function ExportButtons({ report, query }: { report: ReportKey; query: Record<string, string> }) {
  const { t } = useTranslation('accounting');
  const [busy, setBusy] = useState<string | null>(null);
  async function run(format: 'csv' | 'xlsx') {
    setBusy(format);
    const result = await downloadExport(reportPath(report), { ...query, format });
    setBusy(null);
    if (!result.ok && result.message !== null) showErrorToast('export-error', result.message);
  }
  return (
    <div className="flex gap-2">
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          type="button"
          variant="secondary"
          loading={busy === format}
          loadingLabel={t('reports.exporting')}
          onClick={() => run(format)}
        >
          {t(`reports.export_${format}`)}
        </Button>
      ))}
    </div>
  );
}

interface ReportViewProps {
  report: ReportKey;
  query: Record<string, string>;
  money: Money;
  /** the address of an account's general ledger over the same period */
  ledgerLink: (account: string) => string;
  onPage: (page: number) => void;
}

function ReportView({ report, query, money, ledgerLink, onPage }: ReportViewProps) {
  const { t } = useTranslation('accounting');
  const result = useQuery(reportQueryOptions<unknown>(report, query));
  if (result.isPending) return <Skeleton label={t('loading')} lines={8} />;
  if (result.isError)
    return (
      <div role="alert" className="flex flex-col items-start gap-2">
        <p>{result.error.message}</p>
        <Button variant="outline" onClick={() => result.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  const data = result.data;
  switch (report) {
    case 'income-statement':
      return <IncomeStatementView data={data as IncomeStatementReport} money={money} />;
    case 'balance-sheet':
      return <BalanceSheetView data={data as BalanceSheetReport} money={money} />;
    case 'trial-balance':
      return <TrialBalanceView data={data as TrialBalanceReport} money={money} ledgerLink={ledgerLink} />;
    case 'general-ledger':
      return <GeneralLedgerView data={data as GeneralLedgerReport} money={money} onPage={onPage} />;
    case 'vat-summary':
      return <VatView data={data as VatSummaryReport} money={money} />;
    default:
      return <AgedView data={data as AgedBalanceReport} money={money} />;
  }
}

function Period({ period }: { period: { from: string | null; to: string } }) {
  const { t } = useTranslation('accounting');
  const day = useDay();
  return (
    <p className="text-fg-muted text-sm">
      {period.from
        ? t('reports.window', { from: day(period.from), to: day(period.to) })
        : t('reports.until', { to: day(period.to) })}
    </p>
  );
}

type StatementRow = IncomeStatementReport['lines'][number];

function statementColumns(
  t: (key: string) => string,
  money: Money,
  past: boolean,
): TableColumn<StatementRow>[] {
  const strong = (row: StatementRow, text: ReactNode) => (row.is_total ? <strong>{text}</strong> : text);
  return [
    { key: 'ref', header: t('reports.ref'), hideOnPhone: true, cell: (r) => strong(r, r.ref) },
    {
      key: 'label',
      header: t('reports.label'),
      // the ref. column is left out on phones (with the past period, it pushed the amounts off): it comes under the label
      rowHeader: true,
      cell: (r) => <NameWithDetail name={strong(r, r.label)}>{r.ref}</NameWithDetail>,
    },
    { key: 'amount', header: t('reports.amount'), align: 'end', cell: (r) => strong(r, money(r.amount)) },
    ...(past
      ? [
          {
            key: 'past',
            header: t('reports.past_amount'),
            align: 'end' as const,
            cell: (r: StatementRow) => strong(r, money(r.past_amount)),
          },
        ]
      : []),
  ];
}

function IncomeStatementView({ data, money }: { data: IncomeStatementReport; money: Money }) {
  const { t } = useTranslation('accounting');
  const past = data.past_period !== null;
  return (
    <section className="flex flex-col gap-3">
      <Period period={data.period} />
      <dl className="grid grid-cols-2 gap-3 sm:max-w-md">
        <Figure
          label={t('reports.revenue')}
          value={money(data.revenue)}
          past={past ? money(data.past_revenue) : null}
        />
        <Figure
          label={t('reports.net_result')}
          value={money(data.net_result)}
          past={past ? money(data.past_net_result) : null}
        />
      </dl>
      <Table
        caption={t('reports.names.income-statement')}
        captionHidden
        columns={statementColumns(t, money, past)}
        rows={data.lines}
        rowKey={(r) => r.ref}
      />
    </section>
  );
}

function Figure({ label, value, past }: { label: string; value: string; past: string | null }) {
  const { t } = useTranslation('accounting');
  return (
    <div className="rounded-md border border-border p-3">
      <dt className="text-fg-muted text-sm">{label}</dt>
      <dd className="font-semibold text-lg">{value}</dd>
      {past !== null && <dd className="text-fg-muted text-xs">{t('reports.past', { amount: past })}</dd>}
    </div>
  );
}

function BalanceSheetView({ data, money }: { data: BalanceSheetReport; money: Money }) {
  const { t } = useTranslation('accounting');
  return (
    <section className="grid gap-4 lg:grid-cols-2">
      {(['assets', 'liabilities'] as const).map((side) => (
        <Table
          key={side}
          caption={t(`reports.${side}`)}
          columns={statementColumns(t, money, false)}
          rows={data[side]}
          rowKey={(r) => r.ref}
        />
      ))}
    </section>
  );
}

function TrialBalanceView({
  data,
  money,
  ledgerLink,
}: {
  data: TrialBalanceReport;
  money: Money;
  ledgerLink: (account: string) => string;
}) {
  const { t } = useTranslation('accounting');
  type Row = TrialBalanceReport['rows'][number];
  const side = (value: number, debit: boolean) => money(debit ? Math.max(value, 0) : Math.max(-value, 0));
  const figure = (name: string, value: string) => t('reports.phone_figure', { name, value });
  const columns: TableColumn<Row>[] = [
    {
      key: 'account',
      header: t('reports.account'),
      // The label and the period's debit and credit are left out on phones, where the balances keep the
      // room: they come under the account.
      cell: (r) => (
        <NameWithDetail
          name={
            <Link to={ledgerLink(r.account)} className="text-primary-text underline underline-offset-2">
              {r.account}
            </Link>
          }
          className="flex flex-col"
        >
          {r.label && <span>{r.label}</span>}
          <span>{figure(t('reports.debit'), money(r.debit))}</span>
          <span>{figure(t('reports.credit'), money(r.credit))}</span>
        </NameWithDetail>
      ),
    },
    { key: 'label', header: t('reports.label'), hideOnPhone: true, cell: (r) => r.label ?? '' },
    {
      key: 'debit',
      header: t('reports.debit'),
      align: 'end',
      hideOnPhone: true,
      cell: (r) => money(r.debit),
    },
    {
      key: 'credit',
      header: t('reports.credit'),
      align: 'end',
      hideOnPhone: true,
      cell: (r) => money(r.credit),
    },
    {
      key: 'closing_debit',
      header: t('reports.closing_debit'),
      align: 'end',
      cell: (r) => side(r.closing, true),
    },
    {
      key: 'closing_credit',
      header: t('reports.closing_credit'),
      align: 'end',
      cell: (r) => side(r.closing, false),
    },
  ];
  return (
    <section className="flex flex-col gap-3">
      <Period period={data.period} />
      <Table
        caption={t('reports.names.trial-balance')}
        captionHidden
        columns={columns}
        rows={data.rows}
        rowKey={(r) => r.account}
        empty={<EmptyState title={t('reports.empty')} />}
      />
      <p className="text-sm">
        {t('reports.totals', {
          debit: money(data.totals.debit),
          credit: money(data.totals.credit),
        })}
      </p>
    </section>
  );
}

function GeneralLedgerView({
  data,
  money,
  onPage,
}: {
  data: GeneralLedgerReport;
  money: Money;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('accounting');
  const day = useDay();
  type Row = GeneralLedgerReport['lines'][number];
  const columns: TableColumn<Row>[] = [
    { key: 'date', header: t('journal.date'), hideOnPhone: true, cell: (r) => day(r.date) },
    {
      key: 'entry',
      header: t('journal.number'),
      // The date, label, reference and running balance are left out on phones, where the debit and
      // credit keep the room: they come under the entry's number.
      rowHeader: true,
      cell: (r) => (
        <NameWithDetail
          name={
            <Link
              to={accountingPaths.entry(r.entry_id)}
              className="text-primary-text underline underline-offset-2"
            >
              {r.entry_number}
            </Link>
          }
          className="flex flex-col"
        >
          <span>{detailLine(day(r.date), r.label, r.reference)}</span>
          <span>{t('reports.phone_figure', { name: t('reports.balance'), value: money(r.balance) })}</span>
        </NameWithDetail>
      ),
    },
    { key: 'label', header: t('reports.label'), hideOnPhone: true, cell: (r) => r.label ?? '' },
    { key: 'reference', header: t('journal.reference'), hideOnPhone: true, cell: (r) => r.reference ?? '' },
    { key: 'debit', header: t('reports.debit'), align: 'end', cell: (r) => (r.debit ? money(r.debit) : '') },
    {
      key: 'credit',
      header: t('reports.credit'),
      align: 'end',
      cell: (r) => (r.credit ? money(r.credit) : ''),
    },
    {
      key: 'balance',
      header: t('reports.balance'),
      align: 'end',
      hideOnPhone: true,
      cell: (r) => money(r.balance),
    },
  ];
  const { meta } = data;
  return (
    <section className="flex flex-col gap-3">
      <h2 className="font-semibold text-lg">{`${data.account} ${data.label ?? ''}`.trim()}</h2>
      <Period period={data.period} />
      <dl className="grid grid-cols-2 gap-3 sm:max-w-3xl sm:grid-cols-4">
        <Figure label={t('reports.opening')} value={money(data.opening)} past={null} />
        <Figure label={t('reports.debit')} value={money(data.debit)} past={null} />
        <Figure label={t('reports.credit')} value={money(data.credit)} past={null} />
        <Figure label={t('reports.closing')} value={money(data.closing)} past={null} />
      </dl>
      <Table
        caption={t('reports.names.general-ledger')}
        captionHidden
        columns={columns}
        rows={data.lines}
        rowKey={(r) => `${r.entry_id}-${r.account}-${r.balance}`}
        empty={<EmptyState title={t('reports.empty')} />}
      />
      {meta.last_page > 1 && (
        <nav aria-label={t('journal.pages')} className="flex items-center gap-2">
          <Button
            variant="outline"
            disabled={meta.current_page <= 1}
            onClick={() => onPage(meta.current_page - 1)}
          >
            {t('journal.previous')}
          </Button>
          <span className="text-sm">
            {t('journal.page', { page: meta.current_page, pages: meta.last_page })}
          </span>
          <Button
            variant="outline"
            disabled={meta.current_page >= meta.last_page}
            onClick={() => onPage(meta.current_page + 1)}
          >
            {t('journal.next')}
          </Button>
        </nav>
      )}
    </section>
  );
}

function VatView({ data, money }: { data: VatSummaryReport; money: Money }) {
  const { t } = useTranslation('accounting');
  return (
    <section className="flex flex-col gap-3">
      <Period period={data.period} />
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:max-w-2xl">
        <Figure label={t('reports.vat_collected')} value={money(data.collected)} past={null} />
        <Figure label={t('reports.vat_deductible')} value={money(data.deductible)} past={null} />
        <Figure
          label={data.balance >= 0 ? t('reports.vat_due') : t('reports.vat_credit')}
          value={money(Math.abs(data.balance))}
          past={null}
        />
      </dl>
    </section>
  );
}

function AgedView({ data, money }: { data: AgedBalanceReport; money: Money }) {
  const { t } = useTranslation('accounting');
  type Row = AgedBalanceReport['rows'][number];
  const columns: TableColumn<Row>[] = [
    {
      key: 'partner',
      header: t('reports.partner'),
      // The ageing columns are left out on phones, where the total keeps the room: the amounts due come
      // under the name, bucket by bucket.
      cell: (r) => (
        <NameWithDetail
          name={<span>{r.partner_name ?? (r.partner_id ? r.partner_id : t('reports.walk_in'))}</span>}
        >
          {detailLine(
            ...AGEING_BUCKETS.map(
              (bucket) =>
                r.amounts[bucket] !== 0 &&
                t('reports.phone_figure', {
                  name: t(`reports.buckets.${bucket}`),
                  value: money(r.amounts[bucket]),
                }),
            ),
          )}
        </NameWithDetail>
      ),
    },
    ...[...AGEING_BUCKETS, 'total' as const].map((bucket) => ({
      key: bucket,
      header: t(`reports.buckets.${bucket}`),
      align: 'end' as const,
      hideOnPhone: bucket !== 'total',
      cell: (r: Row) => money(r.amounts[bucket]),
    })),
  ];
  return (
    <section className="flex flex-col gap-3">
      <p className="text-fg-muted text-sm">{t('reports.at', { date: data.as_of })}</p>
      <Table
        caption={t(`reports.names.aged-${data.side}s`)}
        captionHidden
        columns={columns}
        rows={data.rows}
        rowKey={(r) => r.partner_id ?? 'walk-in'}
        empty={<EmptyState title={t('reports.empty')} />}
      />
      <p className="text-sm">{t('reports.aged_total', { amount: money(data.totals.total) })}</p>
    </section>
  );
}
