import type { PriceOrderResult } from '@comptoir/core';
import type { MoneyCurrency } from '../../products/shared/money-text.ts';
import type { Basket } from '../sale/basket.ts';
import { BasketLines, type BasketLinesProps } from '../sale/basket-lines.tsx';
import { BasketTotals } from '../sale/basket-totals.tsx';
import { OrderDiscountFields } from '../sale/order-discount-fields.tsx';

export interface BasketPanelProps {
  basket: Basket;
  onChange: (basket: Basket) => void;
  totals: PriceOrderResult;
  /** each line's unit price, taxes added (basketUnitPrices) */
  unitPrices: readonly number[];
  currency: MoneyCurrency;
  money: (minor: number) => string;
  /** lines the warehouse cannot supply, marked on the line */
  shortfalls?: BasketLinesProps['shortfalls'];
}

/** The basket's lines with their quantity keys and discounts, the order discount and the totals. */
export function BasketPanel({
  basket,
  onChange,
  totals,
  unitPrices,
  currency,
  money,
  shortfalls,
}: BasketPanelProps) {
  return (
    <div className="flex flex-col gap-3">
      <BasketLines
        basket={basket}
        onChange={onChange}
        lineTotals={totals.lines.map((line) => line.total)}
        unitPrices={unitPrices}
        currency={currency}
        money={money}
        shortfalls={shortfalls}
      />
      <OrderDiscountFields basket={basket} onChange={onChange} currency={currency} />
      <BasketTotals totals={totals} money={money} />
    </div>
  );
}
