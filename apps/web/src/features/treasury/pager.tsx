import type { ListMeta } from '@comptoir/core';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';

/** "1–25 of 60" with previous/next under a list, in the namespace `ns` (list.range, list.previous…). */
export function Pager({ meta, onPage, ns }: { meta: ListMeta; onPage: (page: number) => void; ns: string }) {
  const { t } = useTranslation(ns);
  if (meta.total === 0 || meta.last_page <= 1) return null;
  return (
    <nav aria-label={t('list.pagination')} className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-fg-muted text-sm">
        {t('list.range', { from: meta.from ?? 0, to: meta.to ?? 0, total: meta.total })}
      </p>
      <div className="flex gap-2">
        <Button
          variant="outline"
          disabled={meta.current_page <= 1}
          onClick={() => onPage(meta.current_page - 1)}
        >
          {t('list.previous')}
        </Button>
        <Button
          variant="outline"
          disabled={meta.current_page >= meta.last_page}
          onClick={() => onPage(meta.current_page + 1)}
        >
          {t('list.next')}
        </Button>
      </div>
    </nav>
  );
}
