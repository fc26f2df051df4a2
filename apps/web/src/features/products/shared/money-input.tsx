import { type ComponentProps, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../components/ui/text-input.tsx';
import {
  decimalMoneyExample,
  type MoneyCurrency,
  type MoneyParse,
  moneyInputHints,
  moneyInputText,
  parseMoneyText,
} from './money-text.ts';

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
  const { t, i18n } = useTranslation('products');
  const hints = moneyInputHints(currency);
  const [text, setText] = useState(() => moneyInputText(value, currency));
  const [invalid, setInvalid] = useState(false);

  // A value changed from outside (a bulk fill, a reload) replaces what is shown.
  useEffect(() => {
    setText((shown) => {
      const parsed = parseMoneyText(shown, currency);
      return parsed.ok && parsed.minor === value ? shown : moneyInputText(value, currency);
    });
  }, [value, currency]);

  // A currency without decimals (FCFA) asks for a whole amount and gives no example with cents.
  const invalidMessage = (error: Extract<MoneyParse, { ok: false }>['error']) => {
    const example = decimalMoneyExample(currency, i18n.language);
    if (example === null) return t(error === 'decimals' ? 'money.no_decimals' : 'money.invalid_whole');
    return error === 'decimals'
      ? t('money.too_many_decimals', { decimals: currency.precision })
      : t('money.invalid', { example });
  };

  return (
    <TextInput
      placeholder={hints.placeholder}
      {...input}
      inputMode={hints.inputMode}
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
          onValidity?.(invalidMessage(parsed.error));
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
