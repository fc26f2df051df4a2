import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { MoneyInput } from '../../products/shared/money-input.tsx';
import type { MoneyCurrency } from '../../products/shared/money-text.ts';
import { type Basket, setOrderDiscount } from './basket.ts';

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

  return (
    <div className="flex flex-wrap items-end gap-2">
      <Field label={t('pos.order_discount')}>
        <Select
          value={discount?.type ?? 'percentage'}
          onChange={(event) =>
            onChange(
              setOrderDiscount(basket, {
                type: event.target.value as 'percentage' | 'fixed',
                value: discount?.value ?? 0,
              }),
            )
          }
          options={[
            { value: 'percentage', label: t('pos.percent') },
            { value: 'fixed', label: t('pos.amount') },
          ]}
        />
      </Field>
      <Field label={t('pos.order_discount_value')} error={error}>
        {discount?.type === 'fixed' ? (
          <MoneyInput
            currency={currency}
            value={discount.value}
            onChange={(minor) => onChange(setOrderDiscount(basket, { type: 'fixed', value: minor ?? 0 }))}
          />
        ) : (
          <TextInput
            inputMode="decimal"
            value={discount?.value ? String(discount.value) : ''}
            placeholder="0"
            onChange={(event) =>
              onChange(
                setOrderDiscount(basket, {
                  type: 'percentage',
                  value: Number(event.target.value.replace(',', '.')),
                }),
              )
            }
          />
        )}
      </Field>
    </div>
  );
}
