import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import { TextInput } from '../ui/text-input.tsx';
import { CameraScanner, cameraScanSupported } from './camera-scanner.tsx';
import { createScanDetector, isEditableTarget } from './scan-detector.ts';

/** What a lookup found: at least the variant and its product. */
export interface FoundVariant {
  id: string;
  product_id: string;
}

/** null: nothing has this code; throws on a failure to ask. */
export type BarcodeLookup<V extends FoundVariant = FoundVariant> = (code: string) => Promise<V | null>;

export interface BarcodeInputProps<V extends FoundVariant> {
  /** The visible label, e.g. "Find by barcode". */
  label: string;
  lookup: BarcodeLookup<V>;
  onFound: (variant: V, code: string) => void;
  /** Also catch a USB scanner's codes typed while nothing editable has the focus. */
  listenToScanner?: boolean;
  className?: string;
}

type Status =
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'not_found'; code: string }
  | { kind: 'failed' };

/**
 * Finds a variant by barcode or SKU: typed then Enter, a USB scanner (which types the code and
 * presses Enter, focused here or anywhere on the page), or the phone's camera where the browser
 * can read barcodes.
 */
export function BarcodeInput<V extends FoundVariant>({
  label,
  lookup,
  onFound,
  listenToScanner = true,
  className,
}: BarcodeInputProps<V>) {
  const { t } = useTranslation('products');
  const id = useId();
  const [value, setValue] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [camera, setCamera] = useState(false);
  const [canUseCamera] = useState(() => cameraScanSupported());
  const root = useRef<HTMLElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef({ lookup, onFound });
  latest.current = { lookup, onFound };

  const find = useCallback(async (raw: string) => {
    const code = raw.trim();
    if (code === '') return;
    setValue(code);
    setStatus({ kind: 'searching' });
    try {
      const found = await latest.current.lookup(code);
      if (found) {
        // Ready for the next code: a scanner types into the field and sends Enter, which would
        // otherwise add to this one. A code not found stays, for the user to correct.
        setValue('');
        setStatus({ kind: 'idle' });
        const typedHere = document.activeElement === input.current;
        latest.current.onFound(found, code);
        if (typedHere) input.current?.focus();
      } else setStatus({ kind: 'not_found', code });
    } catch {
      setStatus({ kind: 'failed' });
    }
  }, []);

  // Another search on the page (a name search, a list filter) makes "No product has the code…" stale.
  useEffect(() => {
    const otherSearch = (event: Event) => {
      const target = event.target;
      if (!(target instanceof Element) || root.current?.contains(target)) return;
      const searching =
        event.type === 'submit' ? target.closest('search') !== null : target.matches('input[type="search"]');
      if (searching) setStatus((current) => (current.kind === 'searching' ? current : { kind: 'idle' }));
    };
    document.addEventListener('submit', otherSearch, true);
    document.addEventListener('input', otherSearch, true);
    return () => {
      document.removeEventListener('submit', otherSearch, true);
      document.removeEventListener('input', otherSearch, true);
    };
  }, []);

  useEffect(() => {
    if (!listenToScanner) return;
    const detector = createScanDetector();
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      // Keys typed into a field belong to that field (ours handles its own Enter).
      if (isEditableTarget(event.target)) {
        detector.reset();
        return;
      }
      const code = detector.feed(event.key, event.timeStamp || performance.now());
      if (code) {
        event.preventDefault();
        void find(code);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [listenToScanner, find]);

  const onCameraCode = useCallback(
    (code: string) => {
      setCamera(false);
      void find(code);
    },
    [find],
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void find(value);
  }

  const messageId = `${id}-message`;
  const message =
    status.kind === 'not_found'
      ? t('barcode.not_found', { code: status.code })
      : status.kind === 'failed'
        ? t('barcode.failed')
        : null;

  return (
    <search ref={root} aria-label={label} className={className}>
      <form onSubmit={submit}>
        <label htmlFor={id} className="mb-1 block font-medium text-fg text-sm">
          {label}
        </label>
        <div className="flex gap-2">
          <TextInput
            ref={input}
            id={id}
            name="barcode"
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              if (status.kind !== 'searching') setStatus({ kind: 'idle' });
            }}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            aria-describedby={message ? messageId : undefined}
            aria-invalid={status.kind === 'not_found' || undefined}
            placeholder={t('barcode.placeholder')}
          />
          <Button
            type="submit"
            variant="outline"
            loading={status.kind === 'searching'}
            loadingLabel={t('barcode.searching')}
          >
            {t('barcode.find')}
          </Button>
          {canUseCamera && (
            <Button variant="outline" onClick={() => setCamera(true)} aria-label={t('barcode.camera')}>
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M3 7V5a2 2 0 0 1 2-2h2M17 3h2a2 2 0 0 1 2 2v2M21 17v2a2 2 0 0 1-2 2h-2M7 21H5a2 2 0 0 1-2-2v-2M7 8v8M10 8v8M13 8v8M17 8v8" />
              </svg>
            </Button>
          )}
        </div>
        <p id={messageId} role="status" className="mt-1 text-danger-text text-sm empty:hidden">
          {message}
        </p>
        {canUseCamera && (
          <CameraScanner open={camera} onClose={() => setCamera(false)} onCode={onCameraCode} />
        )}
      </form>
    </search>
  );
}
