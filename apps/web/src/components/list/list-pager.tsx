import { hasNextPage, type ListMeta } from '@comptoir/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import { totalLabel } from './total-label.ts';

export interface ListPagerProps {
  meta: ListMeta;
  onPage: (page: number) => void;
  /** the feature's namespace, whose `<keys>.pagination`, `.range`, `.previous` and `.next` it says */
  ns: string;
  keys?: string;
  /** hidden when everything fits on one page, not only when the list is empty */
  hideSinglePage?: boolean;
  /** more controls before previous/next (a rows-per-page choice) */
  extra?: ReactNode;
}

/**
 * "1–25 of 60" with previous/next, under a list; nothing when the list is empty. A total the server only
 * counted up to (meta.total_exact false: a filtered list counts ten pages ahead) reads "1–25 of 250+" and
 * next stays open past its last counted page.
 */
export function ListPager({
  meta,
  onPage,
  ns,
  keys = 'list',
  hideSinglePage = false,
  extra,
}: ListPagerProps) {
  const { t } = useTranslation(ns);
  if (meta.total === 0 || (hideSinglePage && meta.last_page <= 1)) return null;
  return (
    <nav aria-label={t(`${keys}.pagination`)} className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-fg-muted text-sm">
        {t(`${keys}.range`, {
          from: meta.from ?? 0,
          to: meta.to ?? 0,
          total: totalLabel(meta),
        })}
      </p>
      <div className="flex items-center gap-2">
        {extra}
        {/* shrink-0: a Button's min-w-11 lets a flex row squeeze it below its text (no padding left) */}
        <Button
          variant="outline"
          className="shrink-0"
          disabled={meta.current_page <= 1}
          onClick={() => onPage(meta.current_page - 1)}
        >
          {t(`${keys}.previous`)}
        </Button>
        <Button
          variant="outline"
          className="shrink-0"
          disabled={!hasNextPage(meta)}
          onClick={() => onPage(meta.current_page + 1)}
        >
          {t(`${keys}.next`)}
        </Button>
      </div>
    </nav>
  );
}
