import { useTranslation } from 'react-i18next';

export interface PriceRowsProps {
  /** the goods, before the delivery fee */
  goods: number;
  discounts: number;
  taxes: number;
  /** the delivery fee; null leaves its row out (a free delivery shows 0) */
  shipping: number | null;
  /** the fees' names, shown beside the delivery row ("Douala") */
  shippingNames?: readonly string[];
  total: number;
  money: (minor: number) => string;
  /** the total's row in a larger type (the basket) */
  largeTotal?: boolean;
  totalTestId?: string;
}

/**
 * The rows of a sale's price, in the order every sale screen shows them: goods, discounts, taxes, delivery,
 * total. No "Discounts −0" or "Taxes 0" on a sale that has none. Rows of a <dl>: the caller holds the list.
 */
export function PriceRows({
  goods,
  discounts,
  taxes,
  shipping,
  shippingNames = [],
  total,
  money,
  largeTotal = false,
  totalTestId,
}: PriceRowsProps) {
  const { t } = useTranslation('orders');
  const totalClass = largeTotal ? 'font-semibold text-base' : 'font-semibold';
  return (
    <>
      {/* beside taxes, the goods' figure is before tax: said so, as the lines above it show prices taxes added */}
      <dt>{t(taxes !== 0 ? 'totals.subtotal_before_tax' : 'totals.subtotal')}</dt>
      <dd className="text-end tabular-nums">{money(goods)}</dd>
      {discounts !== 0 && (
        <>
          <dt>{t('totals.discounts')}</dt>
          <dd className="text-end tabular-nums">−{money(discounts)}</dd>
        </>
      )}
      {taxes !== 0 && (
        <>
          <dt>{t('totals.taxes')}</dt>
          <dd className="text-end tabular-nums">{money(taxes)}</dd>
        </>
      )}
      {shipping !== null && (
        <>
          <dt>
            {t('totals.shipping')}
            {shippingNames.length > 0 && <span className="text-fg-muted"> · {shippingNames.join(', ')}</span>}
          </dt>
          <dd className="text-end tabular-nums">{money(shipping)}</dd>
        </>
      )}
      <dt className={totalClass}>{t('totals.total')}</dt>
      <dd className={`text-end tabular-nums ${totalClass}`} data-testid={totalTestId}>
        {money(total)}
      </dd>
    </>
  );
}
