import { hasNextPage, JOURNAL_CODES, type JournalEntry } from '@comptoir/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DateRangeFields } from '../../components/list/date-range-fields.tsx';
import { withPlus } from '../../components/list/total-label.ts';
import { Button, buttonClassName } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Field } from '../../components/ui/field.tsx';
import { PhoneDetail } from '../../components/ui/phone-detail.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Table, type TableColumn } from '../../components/ui/table.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import type { ListQuery } from '../../lib/http/query-string.ts';
import { useDay } from '../../lib/use-day.ts';
import { useProductSession } from '../products/shared/use-session.ts';
import { journalQuery } from './api.ts';
import { accountingPaths } from './paths.ts';

const PER_PAGE = 25;

/** /accounting/journal: every entry, newest first, by journal, days, account and words. */
export function JournalPage() {
  const { t } = useTranslation('accounting');
  const day = useDay();
  const session = useProductSession();
  const [params, setParams] = useSearchParams();
  const state = {
    journal: params.get('journal') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    account: params.get('account') ?? '',
    search: params.get('search') ?? '',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const query: ListQuery = useMemo(
    () => ({
      page: state.page,
      per_page: PER_PAGE,
      ...(state.journal ? { filter: { journal: state.journal } } : {}),
      ...(state.from ? { from: state.from } : {}),
      ...(state.to ? { to: state.to } : {}),
      ...(/^\d{1,12}$/.test(state.account) ? { account: state.account } : {}),
      ...(state.search ? { search: state.search } : {}),
    }),
    [state.page, state.journal, state.from, state.to, state.account, state.search],
  );
  const allowed = session.can('accounting.view');
  const list = useQuery({ ...journalQuery(query), enabled: allowed });

  if (!session.ready) return <Skeleton label={t('loading')} lines={6} />;
  if (!allowed) return <p role="alert">{t('forbidden')}</p>;

  const change = (next: Partial<typeof state>) => {
    const merged = { ...state, page: 1, ...next };
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(merged)) {
      if (value && !(key === 'page' && value === 1)) search.set(key, String(value));
    }
    setParams(search);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    change({
      search: String(form.get('search') ?? '').trim(),
      account: String(form.get('account') ?? '').trim(),
    });
  };

  const columns: TableColumn<JournalEntry>[] = [
    {
      key: 'number',
      header: t('journal.number'),
      cell: (r) => (
        <span className="flex flex-col">
          <Link to={accountingPaths.entry(r.id)} className="text-primary-text underline underline-offset-2">
            {r.number}
          </Link>
          {/* The date and journal columns are left out on phones: their values come here. */}
          <PhoneDetail>
            {day(r.date)} · {t(`journals.${r.journal}`)}
          </PhoneDetail>
        </span>
      ),
    },
    { key: 'date', header: t('journal.date'), hideOnPhone: true, cell: (r) => day(r.date) },
    {
      key: 'journal',
      header: t('journal.journal'),
      hideOnPhone: true,
      cell: (r) => t(`journals.${r.journal}`),
    },
    {
      key: 'label',
      header: t('journal.label'),
      cell: (r) => (
        <span>
          {r.label}
          {r.reversed_by && <span className="ml-2 text-fg-muted text-xs">{t('journal.reversed')}</span>}
        </span>
      ),
    },
    { key: 'reference', header: t('journal.reference'), hideOnPhone: true, cell: (r) => r.reference ?? '' },
    { key: 'total', header: t('journal.total'), align: 'end', cell: (r) => session.money(r.total) },
  ];
  const meta = list.data?.meta;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="font-semibold text-2xl">{t('journal.title')}</h1>
        <div className="flex flex-wrap gap-2">
          <Link to={accountingPaths.reports()} className={buttonClassName('outline')}>
            {t('reports.title')}
          </Link>
          {session.can('accounting.create') && (
            <Link to={accountingPaths.newEntry()} className={buttonClassName('primary')}>
              {t('entry.new')}
            </Link>
          )}
        </div>
      </div>
      <search aria-label={t('journal.filters')}>
        <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
          <Field label={t('journal.journal')}>
            <Select
              value={state.journal}
              onChange={(e) => change({ journal: e.target.value })}
              options={[
                { value: '', label: t('journal.all_journals') },
                ...JOURNAL_CODES.map((code) => ({ value: code, label: t(`journals.${code}`) })),
              ]}
            />
          </Field>
          <DateRangeFields
            from={state.from}
            to={state.to}
            fromLabel={t('reports.from')}
            toLabel={t('reports.to')}
            onChange={change}
          />
          <Field label={t('journal.account')}>
            <TextInput
              key={`a-${state.account}`}
              name="account"
              inputMode="numeric"
              defaultValue={state.account}
              className="w-28"
            />
          </Field>
          <Field label={t('journal.search')}>
            <TextInput key={`s-${state.search}`} name="search" type="search" defaultValue={state.search} />
          </Field>
          <Button type="submit" variant="outline">
            {t('journal.apply')}
          </Button>
        </form>
      </search>
      {list.isPending ? (
        <Skeleton label={t('loading')} lines={6} />
      ) : list.isError ? (
        <p role="alert">{list.error.message}</p>
      ) : (
        <Table
          caption={t('journal.title')}
          captionHidden
          columns={columns}
          rows={list.data.data}
          rowKey={(r) => r.id}
          empty={<EmptyState title={t('journal.empty')} description={t('journal.empty_text')} />}
        />
      )}
      {meta && meta.last_page > 1 && (
        <nav aria-label={t('journal.pages')} className="flex items-center gap-2">
          <Button
            variant="outline"
            disabled={state.page <= 1}
            onClick={() => change({ page: state.page - 1 })}
          >
            {t('journal.previous')}
          </Button>
          <span className="text-sm">
            {t('journal.page', {
              page: state.page,
              pages: withPlus(meta.last_page, meta.total_exact),
            })}
          </span>
          <Button
            variant="outline"
            disabled={!hasNextPage(meta)}
            onClick={() => change({ page: state.page + 1 })}
          >
            {t('journal.next')}
          </Button>
        </nav>
      )}
    </div>
  );
}
