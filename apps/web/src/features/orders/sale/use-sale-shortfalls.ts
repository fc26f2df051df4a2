import { saleStockShortfalls } from '@comptoir/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { saleStockQuery } from '../api.ts';
import { useOfflineCatalogue } from '../pos/offline/offline-catalogue.ts';
import { offlineSaleStock } from '../pos/offline/offline-sale-stock.ts';
import { useOutbox } from '../pos/offline/outbox-store.ts';
import { isNetworkFailure, useOnline } from '../pos/offline/use-online.ts';

/** The lines the warehouse cannot supply, as BasketLines marks them: variant → what it holds, and the warehouse's name. */
export interface SaleShortfalls {
  warehouse: string;
  held: ReadonlyMap<string, number>;
}

/**
 * What the sale's warehouse holds of the basket (GET /pos/stock), and the lines it cannot supply
 * (saleStockShortfalls), marked as they are added rather than when the server refuses the sale.
 * The counter's and the office's: `warehouseId` '' is the seller's own warehouse; none while
 * `enabled` is false (no right to sell, or a sale that takes no stock yet). With `companyId` (the
 * counter's), when the server cannot be reached the seller's own warehouse is read from the
 * catalogue kept on the device, less the sales waiting in its outbox (offlineSaleStock).
 */
export function useSaleShortfalls(
  lines: readonly { variantId: string; quantity: number }[],
  {
    warehouseId = '',
    enabled = true,
    companyId = '',
  }: { warehouseId?: string; enabled?: boolean; companyId?: string } = {},
): SaleShortfalls | undefined {
  const variantIds = useMemo(() => lines.map((line) => line.variantId), [lines]);
  const stock = useQuery({
    ...saleStockQuery(variantIds, warehouseId),
    enabled: enabled && lines.length > 0,
  });
  const online = useOnline();
  const catalogue = useOfflineCatalogue(companyId);
  const [outbox] = useOutbox(companyId);
  const offline = companyId !== '' && warehouseId === '' && (!online || isNetworkFailure(stock.error));
  const onDevice = useMemo(
    () => (offline && catalogue ? offlineSaleStock(catalogue, outbox, variantIds) : undefined),
    [offline, catalogue, outbox, variantIds],
  );
  const data = !enabled ? undefined : offline ? onDevice : stock.data;
  const held = useMemo(() => saleStockShortfalls(lines, data), [lines, data]);
  return held.size > 0 && data?.warehouse ? { warehouse: data.warehouse.name, held } : undefined;
}
