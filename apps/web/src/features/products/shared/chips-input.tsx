import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/class-names.ts';
import { controlClassName } from '../../../components/ui/text-input.tsx';
import { splitTags } from './tags.ts';

export interface ChipsInputProps {
  label: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  hint?: string;
  error?: string | readonly string[] | undefined;
  placeholder?: string;
  /** The largest number of chips. */
  max?: number;
  id?: string;
}

/**
 * Values as chips: Enter, a comma or leaving the field adds what was typed (a pasted "a, b, c"
 * adds three); each chip has its own remove button; Backspace in the empty field removes the last.
 */
export function ChipsInput({
  label,
  values,
  onChange,
  hint,
  error,
  placeholder,
  max = 50,
  id: givenId,
}: ChipsInputProps) {
  const { t } = useTranslation('products');
  const ownId = useId();
  const id = givenId ?? ownId;
  const [text, setText] = useState('');
  const messages = typeof error === 'string' ? [error] : (error ?? []);

  function add(raw: string) {
    const known = new Set(values.map((value) => value.toLocaleLowerCase()));
    const fresh = splitTags(raw).filter((value) => !known.has(value.toLocaleLowerCase()));
    if (fresh.length) onChange([...values, ...fresh].slice(0, max));
    setText('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add(text);
    } else if (event.key === 'Backspace' && text === '' && values.length > 0) {
      onChange(values.slice(0, -1));
    }
  }

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium text-fg text-sm">
        {label}
      </label>
      <div
        className={cx(
          controlClassName,
          'flex flex-wrap items-center gap-1 py-1 focus-within:outline-2 focus-within:outline-primary',
          messages.length > 0 && 'border-danger-text',
        )}
      >
        {values.map((value, index) => (
          <span
            key={value}
            className="inline-flex items-center gap-1 rounded-full bg-surface-muted ps-3 text-sm"
          >
            {value}
            <button
              type="button"
              onClick={() => onChange(values.filter((_, position) => position !== index))}
              aria-label={t('chips.remove', { value })}
              className="flex size-8 items-center justify-center rounded-full hover:bg-line"
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-3.5" fill="currentColor">
                <path d="M5.3 4.3a1 1 0 0 0-1.4 1.4L8.6 10l-4.7 4.3a1 1 0 1 0 1.4 1.4l4.7-4.3 4.7 4.3a1 1 0 0 0 1.4-1.4L11.4 10l4.7-4.3a1 1 0 0 0-1.4-1.4L10 8.6 5.3 4.3Z" />
              </svg>
            </button>
          </span>
        ))}
        <input
          id={id}
          value={text}
          onChange={(event) => {
            const next = event.target.value;
            if (/[,;]/.test(next)) add(next);
            else setText(next);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => text.trim() && add(text)}
          placeholder={placeholder}
          aria-describedby={
            cx(messages.length ? `${id}-error` : undefined, hint ? `${id}-hint` : undefined) || undefined
          }
          aria-invalid={messages.length ? true : undefined}
          className="min-h-9 min-w-24 flex-1 border-0 bg-transparent p-0 text-base outline-none pointer-fine:text-sm"
        />
      </div>
      {messages.length > 0 && (
        <p id={`${id}-error`} className="text-danger-text text-sm">
          {messages.join(' ')}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className="text-fg-muted text-sm">
          {hint}
        </p>
      )}
    </div>
  );
}
