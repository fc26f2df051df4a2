import { useId, useRef } from 'react';
import { Button, type ButtonSize } from '../ui/button.tsx';
import type { MediaUploadHandle } from './use-media-upload.ts';

/** The words of a photo field, already translated by the feature that shows it. */
export interface PhotoFieldLabels<E extends string> {
  legend: string;
  preview: string;
  take: string;
  retake: string;
  retry: string;
  remove: string;
  input: string;
  sending: string;
  progress: (percent: number) => string;
  ready: string;
  hint: string;
  error: (key: E) => string;
}

export interface PhotoFieldProps<E extends string> {
  photo: MediaUploadHandle<E>;
  labels: PhotoFieldLabels<E>;
  /** the file input's accept list */
  accept: string;
  /** a file of the wrong type cannot be retried: it would only fail again */
  wrongType: E;
  /** the photo already saved on the record, shown until another is picked */
  existingUrl?: string | null;
  takeSize?: ButtonSize;
}

/** "Take a photo" (the back camera on a phone, a file elsewhere), the preview, progress and what went wrong. */
export function PhotoField<E extends string>({
  photo,
  labels,
  accept,
  wrongType,
  existingUrl = null,
  takeSize = 'default',
}: PhotoFieldProps<E>) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { state } = photo;
  const preview = state.status === 'empty' ? existingUrl : state.preview;

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={`${id}-status`}>
      <legend className="mb-1 font-medium text-sm">{labels.legend}</legend>
      <div className="flex flex-wrap items-center gap-3">
        {preview && (
          <img
            src={preview}
            alt={labels.preview}
            className="size-20 rounded-md border border-line object-cover"
          />
        )}
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size={takeSize}
            disabled={state.status === 'uploading'}
            onClick={() => input.current?.click()}
          >
            {state.status === 'empty' && !existingUrl ? labels.take : labels.retake}
          </Button>
          {state.status === 'failed' && state.error !== wrongType && (
            <Button variant="outline" size="small" onClick={photo.retry}>
              {labels.retry}
            </Button>
          )}
          {state.status !== 'empty' && (
            <Button variant="ghostDanger" size="small" onClick={photo.clear}>
              {labels.remove}
            </Button>
          )}
        </div>
      </div>
      <input
        ref={input}
        type="file"
        accept={accept}
        capture="environment"
        tabIndex={-1}
        aria-label={labels.input}
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
            <progress max={100} value={state.percent} className="h-2 w-32" aria-label={labels.sending} />
            {labels.progress(state.percent)}
          </span>
        )}
        {state.status === 'done' && <span className="text-success-text">{labels.ready}</span>}
        {state.status === 'failed' && (
          <span role="alert" className="text-danger-text">
            {labels.error(state.error)}
          </span>
        )}
        {state.status === 'empty' && <span className="text-fg-muted">{labels.hint}</span>}
      </div>
    </fieldset>
  );
}
