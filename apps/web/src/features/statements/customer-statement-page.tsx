import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { showErrorToast } from '../../app/toasts.ts';
import { todayIn } from '../../components/analytics/period.ts';
import { Button, buttonClassName } from '../../components/ui/button.tsx';
import { cx } from '../../components/ui/class-names.ts';
import { Field } from '../../components/ui/field.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { customerPaths } from '../customers/paths.ts';
import { useProductSession } from '../products/shared/use-session.ts';
import { customerStatementQuery, downloadStatementPdf } from './api.ts';
import { StatementLines } from './statement-lines.tsx';
import { statementWhatsappLink } from './statement-message.ts';
import {
  readStatementPeriod,
  STATEMENT_MAX_DAYS,
  type StatementPeriod,
  statementDays,
  writeStatementPeriod,
} from './statement-params.ts';

const PRESETS = ['this_month', 'last_month', 'this_year', 'custom'] as const;

function Figure({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-lg border border-line bg-surface p-3">
      <dt className="text-fg-muted text-sm">{label}</dt>
      <dd className={cx('truncate font-semibold', strong ? 'text-xl' : 'text-lg')}>{children}</dd>
    </div>
  );
}

/** /customers/:id/statement: what the customer bought, paid and was credited over a period. */
export function CustomerStatementPage() {
  const { t, i18n } = useTranslation('statements');
  const { id = '' } = useParams();
  const session = useProductSession();
  const [params, setParams] = useSearchParams();
  const period = readStatementPeriod(params);
  const today = todayIn(session.profile?.company.timezone as string | undefined);
  const days = statementDays(period, today);
  const allowed = session.can('customers.view') && session.can('customers.stats');
  const statement = useQuery({
    ...customerStatementQuery(id, 'problem' in days ? { from: '', to: '' } : days),
    enabled: allowed && !('problem' in days),
  });
  const [downloading, setDownloading] = useState(false);

  if (!session.ready) return <Skeleton label={t('loading')} lines={6} />;
  if (!allowed) return <p role="alert">{t('forbidden')}</p>;

  const change = (next: Partial<StatementPeriod>) =>
    setParams((current) => writeStatementPeriod(current, { ...readStatementPeriod(current), ...next }), {
      replace: true,
    });
  const day = (value: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${value}T12:00:00Z`),
    );
  const data = statement.data;
  const name = data?.customer.name ?? '';

  async function download() {
    if ('problem' in days) return;
    setDownloading(true);
    const result = await downloadStatementPdf(id, days, `${t('filename')}-${days.from}-${days.to}.pdf`);
    setDownloading(false);
    if (!result.ok) showErrorToast('statement-pdf', result.message || t('errors.pdf'));
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="min-w-0 font-semibold text-2xl">{name ? t('title_of', { name }) : t('title')}</h1>
        <Link to={customerPaths.edit(id)} className={cx(buttonClassName('ghost'), 'print:hidden')}>
          {t('back')}
        </Link>
      </div>

      <fieldset className="m-0 flex min-w-0 flex-col gap-3 border-0 p-0 sm:flex-row sm:flex-wrap sm:items-end print:hidden">
        <legend className="sr-only">{t('period.group')}</legend>
        <Field label={t('period.label')} className="sm:w-56">
          <Select
            value={period.preset}
            onChange={(event) => {
              const preset = event.target.value as StatementPeriod['preset'];
              const shown = 'problem' in days ? { from: today, to: today } : days;
              change(
                preset === 'custom'
                  ? { preset, from: period.from || shown.from, to: period.to || shown.to }
                  : { preset },
              );
            }}
            options={PRESETS.map((preset) => ({ value: preset, label: t(`period.${preset}`) }))}
          />
        </Field>
        {period.preset === 'custom' && (
          <>
            <Field label={t('period.from')} className="sm:w-44">
              <TextInput type="date" value={period.from} onChange={(e) => change({ from: e.target.value })} />
            </Field>
            <Field label={t('period.to')} className="sm:w-44">
              <TextInput type="date" value={period.to} onChange={(e) => change({ to: e.target.value })} />
            </Field>
          </>
        )}
      </fieldset>

      {'problem' in days ? (
        <p role="alert">{t(`period.${days.problem}`, { days: STATEMENT_MAX_DAYS })}</p>
      ) : statement.isPending ? (
        <Skeleton label={t('loading')} lines={6} />
      ) : statement.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-2">
          <p>{statement.error.message || t('errors.generic')}</p>
          <Button variant="outline" size="small" onClick={() => void statement.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <>
          <p className="text-fg-muted text-sm">
            {t('period.covered', { from: day(data!.from), to: day(data!.to) })}
          </p>
          <div className="flex flex-wrap gap-2 print:hidden">
            <Button variant="primary" loading={downloading} onClick={() => void download()}>
              {t('actions.pdf')}
            </Button>
            <Button variant="outline" onClick={() => window.print()}>
              {t('actions.print')}
            </Button>
            <Button
              variant="outline"
              href={statementWhatsappLink(data!, {
                company: session.profile?.company.name ?? '',
                money: session.money,
                day,
                t: (key, values) => t(key, values),
              })}
              target="_blank"
              rel="noreferrer"
            >
              {t('actions.whatsapp')}
            </Button>
          </div>
          <dl className="grid grid-cols-2 gap-2 lg:grid-cols-4">
            <Figure label={t('figures.opening')}>{session.money(data!.opening_balance)}</Figure>
            <Figure label={t('figures.debit')}>{session.money(data!.totals.debit)}</Figure>
            <Figure label={t('figures.credit')}>{session.money(data!.totals.credit)}</Figure>
            <Figure label={t('figures.closing')} strong>
              {session.money(data!.closing_balance)}
            </Figure>
          </dl>
          {data!.overdue_amount > 0 && (
            <p className="text-danger-text text-sm">
              {t('figures.overdue', { amount: session.money(data!.overdue_amount) })}
            </p>
          )}
          <section aria-labelledby="statement-lines" className="flex flex-col gap-2">
            <h2 id="statement-lines" className="font-semibold text-lg">
              {t('table.caption')}
            </h2>
            {data!.lines.length === 0 ? (
              <p className="rounded-lg border border-line bg-surface p-4 text-fg-muted text-sm">
                {t('empty')}
              </p>
            ) : (
              <StatementLines lines={data!.lines} money={session.money} day={day} />
            )}
          </section>
        </>
      )}
    </div>
  );
}
