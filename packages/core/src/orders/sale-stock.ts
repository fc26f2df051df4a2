// What a sale screen can tell before the sale is sent: lines the warehouse it leaves from cannot
// supply. The server's rule (stock-ledger: a warehouse that forbids negative stock refuses an
// outbound movement taking it below zero) is the one that decides; this one warns at add time.

/** The stock of the warehouse a sale leaves from, as GET /pos/stock answers it. */
export interface SaleStockView {
  warehouse: { allow_negative_stock: boolean } | null;
  quantities: readonly { variant_id: string; quantity: number; tracked?: boolean }[];
}

/**
 * The variants of the basket the sale would be refused for, each with what the warehouse holds
 * (never below 0): units wanted over every line beyond the stock there, in a warehouse that
 * forbids negative stock. A variant that keeps no stock (a service), or whose stock is not known
 * yet, is not flagged; nor is anything when the warehouse may go below zero.
 */
export function saleStockShortfalls(
  lines: readonly { variantId: string; quantity: number }[],
  stock: SaleStockView | null | undefined,
): Map<string, number> {
  const short = new Map<string, number>();
  if (!stock?.warehouse || stock.warehouse.allow_negative_stock) return short;
  const wanted = new Map<string, number>();
  for (const line of lines) wanted.set(line.variantId, (wanted.get(line.variantId) ?? 0) + line.quantity);
  const levels = new Map(stock.quantities.map((level) => [level.variant_id, level]));
  for (const [variantId, units] of wanted) {
    const level = levels.get(variantId);
    if (!level || level.tracked === false) continue;
    const held = Math.max(0, level.quantity);
    if (units > held) short.set(variantId, held);
  }
  return short;
}
