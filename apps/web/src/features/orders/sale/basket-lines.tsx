import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { cx } from '../../../components/ui/class-names.ts';
import { MoneyInput } from '../../products/shared/money-input.tsx';
import type { MoneyCurrency } from '../../products/shared/money-text.ts';
import {
  type Basket,
  basketLineName,
  removeLine,
  setLineDiscount,
  setLinePrice,
  setQuantity,
} from './basket.ts';
import { TypedNumberInput } from './typed-number-input.tsx';
import type { SaleShortfalls } from './use-sale-shortfalls.ts';

export interface BasketLinesProps {
  basket: Basket;
  onChange: (basket: Basket) => void;
  /** each line's total, in the basket's order */
  lineTotals: readonly number[];
  /** each line's unit price as shown, in the basket's order (the counter's, taxes added); the typed price when absent */
  unitPrices?: readonly number[];
  currency: MoneyCurrency;
  money: (minor: number) => string;
  /** let the seller type another unit price (the back office); the counter sells at the catalogue's */
  priceEditable?: boolean;
  /** the server's field errors of each line, by index */
  lineErrors?: Record<number, string[]>;
  /**
   * Lines the warehouse cannot supply (saleStockShortfalls): variant → what it holds, and its name.
   * Marked at once, so the cashier knows before taking the money that the sale would be refused.
   */
  shortfalls?: SaleShortfalls;
  /**
   * What a short line stops: the sale at the counter; in the office only confirming the order (a
   * quotation or a draft takes no stock).
   */
  shortfallStops?: 'sale' | 'confirmation';
}

/** The basket's lines with their quantity keys, a discount in percent, and (in the office) the price. */
export function BasketLines({
  basket,
  onChange,
  lineTotals,
  unitPrices,
  currency,
  money,
  priceEditable = false,
  lineErrors = {},
  shortfalls,
  shortfallStops = 'sale',
}: BasketLinesProps) {
  const { t } = useTranslation('orders');

  return (
    <ul
      aria-label={t('pos.lines')}
      className="flex flex-col divide-y divide-line rounded-lg border border-line bg-surface"
    >
      {basket.lines.map((line, index) => {
        const name = basketLineName(line);
        const errors = lineErrors[index] ?? [];
        const held = shortfalls?.held.get(line.variantId);
        return (
          <li
            key={line.variantId}
            className={cx('flex flex-col gap-2 p-3', held !== undefined && 'border-danger-text border-s-4')}
            data-short={held !== undefined || undefined}
          >
            <div className="flex items-start justify-between gap-2">
              <span className="min-w-0">
                <span className="block font-medium">{name}</span>
                <span className="block text-fg-muted text-sm">
                  {money(unitPrices?.[index] ?? line.price)} × {line.quantity}
                </span>
              </span>
              <span className="font-medium tabular-nums">{money(lineTotals[index] ?? 0)}</span>
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
                  <TypedNumberInput
                    aria-label={t('pos.quantity_of', { name })}
                    className="text-center"
                    value={line.quantity}
                    allows={(quantity) => quantity > 0}
                    onValue={(quantity) => onChange(setQuantity(basket, line.variantId, quantity))}
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
              {priceEditable && (
                // the price typed is before tax, like the catalogue's; the line above shows it taxes added
                <div className="flex items-center gap-1">
                  <div className="w-32">
                    <MoneyInput
                      aria-label={t('office.price_of', { name })}
                      currency={currency}
                      value={line.price}
                      onChange={(minor) => onChange(setLinePrice(basket, line.variantId, minor ?? 0))}
                    />
                  </div>
                  <span aria-hidden="true" className="text-fg-muted text-xs">
                    {t('office.before_tax')}
                  </span>
                </div>
              )}
              <div className="flex items-center gap-1 text-sm">
                <label htmlFor={`discount-${line.variantId}`}>{t('pos.line_discount')}</label>
                <div className="w-20">
                  <TypedNumberInput
                    id={`discount-${line.variantId}`}
                    decimals
                    emptyWhenZero
                    aria-label={t('pos.line_discount_of', { name })}
                    value={line.discountPercent}
                    placeholder="0"
                    onValue={(percent) => onChange(setLineDiscount(basket, line.variantId, percent))}
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
            {held !== undefined && shortfalls && (
              <p role="alert" className="text-danger-text text-sm">
                {shortfallStops === 'confirmation'
                  ? held === 0
                    ? t('office.out_of_stock', { warehouse: shortfalls.warehouse })
                    : t('office.short_of_stock', { count: held, warehouse: shortfalls.warehouse })
                  : held === 0
                    ? t('pos.out_of_stock', { warehouse: shortfalls.warehouse })
                    : t('pos.short_of_stock', { count: held, warehouse: shortfalls.warehouse })}
              </p>
            )}
            {errors.length > 0 && (
              <p role="alert" className="text-danger-text text-sm">
                {errors.join(' ')}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
