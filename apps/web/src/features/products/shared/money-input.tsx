import { type ComponentProps, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { type MoneyCurrency, moneyInputText, parseMoneyText } from './money-text.ts';

export interface MoneyInputProps
  extends Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'defaultValue' | 'type'> {
  /** Minor units, or null for no amount. */
  value: number | null;
  onChange: (minor: number | null) => void;
  currency: MoneyCurrency;
  /** Called with a translated message while the text is not an amount, and null once it is. */
  onValidity?: (message: string | null) => void;
}

/**
 * An amount typed in major units of the company currency ("12,50", "12 500") and handed back in
 * minor units. The text is kept as typed until it leaves the field, then shown with the currency
 * decimals; a bad amount keeps the last good value and marks the field invalid.
 */
export function MoneyInput({ value, onChange, currency, onValidity, onBlur, ...input }: MoneyInputProps) {
  const { t } = useTranslation('products');
  const [text, setText] = useState(() => moneyInputText(value, currency));
  const [invalid, setInvalid] = useState(false);

  // A value changed from outside (a bulk fill, a reload) replaces what is shown.
  useEffect(() => {
    setText((shown) => {
      const parsed = parseMoneyText(shown, currency);
      return parsed.ok && parsed.minor === value ? shown : moneyInputText(value, currency);
    });
  }, [value, currency]);

  return (
    <TextInput
      {...input}
      inputMode={currency.precision === 0 ? 'numeric' : 'decimal'}
      autoComplete="off"
      value={text}
      aria-invalid={invalid || input['aria-invalid'] || undefined}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        const parsed = parseMoneyText(next, currency);
        setInvalid(!parsed.ok);
        if (parsed.ok) {
          onValidity?.(null);
          if (parsed.minor !== value) onChange(parsed.minor);
        } else {
          onValidity?.(
            t(parsed.error === 'decimals' ? 'money.too_many_decimals' : 'money.invalid', {
              decimals: currency.precision,
            }),
          );
        }
      }}
      onBlur={(event) => {
        const parsed = parseMoneyText(text, currency);
        if (parsed.ok) setText(moneyInputText(parsed.minor, currency));
        onBlur?.(event);
      }}
    />
  );
}
