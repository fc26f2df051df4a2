import type { ListMeta } from '@comptoir/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api.ts';
import { showErrorToast, showSuccessToast } from '../../app/toasts.ts';
import { ListPager } from '../../components/list/list-pager.tsx';
import { ImageDropzone } from '../../components/media/image-dropzone.tsx';
import { Button } from '../../components/ui/button.tsx';
import { cx } from '../../components/ui/class-names.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { controlClassName, TextInput } from '../../components/ui/text-input.tsx';
import { unwrap } from '../../lib/http/api-client.ts';
import { useProductSession } from '../products/shared/use-session.ts';

export interface MediaItem {
  id: string;
  original_name: string | null;
  content_type: string;
  status: string;
  url: string | null;
  size_bytes: number | null;
  thumbnails: { size: string; url: string }[];
}

const TYPE_FILTERS = ['all', 'image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;

/** The query of the library list: newest first, a page of 60, optional search and content type. */
export function mediaListQuery(search: string, type: string, page = 1): Record<string, string> {
  const query: Record<string, string> = { per_page: '60', sort: '-created_at' };
  if (page > 1) query.page = String(page);
  if (search.trim()) query.search = search.trim();
  if (type !== 'all') query['filter[content_type]'] = type;
  return query;
}

function absolute(url: string): string {
  return new URL(url, window.location.origin).toString();
}

/**
 * /media-files: every file of the company as a grid, page by page, with upload, search, type filter,
 * copy and delete; each part only for the role that may use it (media_files.view, .create, .delete).
 */
export function MediaLibraryPage() {
  const { t } = useTranslation('media');
  const session = useProductSession();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [type, setType] = useState<string>('all');
  const [page, setPage] = useState(1);
  const [toDelete, setToDelete] = useState<MediaItem | null>(null);
  const canView = session.can('media_files.view');
  const canDelete = session.can('media_files.delete');
  const query = mediaListQuery(search, type, page);
  const list = useQuery({
    queryKey: ['media-files', query],
    placeholderData: keepPreviousData,
    enabled: canView,
    queryFn: async () =>
      unwrap(await api.get<{ data: MediaItem[]; meta: ListMeta }>('media-files', { query })),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['media-files'] });
  const remove = useMutation({
    mutationFn: async (id: string) => unwrap(await api.delete(`media-files/${id}`)),
    onSuccess: () => {
      setToDelete(null);
      showSuccessToast('media-deleted', t('library.deleted'));
      void refresh();
    },
    onError: (error) =>
      showErrorToast('media-delete-error', error instanceof Error ? error.message : t('library.error')),
  });

  async function copy(item: MediaItem) {
    if (!item.url) return;
    try {
      await navigator.clipboard.writeText(absolute(item.url));
      showSuccessToast('media-copied', t('library.copied'));
    } catch {
      showErrorToast('media-copy-error', t('library.copy_failed'));
    }
  }

  if (!session.ready) return <p>{t('library.loading')}</p>;
  if (!canView) return <p role="alert">{t('library.forbidden')}</p>;

  return (
    <div className="flex flex-col gap-4">
      <h1 className="font-semibold text-2xl">{t('library.title')}</h1>
      {session.can('media_files.create') && (
        <ImageDropzone
          target={{ model: 'media', collection: 'images' }}
          onUploaded={() => {
            // Thumbnails are made by a background job: refresh now and once more shortly after.
            setPage(1);
            void refresh();
            setTimeout(() => void refresh(), 1500);
          }}
        />
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="flex flex-1 flex-col gap-1 text-sm">
          <label htmlFor="media-search">{t('library.search')}</label>
          <TextInput
            id="media-search"
            type="search"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
        </div>
        <label className="flex flex-col gap-1 text-sm">
          <span>{t('library.type')}</span>
          <select
            className={cx(controlClassName, 'pe-8')}
            value={type}
            onChange={(event) => {
              setType(event.target.value);
              setPage(1);
            }}
          >
            {TYPE_FILTERS.map((value) => (
              <option key={value} value={value}>
                {t(`library.types.${value.replace('/', '_')}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {list.isPending ? (
        <p>{t('library.loading')}</p>
      ) : list.isError ? (
        <p role="alert">{t('library.error')}</p>
      ) : list.data.data.length === 0 ? (
        <EmptyState title={t('library.empty')} />
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-label={t('library.files')}>
          {list.data.data.map((item) => {
            const thumb = item.thumbnails.find((th) => th.size === '200')?.url;
            const name = item.original_name ?? t('library.untitled');
            return (
              <li key={item.id} className="flex flex-col gap-1 rounded-lg border border-line bg-surface p-2">
                <div className="flex aspect-square items-center justify-center overflow-hidden rounded bg-surface-muted">
                  {thumb ? (
                    <img src={thumb} alt={name} className="h-full w-full object-cover" loading="lazy" />
                  ) : (
                    <span className="text-fg-muted text-xs">
                      {item.status === 'ready' || item.status === 'uploaded'
                        ? item.content_type
                        : t(`library.status.${item.status}`)}
                    </span>
                  )}
                </div>
                <span className="truncate text-sm" title={name}>
                  {name}
                </span>
                <div className="flex gap-1">
                  <Button
                    variant="secondary"
                    size="small"
                    disabled={!item.url}
                    onClick={() => void copy(item)}
                    aria-label={t('library.copy_named', { name })}
                  >
                    {t('library.copy')}
                  </Button>
                  {canDelete && (
                    <Button
                      variant="danger"
                      size="small"
                      onClick={() => setToDelete(item)}
                      aria-label={t('library.delete_named', { name })}
                    >
                      {t('library.delete')}
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {list.data && (
        <ListPager meta={list.data.meta} onPage={setPage} ns="media" keys="library" hideSinglePage />
      )}
      <Dialog
        open={toDelete !== null}
        onClose={() => setToDelete(null)}
        title={t('library.confirm_title')}
        description={t('library.confirm_text', { name: toDelete?.original_name ?? t('library.untitled') })}
        closeLabel={t('library.cancel')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setToDelete(null)}>
              {t('library.cancel')}
            </Button>
            <Button
              variant="danger"
              disabled={remove.isPending}
              onClick={() => toDelete && remove.mutate(toDelete.id)}
            >
              {t('library.confirm_delete')}
            </Button>
          </>
        }
      />
    </div>
  );
}
