import { isOffer, type Order, orderAmounts } from '@comptoir/core';
import { useTranslation } from 'react-i18next';

interface OrderAmountsListProps {
  order: Order;
  money: (minor: number) => string;
}

/**
 * The order's totals as the sale screens read them: goods, discounts, taxes, delivery (named by its fee),
 * the total, then what returns and credit notes took off and what was paid, down to the balance —
 * so the rows on screen add up.
 */
export function OrderAmountsList({ order, money }: OrderAmountsListProps) {
  const { t } = useTranslation('orders');
  const amounts = orderAmounts(order);
  const feeNames = (order.lines ?? [])
    .filter((line) => line.source === 'shipping' && line.title)
    .map((line) => line.title);
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
      <dt>{t('totals.subtotal')}</dt>
      <dd className="text-end tabular-nums">{money(amounts.goods)}</dd>
      {/* No "Discounts −0" or "Taxes 0" on a sale that has none. */}
      {amounts.discounts !== 0 && (
        <>
          <dt>{t('totals.discounts')}</dt>
          <dd className="text-end tabular-nums">−{money(amounts.discounts)}</dd>
        </>
      )}
      {amounts.taxes !== 0 && (
        <>
          <dt>{t('totals.taxes')}</dt>
          <dd className="text-end tabular-nums">{money(amounts.taxes)}</dd>
        </>
      )}
      {amounts.shipping !== 0 && (
        <>
          <dt>
            {t('totals.shipping')}
            {feeNames.length > 0 && <span className="text-fg-muted"> · {feeNames.join(', ')}</span>}
          </dt>
          <dd className="text-end tabular-nums">{money(amounts.shipping)}</dd>
        </>
      )}
      <dt className="font-semibold">{t('totals.total')}</dt>
      <dd className="text-end font-semibold tabular-nums">{money(amounts.total)}</dd>
      {!isOffer(order.status) && (
        <>
          {amounts.credited !== 0 && (
            <>
              <dt>{t('totals.credited')}</dt>
              <dd className="text-end tabular-nums" data-testid="credited">
                −{money(amounts.credited)}
              </dd>
            </>
          )}
          <dt>{t('totals.paid')}</dt>
          <dd className="text-end tabular-nums">{money(amounts.paid)}</dd>
          <dt className="font-semibold">{t('totals.balance_due')}</dt>
          <dd className="text-end font-semibold tabular-nums" data-testid="balance-due">
            {money(amounts.balanceDue)}
          </dd>
          {amounts.owedToCustomer > 0 && (
            <>
              <dt className="font-semibold text-danger-text">{t('totals.owed_to_customer')}</dt>
              <dd
                className="text-end font-semibold text-danger-text tabular-nums"
                data-testid="owed-to-customer"
              >
                {money(amounts.owedToCustomer)}
              </dd>
            </>
          )}
        </>
      )}
    </dl>
  );
}
