import type { PriceOrderResult } from '@comptoir/core';
import { useTranslation } from 'react-i18next';

export interface BasketTotalsProps {
  totals: PriceOrderResult;
  money: (minor: number) => string;
  /** the shipping line's amount, shown on its own row; null without one */
  shipping?: number | null;
}

/** Subtotal, discounts, taxes, shipping and the total, as priceOrder gave them. */
export function BasketTotals({ totals, money, shipping = null }: BasketTotalsProps) {
  const { t } = useTranslation('orders');
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
      <dt>{t('totals.subtotal')}</dt>
      <dd className="text-end tabular-nums">{money(totals.subtotal - (shipping ?? 0))}</dd>
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
      {shipping !== null && (
        <>
          <dt>{t('totals.shipping')}</dt>
          <dd className="text-end tabular-nums">{money(shipping)}</dd>
        </>
      )}
      <dt className="font-semibold text-base">{t('totals.total')}</dt>
      <dd className="text-end font-semibold text-base tabular-nums" data-testid="basket-total">
        {money(totals.total)}
      </dd>
    </dl>
  );
}
