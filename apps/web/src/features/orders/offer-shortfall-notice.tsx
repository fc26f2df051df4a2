import { type Order, variantDisplayName } from '@comptoir/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaleShortfalls } from './sale/use-sale-shortfalls.ts';

/**
 * On a draft or quotation: the lines its warehouse cannot supply today, said before "Confirm" is
 * pressed rather than by the server's refusal (the server still decides when it is).
 */
export function OfferShortfallNotice({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const goods = useMemo(
    () => (order.lines ?? []).filter((line) => line.variant_id && line.source !== 'shipping'),
    [order.lines],
  );
  const basket = useMemo(
    () => goods.map((line) => ({ variantId: line.variant_id!, quantity: line.quantity })),
    [goods],
  );
  const shortfalls = useSaleShortfalls(basket, { warehouseId: order.warehouse_id ?? '' });
  if (!shortfalls) return null;
  return (
    <div
      role="status"
      className="w-full rounded-md border border-danger-text/40 p-3 text-danger-text text-sm"
    >
      <p>{t('detail.short_confirm', { warehouse: shortfalls.warehouse })}</p>
      <ul className="mt-1 list-disc ps-5">
        {goods
          .filter((line) => shortfalls.held.has(line.variant_id!))
          .map((line) => (
            <li key={line.id}>
              {t('detail.short_line', {
                name: variantDisplayName(line.title, line.variant_title),
                held: shortfalls.held.get(line.variant_id!),
                ordered: line.quantity,
              })}
            </li>
          ))}
      </ul>
    </div>
  );
}
