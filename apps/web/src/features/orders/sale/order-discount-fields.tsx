import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { MoneyInput } from '../../products/shared/money-input.tsx';
import type { MoneyCurrency } from '../../products/shared/money-text.ts';
import { type Basket, type OrderDiscount, setOrderDiscount } from './basket.ts';
import { TypedNumberInput } from './typed-number-input.tsx';

export interface OrderDiscountFieldsProps {
  basket: Basket;
  onChange: (basket: Basket) => void;
  currency: MoneyCurrency;
  /** the server's field errors of the typed discount */
  error?: string[] | undefined;
}

/** A discount typed on the whole order: a percentage or an amount. */
export function OrderDiscountFields({ basket, onChange, currency, error }: OrderDiscountFieldsProps) {
  const { t } = useTranslation('orders');
  const discount = basket.discount;
  // The kind chosen before any value is typed: the basket holds no discount of 0, so it lives here.
  const [chosen, setChosen] = useState<OrderDiscount['type']>(discount?.type ?? 'percentage');
  // A discount set from outside (a draft read again) is of its own kind, and stays so once emptied.
  if (discount && discount.type !== chosen) setChosen(discount.type);
  const type = discount?.type ?? chosen;

  return (
    <div className="flex flex-wrap items-end gap-2">
      <Field label={t('pos.order_discount')}>
        <Select
          value={type}
          onChange={(event) => {
            setChosen(event.target.value as OrderDiscount['type']);
            // 10 % is not 10 FCFA (nor 1,000 FCFA 100 %): a new kind starts from no discount.
            if (discount) onChange(setOrderDiscount(basket, null));
          }}
          options={[
            { value: 'percentage', label: t('pos.percent') },
            { value: 'fixed', label: t('pos.amount') },
          ]}
        />
      </Field>
      <Field label={t('pos.order_discount_value')} error={error}>
        {type === 'fixed' ? (
          <MoneyInput
            currency={currency}
            value={discount?.value ?? null}
            onChange={(minor) => onChange(setOrderDiscount(basket, { type: 'fixed', value: minor ?? 0 }))}
          />
        ) : (
          <TypedNumberInput
            decimals
            emptyWhenZero
            value={discount?.value ?? 0}
            placeholder="0"
            onValue={(percent) => onChange(setOrderDiscount(basket, { type: 'percentage', value: percent }))}
          />
        )}
      </Field>
    </div>
  );
}
