import { JOURNAL_CODES, type JournalEntry } from '@comptoir/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { api } from '../../app/api.ts';
import { showErrorToast, showSuccessToast } from '../../app/toasts.ts';
import { Button, buttonClassName } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { ApiRequestError, unwrap } from '../../lib/http/api-client.ts';
import { MoneyInput } from '../products/shared/money-input.tsx';
import { useProductSession } from '../products/shared/use-session.ts';
import { chartQuery, journalPath, ledgerKeys } from './api.ts';
import { type DraftLine, draftTotals, emptyLine, entryBody } from './entry-draft.ts';
import { accountingPaths } from './paths.ts';

const today = () => new Date().toLocaleDateString('en-CA');

/** /accounting/journal/new: a manual entry, lines added and removed, posted once it balances. */
export function EntryFormPage() {
  const { t } = useTranslation('accounting');
  const session = useProductSession();
  const navigate = useNavigate();
  const client = useQueryClient();
  const chart = useQuery({ ...chartQuery(), enabled: session.can('accounting.create') });
  const [journal, setJournal] = useState<(typeof JOURNAL_CODES)[number]>('OD');
  const [date, setDate] = useState(today);
  const [label, setLabel] = useState('');
  const [reference, setReference] = useState('');
  const [lines, setLines] = useState<DraftLine[]>([emptyLine(), emptyLine()]);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const save = useMutation({
    mutationFn: async (body: unknown) =>
      unwrap(await api.post<{ data: JournalEntry }>(journalPath(), body)).data,
    onSuccess: async (entry) => {
      await client.invalidateQueries({ queryKey: ledgerKeys.all });
      showSuccessToast('entry-posted', t('entry.posted_toast', { number: entry.number }));
      navigate(accountingPaths.entry(entry.id));
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.result.error) {
        setErrors(error.result.error.errors);
        showErrorToast('entry-error', error.result.error.message);
      } else showErrorToast('entry-error', t('error'));
    },
  });

  if (!session.ready) return <Skeleton label={t('loading')} lines={6} />;
  if (!session.can('accounting.create')) return <p role="alert">{t('forbidden')}</p>;

  const totals = draftTotals(lines);
  const update = (index: number, next: Partial<DraftLine>) =>
    setLines((current) => current.map((line, i) => (i === index ? { ...line, ...next } : line)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    save.mutate(entryBody({ journal, date, label, reference, lines }));
  };
  const postable = (chart.data ?? []).filter((a) => !a.is_heading);

  return (
    <form onSubmit={submit} className="flex max-w-4xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="font-semibold text-2xl">{t('entry.new')}</h1>
        <Link to={accountingPaths.journal()} className={buttonClassName('outline')}>
          {t('entry.cancel')}
        </Link>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t('journal.journal')}>
          <Select
            value={journal}
            onChange={(e) => setJournal(e.target.value as typeof journal)}
            options={JOURNAL_CODES.map((code) => ({ value: code, label: t(`journals.${code}`) }))}
          />
        </Field>
        <Field label={t('journal.date')} error={errors.date?.[0]} required>
          <TextInput type="date" value={date} onChange={(e) => setDate(e.target.value)} required />
        </Field>
        <Field label={t('journal.label')} error={errors.label?.[0]} required>
          <TextInput value={label} onChange={(e) => setLabel(e.target.value)} maxLength={200} required />
        </Field>
        <Field label={t('journal.reference')}>
          <TextInput value={reference} onChange={(e) => setReference(e.target.value)} maxLength={100} />
        </Field>
      </div>
      <datalist id="chart-accounts">
        {postable.map((a) => (
          <option key={a.code} value={a.code}>
            {`${a.code} ${a.label}`}
          </option>
        ))}
      </datalist>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-medium">{t('entry.lines')}</legend>
        {lines.map((line, index) => (
          <div
            key={line.key}
            className="grid grid-cols-2 items-end gap-2 sm:grid-cols-[8rem_1fr_9rem_9rem_auto]"
          >
            <Field label={t('reports.account')} error={errors[`lines.${index}.account`]?.[0]}>
              <TextInput
                list="chart-accounts"
                inputMode="numeric"
                value={line.account}
                onChange={(e) => update(index, { account: e.target.value.trim() })}
              />
            </Field>
            <Field label={t('reports.label')}>
              <TextInput value={line.label} onChange={(e) => update(index, { label: e.target.value })} />
            </Field>
            <Field label={t('reports.debit')} error={errors[`lines.${index}.debit`]?.[0]}>
              <MoneyInput
                value={line.debit}
                currency={session.currency}
                onChange={(debit) => update(index, { debit, ...(debit ? { credit: null } : {}) })}
              />
            </Field>
            <Field label={t('reports.credit')}>
              <MoneyInput
                value={line.credit}
                currency={session.currency}
                onChange={(credit) => update(index, { credit, ...(credit ? { debit: null } : {}) })}
              />
            </Field>
            <Button
              type="button"
              variant="ghostDanger"
              disabled={lines.length <= 2}
              onClick={() => setLines((current) => current.filter((_, i) => i !== index))}
            >
              {t('entry.remove_line')}
            </Button>
          </div>
        ))}
        <div>
          <Button
            type="button"
            variant="outline"
            onClick={() => setLines((current) => [...current, emptyLine()])}
          >
            {t('entry.add_line')}
          </Button>
        </div>
      </fieldset>
      <p role="status" className={totals.balanced ? 'text-sm' : 'text-danger text-sm'}>
        {totals.balanced
          ? t('entry.balanced', { amount: session.money(totals.debit) })
          : t('entry.unbalanced', {
              debit: session.money(totals.debit),
              credit: session.money(totals.credit),
            })}
      </p>
      {errors.lines?.[0] && <p className="text-danger text-sm">{errors.lines[0]}</p>}
      <div>
        <Button type="submit" loading={save.isPending} disabled={!totals.balanced}>
          {t('entry.post')}
        </Button>
      </div>
    </form>
  );
}
