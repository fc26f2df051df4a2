import type { ListMeta } from '@comptoir/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListEmpty } from '../../components/list/list-empty.tsx';
import { inScrollArea, ScrollArea } from '../../components/ui/scroll-area.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Table, type TableProps } from '../../components/ui/table.tsx';
import {
  changeListState,
  type ListChange,
  listQueryOf,
  readListState,
  type StockListSpec,
  type StockListState,
  writeListState,
} from './list-params.ts';
import { LoadError, Pager } from './stock-ui.tsx';

/** A stock list's state held in the address bar, the API query it makes, and the ways to change it. */
export function useStockListState(spec: StockListSpec, sort?: string) {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readListState(searchParams, spec), [searchParams, spec]);
  const query = useMemo(() => listQueryOf(state, spec, sort), [state, spec, sort]);
  const show = (next: StockListState) => setSearchParams(writeListState(next));
  const change = (next: ListChange) => show(changeListState(state, next));
  return { state, query, show, change };
}

export interface StockListFrameProps<Row> {
  /** the list's rows, or why they are not there yet */
  list: UseQueryResult<{ data: Row[]; meta: ListMeta }>;
  state: StockListState;
  change: (change: ListChange) => void;
  /** names the table for screen readers, and the box that scrolls it sideways */
  caption: string;
  table: Omit<TableProps<Row>, 'caption' | 'captionHidden' | 'rows' | 'className'>;
  loadingLines?: number;
  /** what comes above the list: the header, the search and the filters */
  children: ReactNode;
  /** after the pager, e.g. a dialog */
  after?: ReactNode;
}

/** A stock list screen: what comes above, then the rows (loading, failed or the table), then the pager. */
export function StockListFrame<Row>({
  list,
  state,
  change,
  caption,
  table,
  loadingLines = 6,
  children,
  after,
}: StockListFrameProps<Row>) {
  const { t } = useTranslation('stock');
  return (
    <div className="flex flex-col gap-4">
      {children}
      {list.isPending ? (
        <Skeleton label={t('common.loading')} lines={loadingLines} />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <ScrollArea label={caption}>
          <Table className={inScrollArea} caption={caption} captionHidden rows={list.data.data} {...table} />
        </ScrollArea>
      )}
      <Pager
        meta={list.data?.meta}
        perPage={state.perPage}
        onPage={(page) => change({ page })}
        onPerPage={(perPage) => change({ perPage })}
      />
      {after}
    </div>
  );
}

/**
 * The empty page of a stock list: its `<screen>.no_match` with a way back to everything when a
 * search or filter narrows it, else its `<screen>.empty` and `.empty_text`.
 */
export function StockListEmpty({
  screen,
  filtered,
  onClear,
}: {
  screen: 'movements' | 'counts' | 'transfers' | 'valuation';
  filtered: boolean;
  onClear: () => void;
}) {
  const { t } = useTranslation('stock');
  return (
    <ListEmpty
      filtered={filtered}
      noMatch={t(`${screen}.no_match`)}
      clearLabel={t('common.clear')}
      empty={t(`${screen}.empty`)}
      emptyText={t(`${screen}.empty_text`)}
      onClear={onClear}
    />
  );
}
