import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api.ts';
import { Button } from '../../components/ui/button.tsx';

/** Sends a receipt to storage and answers its media id; tests pass their own. */
export type ReceiptUpload = (file: File, onProgress: (percent: number) => void) => Promise<string>;

export const uploadReceipt: ReceiptUpload = async (file, onProgress) => {
  const answer = await api.presignAndUpload(file, { model: 'expenses', collection: 'receipts' }, onProgress);
  return String(answer.id);
};

export type ReceiptErrorKey = 'receipt.too_large' | 'receipt.wrong_type' | 'receipt.failed';

export type ReceiptState =
  | { status: 'empty' }
  | { status: 'uploading'; percent: number; preview: string | null }
  | { status: 'done'; mediaId: string; preview: string | null }
  | { status: 'failed'; error: ReceiptErrorKey; preview: string | null };

const MAX_BYTES = 10 * 1024 * 1024;
const ACCEPTED = /^(image\/(jpeg|png|webp|heic)|application\/pdf)$/;

/** Why a receipt did not go up, in words a cashier can act on: too big, not a photo, or the network. */
export function receiptErrorKey(error: unknown): ReceiptErrorKey {
  const message = error instanceof Error ? error.message : String(error);
  if (/\(413\)/.test(message)) return 'receipt.too_large';
  if (/\(415\)/.test(message)) return 'receipt.wrong_type';
  return 'receipt.failed';
}

const previewOf = (file: File) =>
  file.type.startsWith('image/') && typeof URL.createObjectURL === 'function'
    ? URL.createObjectURL(file)
    : null;

/**
 * The photo of a receipt: taken with the phone's camera (or picked), uploaded at once with its
 * progress, so its media id is ready when the expense is saved. A newer pick wins over an older
 * upload still on its way.
 */
export function useReceiptPhoto(upload: ReceiptUpload = uploadReceipt) {
  const [state, setState] = useState<ReceiptState>({ status: 'empty' });
  const attempt = useRef(0);
  const lastFile = useRef<File | null>(null);
  const preview = state.status === 'empty' ? null : state.preview;

  useEffect(
    () => () => {
      if (preview && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const pick = useCallback(
    async (file: File) => {
      const mine = ++attempt.current;
      lastFile.current = file;
      const shown = previewOf(file);
      if (!ACCEPTED.test(file.type)) {
        setState({ status: 'failed', error: 'receipt.wrong_type', preview: null });
        return;
      }
      if (file.size > MAX_BYTES) {
        setState({ status: 'failed', error: 'receipt.too_large', preview: shown });
        return;
      }
      setState({ status: 'uploading', percent: 0, preview: shown });
      try {
        const mediaId = await upload(file, (percent) => {
          if (mine === attempt.current) setState({ status: 'uploading', percent, preview: shown });
        });
        if (mine === attempt.current) setState({ status: 'done', mediaId, preview: shown });
      } catch (error) {
        if (mine === attempt.current)
          setState({ status: 'failed', error: receiptErrorKey(error), preview: shown });
      }
    },
    [upload],
  );

  const clear = useCallback(() => {
    attempt.current++;
    lastFile.current = null;
    setState({ status: 'empty' });
  }, []);
  const retry = useCallback(() => {
    if (lastFile.current) void pick(lastFile.current);
  }, [pick]);

  return { state, pick, retry, clear, mediaId: state.status === 'done' ? state.mediaId : null };
}

/** "Photo of the receipt" (the back camera on a phone, a file elsewhere), preview, progress, errors. */
export function ReceiptPhotoField({
  photo,
  existingUrl,
}: {
  photo: ReturnType<typeof useReceiptPhoto>;
  existingUrl?: string | null;
}) {
  const { t } = useTranslation('expenses');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { state } = photo;
  const preview = state.status === 'empty' ? (existingUrl ?? null) : state.preview;

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={`${id}-status`}>
      <legend className="mb-1 font-medium text-sm">{t('receipt.legend')}</legend>
      <div className="flex flex-wrap items-center gap-3">
        {preview && (
          <img
            src={preview}
            alt={t('receipt.preview')}
            className="size-20 rounded-md border border-line object-cover"
          />
        )}
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            disabled={state.status === 'uploading'}
            onClick={() => input.current?.click()}
          >
            {state.status === 'empty' && !existingUrl ? t('receipt.take') : t('receipt.retake')}
          </Button>
          {state.status === 'failed' && (
            <Button variant="outline" size="small" onClick={photo.retry}>
              {t('receipt.retry')}
            </Button>
          )}
          {state.status !== 'empty' && (
            <Button variant="ghostDanger" size="small" onClick={photo.clear}>
              {t('receipt.remove')}
            </Button>
          )}
        </div>
      </div>
      <input
        ref={input}
        type="file"
        accept="image/*,application/pdf"
        capture="environment"
        tabIndex={-1}
        aria-label={t('receipt.input')}
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void photo.pick(file);
        }}
      />
      <div id={`${id}-status`} aria-live="polite" className="text-sm">
        {state.status === 'uploading' && (
          <span className="flex items-center gap-2">
            <progress
              max={100}
              value={state.percent}
              className="h-2 w-32"
              aria-label={t('receipt.sending')}
            />
            {t('receipt.progress', { percent: state.percent })}
          </span>
        )}
        {state.status === 'done' && <span className="text-success-text">{t('receipt.ready')}</span>}
        {state.status === 'failed' && (
          <span role="alert" className="text-danger-text">
            {t(state.error)}
          </span>
        )}
        {state.status === 'empty' && <span className="text-fg-muted">{t('receipt.hint')}</span>}
      </div>
    </fieldset>
  );
}
