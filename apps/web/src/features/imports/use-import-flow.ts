import { IMPORT_MAX_BYTES } from '@comptoir/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api.ts';
import { showErrorToast } from '../../app/toasts.ts';
import { rawRequest } from './raw-request.ts';

export type ImportStep = 'upload' | 'mapping' | 'preview' | 'done';

/** What every import batch answers (products, customers): its mapping and preview differ by kind. */
interface BatchLike {
  id: string;
  mapping: Record<string, string | undefined>;
  preview: unknown;
}

/**
 * The steps of a CSV import, whatever it imports: send the file as CSV to `uploadPath`, set the
 * mapping and preview at `<batchesPath>/<id>/mapping`, commit at `<batchesPath>/<id>/commit`.
 * Errors become messages to show beside the step that failed.
 */
export function useImportFlow<Batch extends BatchLike>(paths: { uploadPath: string; batchesPath: string }) {
  const { t } = useTranslation('imports');
  const [step, setStep] = useState<ImportStep>('upload');
  const [batch, setBatch] = useState<Batch | null>(null);
  const [mapping, setMapping] = useState<Batch['mapping']>({});
  const [mappingErrors, setMappingErrors] = useState<Record<string, string[]>>({});
  const [fileError, setFileError] = useState<string | null>(null);
  const [commitError, setCommitError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function sendFile(file: File) {
    setFileError(null);
    if (file.size > IMPORT_MAX_BYTES) {
      setFileError(t('upload.too_big'));
      return;
    }
    setBusy(true);
    const result = await rawRequest<{ data: Batch }>('POST', paths.uploadPath, {
      body: file,
      contentType: 'text/csv',
      headers: { 'X-Filename': encodeURIComponent(file.name) },
    });
    setBusy(false);
    if (!result.ok) {
      const message = result.error?.errors.content?.[0] ?? result.error?.message ?? null;
      if (message) setFileError(message);
      return;
    }
    const created = result.data.data!.data;
    setBatch(created);
    setMapping(created.mapping);
    setMappingErrors({});
    setCommitError(null);
    setStep('mapping');
  }

  /** Sets (or clears, with '') the column of one field. */
  function mapField(field: string, column: string) {
    setMapping((current) => {
      const next: Record<string, string | undefined> = { ...current };
      if (column) next[field] = column;
      else delete next[field];
      return next as Batch['mapping'];
    });
  }

  async function runPreview() {
    if (!batch) return;
    setBusy(true);
    setMappingErrors({});
    const result = await api.put<{ data: Batch }>(`${paths.batchesPath}/${batch.id}/mapping`, { mapping });
    setBusy(false);
    if (!result.ok) {
      if (result.error) {
        setMappingErrors(result.error.errors);
        showErrorToast('import-mapping-error', result.error.message);
      }
      return;
    }
    setBatch(result.data.data);
    setStep('preview');
  }

  /** Commits the batch; answers the committed batch, or null when refused (the message is commitError). */
  async function commit(body: Record<string, unknown> = {}): Promise<Batch | null> {
    if (!batch) return null;
    setBusy(true);
    setCommitError(null);
    const result = await api.post<{ data: Batch }>(`${paths.batchesPath}/${batch.id}/commit`, body);
    setBusy(false);
    if (!result.ok) {
      if (result.error) setCommitError(result.error.message);
      return null;
    }
    setBatch(result.data.data);
    setStep('done');
    return result.data.data;
  }

  function restart() {
    setBatch(null);
    setMapping({});
    setFileError(null);
    setCommitError(null);
    setStep('upload');
  }

  return {
    step,
    setStep,
    batch,
    mapping,
    mapField,
    mappingErrors,
    fileError,
    commitError,
    busy,
    sendFile,
    runPreview,
    commit,
    restart,
  };
}
