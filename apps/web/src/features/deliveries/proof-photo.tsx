import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api.ts';
import { Button } from '../../components/ui/button.tsx';
import { shrinkPhoto } from './shrink-photo.ts';

/** Sends a photo to storage and answers its media id; tests pass their own. */
export type PhotoUpload = (file: File, onProgress: (percent: number) => void) => Promise<string>;

export const uploadProofPhoto: PhotoUpload = async (file, onProgress) => {
  const answer = await api.presignAndUpload(file, { model: 'deliveries', collection: 'images' }, onProgress);
  return String(answer.id);
};

export type ProofPhotoState =
  | { status: 'empty' }
  | { status: 'uploading'; percent: number; preview: string | null }
  | { status: 'done'; mediaId: string; preview: string | null }
  | { status: 'failed'; error: PhotoErrorKey; preview: string | null };

export type PhotoErrorKey = 'deliver.photo_too_large' | 'deliver.photo_not_image' | 'deliver.photo_failed';

const MAX_BYTES = 10 * 1024 * 1024;

/** Why a photo did not go up, in words a courier can act on: too big, not a photo, or the network. */
export function photoErrorKey(error: unknown): PhotoErrorKey {
  const message = error instanceof Error ? error.message : String(error);
  if (/\(413\)/.test(message)) return 'deliver.photo_too_large';
  if (/\(415\)/.test(message)) return 'deliver.photo_not_image';
  return 'deliver.photo_failed';
}

const previewOf = (file: File) =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;

/**
 * The photo of a handover: picked (or taken with the phone's camera), shrunk, uploaded at once with
 * its progress; the media id is ready when the courier confirms. A newer pick wins over an older
 * upload still on its way.
 */
export function useProofPhoto(upload: PhotoUpload = uploadProofPhoto) {
  const [state, setState] = useState<ProofPhotoState>({ status: 'empty' });
  const attempt = useRef(0);
  const lastFile = useRef<File | null>(null);
  const preview = state.status === 'empty' ? null : state.preview;

  useEffect(
    () => () => {
      if (preview && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const send = useCallback(
    async (picked: File) => {
      const mine = ++attempt.current;
      lastFile.current = picked;
      const shown = previewOf(picked);
      if (!picked.type.startsWith('image/')) {
        setState({ status: 'failed', error: 'deliver.photo_not_image', preview: null });
        return;
      }
      setState({ status: 'uploading', percent: 0, preview: shown });
      const file = await shrinkPhoto(picked);
      if (file.size > MAX_BYTES) {
        if (mine === attempt.current)
          setState({ status: 'failed', error: 'deliver.photo_too_large', preview: shown });
        return;
      }
      try {
        const mediaId = await upload(file, (percent) => {
          if (mine === attempt.current) setState({ status: 'uploading', percent, preview: shown });
        });
        if (mine === attempt.current) setState({ status: 'done', mediaId, preview: shown });
      } catch (error) {
        if (mine === attempt.current)
          setState({ status: 'failed', error: photoErrorKey(error), preview: shown });
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
    if (lastFile.current) void send(lastFile.current);
  }, [send]);

  return { state, pick: send, retry, clear };
}

export interface ProofPhotoFieldProps {
  photo: ReturnType<typeof useProofPhoto>;
}

/** "Take a photo" (the back camera on a phone, a file elsewhere), the preview, progress and what went wrong. */
export function ProofPhotoField({ photo }: ProofPhotoFieldProps) {
  const { t } = useTranslation('deliveries');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { state } = photo;
  const preview = state.status === 'empty' ? null : state.preview;

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={`${id}-status`}>
      <legend className="mb-1 font-medium text-sm">{t('deliver.photo')}</legend>
      <div className="flex flex-wrap items-center gap-3">
        {preview && (
          <img
            src={preview}
            alt={t('deliver.photo_preview')}
            className="size-20 rounded-md border border-line object-cover"
          />
        )}
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="small"
            disabled={state.status === 'uploading'}
            onClick={() => input.current?.click()}
          >
            {state.status === 'empty' ? t('deliver.photo_take') : t('deliver.photo_retake')}
          </Button>
          {state.status === 'failed' && preview && (
            <Button variant="outline" size="small" onClick={photo.retry}>
              {t('deliver.photo_retry')}
            </Button>
          )}
          {state.status !== 'empty' && (
            <Button variant="ghostDanger" size="small" onClick={photo.clear}>
              {t('deliver.photo_remove')}
            </Button>
          )}
        </div>
      </div>
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        tabIndex={-1}
        aria-label={t('deliver.photo_input')}
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
              aria-label={t('deliver.photo_sending')}
            />
            {t('deliver.photo_progress', { percent: state.percent })}
          </span>
        )}
        {state.status === 'done' && <span className="text-success-text">{t('deliver.photo_ready')}</span>}
        {state.status === 'failed' && (
          <span role="alert" className="text-danger-text">
            {t(state.error)}
          </span>
        )}
        {state.status === 'empty' && <span className="text-fg-muted">{t('deliver.photo_hint')}</span>}
      </div>
    </fieldset>
  );
}
