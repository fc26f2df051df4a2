// Apart from schemas/order.schema.ts: a screen showing order numbers does not load zod with it.

/** "#0042": how people read an order number aloud and find it in the list search. */
export function orderReference(number: number): string {
  return `#${String(number).padStart(4, '0')}`;
}
