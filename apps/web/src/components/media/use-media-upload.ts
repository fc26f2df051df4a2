import { useCallback, useEffect, useRef, useState } from 'react';

/** Sends a file to storage and answers its media id; tests pass their own. */
export type MediaUpload = (file: File, onProgress: (percent: number) => void) => Promise<string>;

/** The translation keys a feature shows for each way an upload fails. */
export interface MediaErrorKeys<E extends string> {
  tooLarge: E;
  wrongType: E;
  failed: E;
}

export type MediaUploadState<E extends string> =
  | { status: 'empty' }
  | { status: 'uploading'; percent: number; preview: string | null }
  | { status: 'done'; mediaId: string; preview: string | null }
  | { status: 'failed'; error: E; preview: string | null };

export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;

/** Why a file did not go up, in words a user can act on: too big, the wrong type, or the network. */
export function mediaErrorKey<E extends string>(error: unknown, keys: MediaErrorKeys<E>): E {
  const message = error instanceof Error ? error.message : String(error);
  if (/\(413\)/.test(message)) return keys.tooLarge;
  if (/\(415\)/.test(message)) return keys.wrongType;
  return keys.failed;
}

const previewOf = (file: File) =>
  file.type.startsWith('image/') && typeof URL.createObjectURL === 'function'
    ? URL.createObjectURL(file)
    : null;

export interface MediaUploadOptions<E extends string> {
  upload: MediaUpload;
  /** whether a picked file is of a type the feature takes; others fail at once, unsent */
  accepts: (file: File) => boolean;
  errorKeys: MediaErrorKeys<E>;
  /** makes the file lighter before the size check and the upload (e.g. shrinkPhoto) */
  shrink?: (file: File) => Promise<File>;
  maxBytes?: number;
}

/**
 * One file picked (or taken with the phone's camera), made lighter, uploaded at once with its
 * progress, so its media id is ready when the form is saved. A newer pick wins over an older
 * upload still on its way; a failed one can be sent again.
 */
export function useMediaUpload<E extends string>({
  upload,
  accepts,
  errorKeys,
  shrink,
  maxBytes = MEDIA_MAX_BYTES,
}: MediaUploadOptions<E>) {
  const [state, setState] = useState<MediaUploadState<E>>({ status: 'empty' });
  const attempt = useRef(0);
  const lastFile = useRef<File | null>(null);
  const preview = state.status === 'empty' ? null : state.preview;
  const { tooLarge, wrongType, failed } = errorKeys;

  useEffect(
    () => () => {
      if (preview && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const pick = useCallback(
    async (picked: File) => {
      const mine = ++attempt.current;
      lastFile.current = picked;
      if (!accepts(picked)) {
        setState({ status: 'failed', error: wrongType, preview: null });
        return;
      }
      const shown = previewOf(picked);
      setState({ status: 'uploading', percent: 0, preview: shown });
      const file = shrink ? await shrink(picked) : picked;
      if (file.size > maxBytes) {
        if (mine === attempt.current) setState({ status: 'failed', error: tooLarge, preview: shown });
        return;
      }
      try {
        const mediaId = await upload(file, (percent) => {
          if (mine === attempt.current) setState({ status: 'uploading', percent, preview: shown });
        });
        if (mine === attempt.current) setState({ status: 'done', mediaId, preview: shown });
      } catch (error) {
        if (mine === attempt.current)
          setState({
            status: 'failed',
            error: mediaErrorKey(error, { tooLarge, wrongType, failed }),
            preview: shown,
          });
      }
    },
    [upload, accepts, shrink, maxBytes, tooLarge, wrongType, failed],
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

export type MediaUploadHandle<E extends string> = ReturnType<typeof useMediaUpload<E>>;
