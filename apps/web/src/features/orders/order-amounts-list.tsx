import { isOffer, type Order, orderAmounts } from '@comptoir/core';
import { useTranslation } from 'react-i18next';
import { PriceRows } from './sale/price-rows.tsx';

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
      <PriceRows
        goods={amounts.goods}
        discounts={amounts.discounts}
        taxes={amounts.taxes}
        shipping={amounts.shipping !== 0 || feeNames.length > 0 ? amounts.shipping : null}
        shippingNames={feeNames}
        total={amounts.total}
        money={money}
      />
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
