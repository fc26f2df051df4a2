import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../app/toasts.ts';
import { rawRequest } from '../features/imports/raw-request.ts';
import type { Query } from '../lib/http/query-string.ts';
import { Button } from './ui/button.tsx';

/** Saves a Blob as a file through a temporary link (works on phones and desktops alike). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The list's filters without paging: the export holds every matching row, not the page on screen. */
export function exportQuery(query: Query = {}): Query {
  const { page: _page, per_page: _perPage, ...rest } = query;
  return rest;
}

/** Downloads `<list path>/export` with the list's current filters, sort and search; false when refused. */
export async function downloadExport(
  listPath: string,
  query: Query = {},
  save: (blob: Blob, filename: string) => void = saveBlob,
): Promise<{ ok: true } | { ok: false; message: string | null }> {
  const path = `${listPath.replace(/\/+$/, '')}/export`;
  const result = await rawRequest('GET', path, { query: exportQuery(query) });
  if (!result.ok) return { ok: false, message: result.error?.message ?? null };
  const fallback = `${listPath.split('/').at(-1) ?? 'export'}.csv`;
  save(result.data.blob, result.data.filename ?? fallback);
  return { ok: true };
}

export interface ExportButtonProps {
  /** the list's API path, e.g. "admin/products" */
  path: string;
  /** the list's current query (filter, sort, search); paging is dropped */
  query?: Query;
  label?: string;
  className?: string;
}

/** "Export CSV" for any list screen; hide it when the user lacks `<resource>.export`. */
export function ExportButton({ path, query, label, className }: ExportButtonProps) {
  const { t } = useTranslation('imports');
  const [busy, setBusy] = useState(false);

  async function run() {
    setBusy(true);
    const result = await downloadExport(path, query);
    setBusy(false);
    if (!result.ok && result.message !== null) showErrorToast('export-error', result.message);
  }

  return (
    <Button
      type="button"
      variant="secondary"
      onClick={run}
      loading={busy}
      loadingLabel={t('export.working')}
      {...(className ? { className } : {})}
    >
      {label ?? t('export.button')}
    </Button>
  );
}
