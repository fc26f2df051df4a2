import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api.ts';
import type { PresignAnswer, UploadTarget } from '../../lib/http/upload.ts';

export type UploadFn = (
  file: File,
  target: UploadTarget,
  onProgress?: (percent: number) => void,
) => Promise<PresignAnswer>;

interface FileState {
  key: string;
  name: string;
  percent: number;
  status: 'uploading' | 'done' | 'failed';
  error?: string;
}

export interface ImageDropzoneProps {
  /** where the files go: `{ model: 'products', collection: 'images' }` */
  target: UploadTarget;
  /** called once per batch with the media ids that were uploaded (failed files are left out) */
  onUploaded: (mediaIds: string[]) => void;
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  /** defaults to the app's API client; tests pass their own */
  upload?: UploadFn;
  /** what the zone says, when it takes something narrower than the library's images (one logo) */
  title?: string;
  /** the types and size it takes, when not the library's */
  hint?: string;
}

const defaultUpload: UploadFn = (file, target, onProgress) => api.presignAndUpload(file, target, onProgress);

/**
 * Drag-and-drop (or pick) files, upload each through presign → PUT with its own progress bar, and
 * hand back the media ids. Used by the media library and the product editor.
 */
export function ImageDropzone({
  target,
  onUploaded,
  accept = 'image/jpeg,image/png,image/webp,image/gif,image/avif',
  multiple = true,
  disabled = false,
  upload = defaultUpload,
  title,
  hint,
}: ImageDropzoneProps) {
  const { t } = useTranslation('media');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [files, setFiles] = useState<FileState[]>([]);
  const counter = useRef(0);

  const update = (key: string, change: Partial<FileState>) =>
    setFiles((all) => all.map((f) => (f.key === key ? { ...f, ...change } : f)));

  async function start(list: FileList | File[]) {
    const picked = Array.from(list).slice(0, multiple ? undefined : 1);
    if (picked.length === 0 || disabled) return;
    const states = picked.map((file) => ({
      key: `${counter.current++}`,
      name: file.name,
      percent: 0,
      status: 'uploading' as const,
    }));
    setFiles((all) => [...all, ...states]);
    const results = await Promise.all(
      picked.map(async (file, i) => {
        const key = states[i]?.key ?? '';
        try {
          const answer = await upload(file, target, (percent) => update(key, { percent }));
          update(key, { percent: 100, status: 'done' });
          return typeof answer.id === 'string' ? answer.id : null;
        } catch (error) {
          update(key, { status: 'failed', error: error instanceof Error ? error.message : String(error) });
          return null;
        }
      }),
    );
    const ids = results.filter((id): id is string => id !== null);
    if (ids.length > 0) onUploaded(ids);
  }

  return (
    <div className="flex flex-col gap-2">
      <label
        htmlFor={inputId}
        data-testid="image-dropzone"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          void start(event.dataTransfer.files);
        }}
        className={`flex min-h-28 cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed p-4 text-center text-sm ${
          dragging ? 'border-primary bg-primary/10' : 'border-control bg-surface'
        } ${disabled ? 'cursor-not-allowed opacity-60' : ''}`}
      >
        <span className="font-medium text-fg">{title ?? t('dropzone.title')}</span>
        <span className="text-fg-muted">{hint ?? t('dropzone.hint')}</span>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          className="sr-only"
          onChange={(event) => {
            if (event.target.files) void start(event.target.files);
            event.target.value = '';
          }}
        />
      </label>
      {files.length > 0 && (
        <ul className="flex flex-col gap-1" aria-label={t('dropzone.uploads')}>
          {files.map((file) => (
            <li key={file.key} className="flex flex-col gap-1 text-sm">
              <div className="flex justify-between gap-2">
                <span className="truncate">{file.name}</span>
                <span className={file.status === 'failed' ? 'text-danger-text' : 'text-fg-muted'}>
                  {file.status === 'failed'
                    ? t('dropzone.failed')
                    : file.status === 'done'
                      ? t('dropzone.done')
                      : `${file.percent} %`}
                </span>
              </div>
              {/* A failed file has no progress to show: a full bar beside "Failed" read as done. */}
              {file.status !== 'failed' && (
                <progress
                  className="h-1.5 w-full"
                  max={100}
                  value={file.percent}
                  aria-label={t('dropzone.progress', { name: file.name })}
                />
              )}
              {file.error && (
                <span role="alert" className="text-danger-text">
                  {file.error}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
