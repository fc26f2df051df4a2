import { type FocusEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/class-names.ts';
import { controlClassName } from '../../../components/ui/text-input.tsx';
import { splitTags, suggestTags } from './tags.ts';

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
  /** Known values offered as buttons while the field has the focus, those matching what is typed. */
  suggestions?: readonly string[];
  /** Called on focus, e.g. to load the suggestions only when the field is used. */
  onFocus?: () => void;
  /** What is typed and not yet a chip (a form may count it as one, as leaving the field would). */
  onTextChange?: (text: string) => void;
}

/**
 * Values as chips: Enter, a comma or leaving the field adds what was typed (a pasted "a, b, c"
 * adds three); each chip has its own remove button; Backspace in the empty field removes the last.
 * Known values, if given, are offered under the field while it has the focus: a tap adds one.
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
  suggestions = [],
  onFocus,
  onTextChange,
}: ChipsInputProps) {
  const { t } = useTranslation('products');
  const ownId = useId();
  const id = givenId ?? ownId;
  const [text, setTextState] = useState('');
  const [focused, setFocused] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const messages = typeof error === 'string' ? [error] : (error ?? []);

  const offered = focused ? suggestTags(suggestions, values, text) : [];
  const setText = (next: string) => {
    setTextState(next);
    onTextChange?.(next);
  };
  // Focus moving to a chip's or a suggestion's button stays "in the field": the suggestions stay, and
  // typed text is not made a chip on the way.
  const leaving = (event: FocusEvent) => !box.current?.contains(event.relatedTarget as Node | null);
  const hideOnLeave = (event: FocusEvent) => {
    if (leaving(event)) setFocused(false);
  };

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
    <div ref={box} className="flex flex-col gap-1">
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
              onBlur={hideOnLeave}
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
          ref={input}
          id={id}
          value={text}
          onChange={(event) => {
            const next = event.target.value;
            if (/[,;]/.test(next)) add(next);
            else setText(next);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => {
            if (!focused) onFocus?.();
            setFocused(true);
          }}
          onBlur={(event) => {
            if (!leaving(event)) return;
            setFocused(false);
            if (text.trim()) add(text);
          }}
          placeholder={placeholder}
          aria-describedby={
            cx(messages.length ? `${id}-error` : undefined, hint ? `${id}-hint` : undefined) || undefined
          }
          aria-invalid={messages.length ? true : undefined}
          className="min-h-9 min-w-24 flex-1 border-0 bg-transparent p-0 text-base outline-none pointer-fine:text-sm"
        />
      </div>
      {offered.length > 0 && (
        <fieldset className="flex flex-wrap gap-1">
          <legend className="sr-only">{t('chips.suggestions')}</legend>
          {offered.map((value) => (
            <button
              key={value}
              type="button"
              aria-label={t('chips.add', { value })}
              // keeps the focus (and a phone's keyboard) in the field
              onMouseDown={(event) => event.preventDefault()}
              onBlur={hideOnLeave}
              onClick={() => {
                onChange([...values, value].slice(0, max));
                setText('');
                input.current?.focus();
              }}
              className="inline-flex min-h-8 items-center gap-1 rounded-full border border-line border-dashed px-3 text-sm hover:bg-surface-muted"
            >
              <span aria-hidden="true">+</span>
              {value}
            </button>
          ))}
        </fieldset>
      )}
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
