import type { ShippingFeeChoice } from '@comptoir/core';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { MoneyInput } from '../../products/shared/money-input.tsx';
import type { MoneyCurrency } from '../../products/shared/money-text.ts';
import { feeChoice, type ShippingChoice } from './order-draft.ts';

export interface ShippingFieldsProps {
  value: ShippingChoice | null;
  onChange: (shipping: ShippingChoice | null) => void;
  fees: readonly ShippingFeeChoice[];
  /** the fee the company's rules give this order, offered in one tap */
  suggested: ShippingFeeChoice | null;
  currency: MoneyCurrency;
  money: (minor: number) => string;
  errors: { fee: string[]; amount: string[] };
  /** collected in the shop: the fee is named a collection's, not a delivery's */
  pickup?: boolean;
}

const NONE = '';
const BY_HAND = 'by_hand';

/** The delivery fee line: none, one of the company's fees, or an amount typed for this order. */
export function ShippingFields({
  value,
  onChange,
  fees,
  suggested,
  currency,
  money,
  errors,
  pickup = false,
}: ShippingFieldsProps) {
  const { t } = useTranslation('orders');
  const selected = value === null ? NONE : (value.feeId ?? BY_HAND);
  const offerSuggestion = suggested !== null && value?.feeId !== suggested.id;

  return (
    <div className="flex flex-col gap-2">
      <Field label={t(pickup ? 'office.pickup_fee' : 'office.shipping')} error={errors.fee}>
        <Select
          value={selected}
          onChange={(event) => {
            const choice = event.target.value;
            if (choice === NONE) onChange(null);
            else if (choice === BY_HAND) onChange({ feeId: null, label: '', amount: null });
            else {
              const fee = fees.find((f) => f.id === choice);
              if (fee) onChange(feeChoice(fee));
            }
          }}
          options={[
            { value: NONE, label: t('office.no_shipping') },
            ...fees.map((fee) => ({ value: fee.id, label: `${fee.label} — ${money(fee.amount)}` })),
            { value: BY_HAND, label: t('office.shipping_by_hand') },
          ]}
        />
      </Field>
      {offerSuggestion && (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span>
            {t('office.suggested_fee', { label: suggested.label, amount: money(suggested.amount) })}
          </span>
          <Button variant="outline" size="small" onClick={() => onChange(feeChoice(suggested, true))}>
            {t('office.use_fee')}
          </Button>
        </p>
      )}
      {value !== null && value.feeId === null && (
        <div className="grid gap-2 sm:grid-cols-2">
          <Field label={t('office.shipping_label')}>
            <TextInput
              value={value.label}
              maxLength={120}
              placeholder={t('office.shipping_label_placeholder')}
              onChange={(event) => onChange({ ...value, label: event.target.value })}
            />
          </Field>
          <Field label={t('office.shipping_amount')} error={errors.amount} required>
            <MoneyInput
              currency={currency}
              value={value.amount}
              onChange={(amount) => onChange({ ...value, amount })}
            />
          </Field>
        </div>
      )}
    </div>
  );
}
