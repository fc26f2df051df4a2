import { saleStockShortfalls } from '@comptoir/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { saleStockQuery } from '../api.ts';

/** The lines the warehouse cannot supply, as BasketLines marks them: variant → what it holds, and the warehouse's name. */
export interface SaleShortfalls {
  warehouse: string;
  held: ReadonlyMap<string, number>;
}

/**
 * What the sale's warehouse holds of the basket (GET /pos/stock), and the lines it cannot supply
 * (saleStockShortfalls), marked as they are added rather than when the server refuses the sale.
 * The counter's and the office's: `warehouseId` '' is the seller's own warehouse; none while
 * `enabled` is false (no right to sell, or a sale that takes no stock yet).
 */
export function useSaleShortfalls(
  lines: readonly { variantId: string; quantity: number }[],
  { warehouseId = '', enabled = true }: { warehouseId?: string; enabled?: boolean } = {},
): SaleShortfalls | undefined {
  const stock = useQuery({
    ...saleStockQuery(
      lines.map((line) => line.variantId),
      warehouseId,
    ),
    enabled: enabled && lines.length > 0,
  });
  const data = enabled ? stock.data : undefined;
  const held = useMemo(() => saleStockShortfalls(lines, data), [lines, data]);
  return held.size > 0 && data?.warehouse ? { warehouse: data.warehouse.name, held } : undefined;
}
