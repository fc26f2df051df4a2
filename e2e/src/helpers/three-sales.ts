import { expect } from 'vitest';
import type { SignedInPage } from './signed-in-page.ts';

/**
 * The sales the dashboard and reports tests read: two products with stock, two customers, and three
 * confirmed sales today without taxes — Awa: 2 × Pagne wax + 1 × Savon noir (26,500) and 3 × Savon noir
 * (4,500); Moussa: 1 × Pagne wax (12,500). 43,500 in all for 7 units over 4 order lines.
 */
export async function seedThreeSales(session: Pick<SignedInPage, 'api'>): Promise<void> {
  const data = async <T = { id: string }>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await session.api<{ data: T }>(method, path, body);
    expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).toBeLessThan(300);
    return response.body.data;
  };
  const [warehouse] = await data<{ id: string }[]>('GET', 'warehouses');
  const variant: Record<string, string> = {};
  for (const [title, sku, price] of [
    ['Pagne wax', 'WAX-1', 12_500],
    ['Savon noir', 'SAV-1', 1_500],
  ] as const) {
    const product = await data<{ variants: { id: string }[] }>('POST', 'products', {
      title,
      variants: [{ sku, price }],
      initial_stock: [{ variant_index: 0, warehouse_id: warehouse!.id, quantity: 50 }],
    });
    variant[title] = product.variants[0]!.id;
  }
  const awa = await data('POST', 'customers', { first_name: 'Awa', last_name: 'Ngono' });
  const moussa = await data('POST', 'customers', { first_name: 'Moussa', last_name: 'Kane' });
  const sale = (customer: string, lines: [string, number][]) =>
    data('POST', 'orders', {
      customer_id: customer,
      lines: lines.map(([title, quantity]) => ({ variant_id: variant[title], quantity, tax_ids: [] })),
    });
  await sale(awa.id, [
    ['Pagne wax', 2],
    ['Savon noir', 1],
  ]);
  await sale(moussa.id, [['Pagne wax', 1]]);
  await sale(awa.id, [['Savon noir', 3]]);
}
