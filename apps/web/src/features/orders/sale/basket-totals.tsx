import type { PriceOrderResult } from '@comptoir/core';
import { PriceRows } from './price-rows.tsx';

export interface BasketTotalsProps {
  totals: PriceOrderResult;
  money: (minor: number) => string;
  /** the shipping line's amount, shown on its own row; null without one */
  shipping?: number | null;
}

/** Subtotal, discounts, taxes, shipping and the total, as priceOrder gave them. */
export function BasketTotals({ totals, money, shipping = null }: BasketTotalsProps) {
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
      <PriceRows
        goods={totals.subtotal - (shipping ?? 0)}
        discounts={totals.discount_total}
        taxes={totals.tax_total}
        shipping={shipping}
        total={totals.total}
        money={money}
        largeTotal
        totalTestId="basket-total"
      />
    </dl>
  );
}
