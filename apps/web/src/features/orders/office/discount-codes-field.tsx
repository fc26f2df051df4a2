import type { DiscountCodeTerms, DiscountRefusal } from '@comptoir/core';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { ApiRequestError } from '../../../lib/http/api-client.ts';
import { lookupDiscountCode } from '../api.ts';

export interface DiscountCodesFieldProps {
  codes: { terms: DiscountCodeTerms; refusal: DiscountRefusal | null }[];
  onAdd: (terms: DiscountCodeTerms) => void;
  onRemove: (code: string | null) => void;
  money: (minor: number) => string;
  /** the server's messages for each code, by index */
  errors: Record<number, string[]>;
}

/**
 * The customer's discount codes: typed, looked up (its value prices the order at once), listed with
 * why one would not apply — such a code is not shown as taken off, and the order cannot be saved with it; the
 * server checks them again on saving.
 */
export function DiscountCodesField({ codes, onAdd, onRemove, money, errors }: DiscountCodesFieldProps) {
  const { t } = useTranslation('orders');
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const lookup = useMutation({ mutationFn: lookupDiscountCode });

  function apply() {
    const code = text.trim();
    if (!code) return;
    setProblem(null);
    lookup.mutate(code, {
      onSuccess: (terms) => {
        if (!terms) setProblem(t('office.code_unknown', { code: code.toUpperCase() }));
        else {
          onAdd(terms);
          setText('');
        }
      },
      onError: (error) =>
        setProblem(
          (error instanceof ApiRequestError ? error.result.error?.message : undefined) || t('errors.generic'),
        ),
    });
  }

  const value = (terms: DiscountCodeTerms) =>
    terms.discount_type === 'percentage'
      ? `−${Number(terms.discount_value)} %`
      : `−${money(Number(terms.discount_value))}`;

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="font-medium text-sm">
        {t('office.code')}
      </label>
      <div className="flex gap-2">
        <TextInput
          id={id}
          value={text}
          autoComplete="off"
          autoCapitalize="characters"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
          }}
        />
        <Button variant="outline" loading={lookup.isPending} disabled={!text.trim()} onClick={apply}>
          {t('office.apply_code')}
        </Button>
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-danger-text text-sm">
          {problem}
        </p>
      )}
      {codes.length > 0 && (
        <ul aria-label={t('office.codes')} className="flex flex-col gap-1">
          {codes.map(({ terms, refusal }, index) => (
            <li key={terms.code} className="flex flex-col gap-1 rounded-md border border-line p-2 text-sm">
              <span className="flex items-center justify-between gap-2">
                <span>
                  <span className="font-medium">{terms.code}</span> · {terms.label} ·{' '}
                  {/* a code that does not apply takes nothing off: its value is not shown as taken */}
                  {refusal ? (
                    <span className="text-fg-muted">{t('office.code_not_applied')}</span>
                  ) : (
                    value(terms)
                  )}
                </span>
                <Button
                  variant="ghostDanger"
                  size="small"
                  aria-label={t('office.remove_code', { code: terms.code })}
                  onClick={() => onRemove(terms.code)}
                >
                  {t('pos.remove_short')}
                </Button>
              </span>
              {refusal && (
                <span className="text-danger-text">
                  {t(`office.refusals.${refusal}`, { amount: money(terms.minimum_subtotal ?? 0) })}
                </span>
              )}
              {(errors[index] ?? []).map((message) => (
                <span key={message} role="alert" className="text-danger-text">
                  {message}
                </span>
              ))}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
