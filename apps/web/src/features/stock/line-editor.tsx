import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import {
  markLineInvalid,
  parseQuantity,
  type QuantityLine,
  removeLine,
  setLineQuantity,
  variantLabel,
} from './lines.ts';
import { useNumber } from './stock-ui.tsx';

interface QuantityInputProps {
  value: number;
  /** a whole number, or 'invalid' for text that is not one ("2,5") */
  onChange: (value: number | 'invalid') => void;
  label: string;
  signed: boolean;
  invalid?: boolean;
  /** the line's quantity is not what its field holds (QuantityLine.invalid) */
  typedInvalid?: boolean;
  describedBy?: string | undefined;
}

/**
 * A whole number typed freely ("-", "" while typing), with − and + buttons for thumbs. Text that is
 * not a whole number stays as typed, for the user to correct, until the quantity is set otherwise.
 */
function QuantityInput({
  value,
  onChange,
  label,
  signed,
  invalid,
  typedInvalid = false,
  describedBy,
}: QuantityInputProps) {
  const { t } = useTranslation('stock');
  const id = useId();
  const [text, setText] = useState(String(value));
  useEffect(() => {
    // A quantity set otherwise (−/+, a scan) replaces the text, unless that text is still to correct.
    if (!typedInvalid) setText((current) => (parseQuantity(current) === value ? current : String(value)));
  }, [value, typedInvalid]);
  const step = (delta: number) => onChange(signed ? value + delta : Math.max(1, value + delta));

  return (
    <div className="flex items-end gap-1">
      <Button
        variant="outline"
        size="small"
        aria-label={t('lines.decrease', { name: label })}
        onClick={() => step(-1)}
      >
        −
      </Button>
      <div className="flex flex-col">
        <label htmlFor={id} className="sr-only">
          {signed ? t('lines.change_of', { name: label }) : t('lines.quantity_of', { name: label })}
        </label>
        <TextInput
          id={id}
          value={text}
          inputMode={signed ? 'text' : 'numeric'}
          autoComplete="off"
          className="w-20 text-end tabular-nums"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            setText(event.target.value);
            onChange(parseQuantity(event.target.value));
          }}
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
      <Button
        variant="outline"
        size="small"
        aria-label={t('lines.increase', { name: label })}
        onClick={() => step(1)}
      >
        +
      </Button>
      {signed && (
        <Button
          variant="ghost"
          size="small"
          aria-label={t('lines.flip', { name: label })}
          title={t('lines.flip_hint')}
          onClick={() => onChange(-value)}
        >
          <span aria-hidden="true">±</span>
          {t('lines.flip_short')}
        </Button>
      )}
    </div>
  );
}

export interface LineEditorProps {
  lines: QuantityLine[];
  onChange: (lines: QuantityLine[]) => void;
  /** an adjustment's ± change, or a transfer's quantity (≥ 1) */
  signed: boolean;
  /** the server's field errors, keyed `lines.<index>.<field>` */
  errors: Record<string, string[]>;
  /** what each line holds now, when known (e.g. the warehouse's balance) */
  current?: (variantId: string) => number | undefined;
}

/** The lines of an adjustment or a transfer: one row per variant, its quantity, remove. */
export function LineEditor({ lines, onChange, signed, errors, current }: LineEditorProps) {
  const { t } = useTranslation('stock');
  const number = useNumber();
  const baseId = useId();
  if (lines.length === 0) return <p className="text-fg-muted text-sm">{t('lines.none')}</p>;
  return (
    <ul
      aria-label={t('lines.label')}
      className="flex flex-col divide-y divide-line rounded-md border border-line"
    >
      {lines.map((line, index) => {
        const label = variantLabel(line);
        const lineErrors = [
          ...(line.invalid ? [t('problems.whole_number')] : []),
          ...Object.entries(errors)
            .filter(([key]) => key === `lines.${index}` || key.startsWith(`lines.${index}.`))
            .flatMap(([, messages]) => messages),
        ];
        const errorId = `${baseId}-${index}-error`;
        const now = current?.(line.variant_id);
        return (
          <li key={line.variant_id} className="flex flex-wrap items-center gap-2 p-2">
            <div className="min-w-0 flex-1 basis-48 text-sm">
              <span className="font-medium">{label}</span>
              {now !== undefined && (
                <span className="block text-fg-muted text-xs">
                  {signed
                    ? t('lines.now_and_after', { now: number(now), after: number(now + line.quantity) })
                    : t('lines.available', { count: now, quantity: number(now) })}
                </span>
              )}
              {lineErrors.length > 0 && (
                <span id={errorId} className="block text-danger-text text-xs">
                  {lineErrors.join(' ')}
                </span>
              )}
            </div>
            <QuantityInput
              value={line.quantity}
              onChange={(quantity) =>
                onChange(
                  quantity === 'invalid'
                    ? markLineInvalid(lines, line.variant_id)
                    : setLineQuantity(lines, line.variant_id, quantity),
                )
              }
              label={label}
              signed={signed}
              typedInvalid={line.invalid === true}
              invalid={lineErrors.length > 0 || line.quantity === 0}
              describedBy={lineErrors.length > 0 ? errorId : undefined}
            />
            <Button
              variant="ghostDanger"
              size="small"
              aria-label={t('lines.remove_named', { name: label })}
              onClick={() => onChange(removeLine(lines, line.variant_id))}
            >
              {t('lines.remove')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
