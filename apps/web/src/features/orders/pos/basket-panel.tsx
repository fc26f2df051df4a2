import type { PriceOrderResult } from '@comptoir/core';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { MoneyInput } from '../../products/shared/money-input.tsx';
import type { MoneyCurrency } from '../../products/shared/money-text.ts';
import { type Basket, removeLine, setLineDiscount, setOrderDiscount, setQuantity } from './basket.ts';

export interface BasketPanelProps {
  basket: Basket;
  onChange: (basket: Basket) => void;
  totals: PriceOrderResult;
  currency: MoneyCurrency;
  money: (minor: number) => string;
}

/** The basket's lines with their quantity keys and discounts, the order discount and the totals. */
export function BasketPanel({ basket, onChange, totals, currency, money }: BasketPanelProps) {
  const { t } = useTranslation('orders');
  const discount = basket.discount;

  return (
    <div className="flex flex-col gap-3">
      <ul
        aria-label={t('pos.lines')}
        className="flex flex-col divide-y divide-line rounded-lg border border-line bg-surface"
      >
        {basket.lines.map((line, index) => {
          const name = line.variantTitle ? `${line.title} — ${line.variantTitle}` : line.title;
          return (
            <li key={line.variantId} className="flex flex-col gap-2 p-3">
              <div className="flex items-start justify-between gap-2">
                <span className="min-w-0">
                  <span className="block font-medium">{name}</span>
                  <span className="block text-fg-muted text-sm">
                    {money(line.price)} × {line.quantity}
                  </span>
                </span>
                <span className="font-medium tabular-nums">{money(totals.lines[index]?.total ?? 0)}</span>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <fieldset className="flex items-center gap-1">
                  <legend className="sr-only">{t('pos.quantity_of', { name })}</legend>
                  <Button
                    variant="outline"
                    size="small"
                    aria-label={t('pos.less', { name })}
                    onClick={() => onChange(setQuantity(basket, line.variantId, line.quantity - 1))}
                  >
                    −
                  </Button>
                  <div className="w-16">
                    <TextInput
                      aria-label={t('pos.quantity_of', { name })}
                      className="text-center"
                      inputMode="numeric"
                      value={String(line.quantity)}
                      onChange={(event) => {
                        const next = Number(event.target.value);
                        if (Number.isFinite(next) && next > 0)
                          onChange(setQuantity(basket, line.variantId, next));
                      }}
                    />
                  </div>
                  <Button
                    variant="outline"
                    size="small"
                    aria-label={t('pos.more', { name })}
                    onClick={() => onChange(setQuantity(basket, line.variantId, line.quantity + 1))}
                  >
                    +
                  </Button>
                </fieldset>
                <div className="flex items-center gap-1 text-sm">
                  <label htmlFor={`discount-${line.variantId}`}>{t('pos.line_discount')}</label>
                  <div className="w-20">
                    <TextInput
                      id={`discount-${line.variantId}`}
                      inputMode="decimal"
                      aria-label={t('pos.line_discount_of', { name })}
                      value={line.discountPercent ? String(line.discountPercent) : ''}
                      placeholder="0"
                      onChange={(event) =>
                        onChange(
                          setLineDiscount(
                            basket,
                            line.variantId,
                            Number(event.target.value.replace(',', '.')),
                          ),
                        )
                      }
                    />
                  </div>
                  <span aria-hidden="true">%</span>
                </div>
                <Button
                  variant="ghostDanger"
                  size="small"
                  className="ms-auto"
                  onClick={() => onChange(removeLine(basket, line.variantId))}
                  aria-label={t('pos.remove', { name })}
                >
                  {t('pos.remove_short')}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>

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
        <Field label={t('pos.order_discount_value')}>
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

      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        <dt>{t('totals.subtotal')}</dt>
        <dd className="text-end tabular-nums">{money(totals.subtotal)}</dd>
        {totals.discount_total > 0 && (
          <>
            <dt>{t('totals.discounts')}</dt>
            <dd className="text-end tabular-nums">−{money(totals.discount_total)}</dd>
          </>
        )}
        {totals.tax_total !== 0 && (
          <>
            <dt>{t('totals.taxes')}</dt>
            <dd className="text-end tabular-nums">{money(totals.tax_total)}</dd>
          </>
        )}
        <dt className="font-semibold text-base">{t('totals.total')}</dt>
        <dd className="text-end font-semibold text-base tabular-nums" data-testid="basket-total">
          {money(totals.total)}
        </dd>
      </dl>
    </div>
  );
}
