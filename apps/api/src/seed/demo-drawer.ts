import type { DemoApi } from './demo-catalog.ts';

const A = '/api/v1/admin';

interface Ref {
  id: string;
}
interface Session extends Ref {
  report: { expected_cash: number };
}

/**
 * Today's cash drawer at the counter: a morning restock, the drawer opened with a float, two cash
 * sales, fuel paid from the till, then closed 500 short, so the sessions
 * history (/pos/sessions) has a Z report with a difference to show. Skipped while a drawer is open.
 */
export async function seedCashDrawer(
  call: DemoApi,
  cashMethodId: string,
  /** the variants the demo sells (priced, in stock, not bundles), best stocked first */
  forSale: readonly string[],
): Promise<void> {
  const open = await call<{ data: Session | null }>('GET', `${A}/cash-sessions/current`);
  if (open.data) return;
  const warehouses = await call<{ data: (Ref & { is_default: boolean })[] }>(
    'GET',
    `${A}/warehouses?per_page=50`,
  );
  const counter = warehouses.data.find((w) => w.is_default) ?? warehouses.data[0];
  if (!counter) return;
  // The year of sales emptied the counter's shelves: this morning's restock comes first.
  const restocked = forSale.slice(0, 2);
  if (restocked.length === 0) return;
  await call('POST', `${A}/stock-adjustments`, {
    warehouse_id: counter.id,
    note: 'Réassort du matin',
    lines: restocked.map((variant_id) => ({ variant_id, quantity_change: 6 })),
  });

  const session = await call<{ data: Session }>('POST', `${A}/cash-sessions`, { opening_float: 25_000 });
  for (const variant_id of restocked) {
    const order = await call<{ data: Ref & { total: number } }>('POST', `${A}/orders`, {
      channel: 'pos',
      delivery_mode: 'pickup',
      warehouse_id: counter.id,
      lines: [{ variant_id, quantity: 1 }],
    });
    await call('POST', `${A}/payments`, {
      order_id: order.data.id,
      payment_method_id: cashMethodId,
      amount: order.data.total,
    });
  }
  await call('POST', `${A}/cash-sessions/${session.data.id}/movements`, {
    kind: 'out',
    amount: 2_000,
    reason: 'Carburant moto livraison',
  });
  const current = await call<{ data: Session }>('GET', `${A}/cash-sessions/${session.data.id}`);
  await call('POST', `${A}/cash-sessions/${session.data.id}/close`, {
    counted_cash: current.data.report.expected_cash - 500,
    note: 'Un billet de 500 manquant au comptage',
  });
}
