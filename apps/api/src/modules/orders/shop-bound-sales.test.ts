import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upgradePlan } from '../../../test/cross/cross-helpers.ts';
import { type Account, createStaff, registerCompany } from '../../../test/helpers/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { defaultShopId } from './orders.repo.ts';
import { insertPaymentMethod } from './orders.test-helpers.ts';

// A user bound to a shop reads that shop's sales only (SPEC §4); a sale's payments, returns,
// documents and delivery follow their sale, so another shop's are not found, listed or exported
// either. A courier is the exception: they carry parcels for every shop.

let t: TestApp;
let admin: Account;
let cash: string;
type Listed = { data: { id: string }[]; meta: { total: number } };
const shop = { plateau: '', yopougon: '' };
interface Sale {
  order: { id: string; reference: string };
  paymentId: string;
  returnId: string;
  invoiceId: string;
  invoiceReference: string;
  deliveryId: string;
}
const sales: Record<keyof typeof shop, Sale> = {} as never;

const api = (method: 'GET' | 'POST', path: string, inShop?: string, body?: unknown, account = admin) =>
  call(t.app, method, `/api/v1/admin/${path}`, {
    token: account.token,
    headers: inShop ? { 'x-shop-id': inShop } : {},
    ...(body !== undefined ? { body } : {}),
  });

async function created<T>(path: string, inShop: string, body: unknown): Promise<T> {
  const response = await api('POST', path, inShop, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: T }>().data;
}

/** A sale in the shop to deliver, part paid in cash, invoiced, one unit asked back. */
async function saleIn(shopId: string): Promise<Sale> {
  const order = await created<Sale['order'] & { lines: { id: string }[] }>('orders', shopId, {
    lines: [{ title: 'Pagne wax', price: 10_000, quantity: 2 }],
    delivery_mode: 'delivery',
    shipping_address: { line1: 'Rue 12', city: 'Abidjan' },
    payments: [{ payment_method_id: cash, amount: 5_000 }],
  });
  const ofSale = async (path: string) =>
    (await api('GET', `${path}?filter[order_id]=${order.id}`, shopId)).json<Listed>().data[0]!.id;
  const invoice = await created<{ id: string; reference: string }>(`orders/${order.id}/invoice`, shopId, {});
  const asked = await created<{ id: string }>('returns', shopId, {
    order_id: order.id,
    lines: [{ order_line_id: order.lines[0]!.id, quantity: 1 }],
  });
  return {
    order,
    deliveryId: await ofSale('deliveries'),
    paymentId: await ofSale('payments'),
    returnId: asked.id,
    invoiceId: invoice.id,
    invoiceReference: invoice.reference,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerCompany(t.app, { currency: 'XOF' });
  await upgradePlan(t.ctx, admin.companyId, 'business');
  cash = await insertPaymentMethod(t.ctx.db, admin.companyId, { name: 'Caisse' });
  shop.plateau = (await defaultShopId(t.ctx.db, admin.companyId))!;
  shop.yopougon = (await created<{ id: string }>('shops', shop.plateau, { name: 'Yopougon' })).id;
  sales.plateau = await saleIn(shop.plateau);
  sales.yopougon = await saleIn(shop.yopougon);
});
afterAll(() => t.close());

const idsOf = async (path: string, inShop?: string) => {
  const response = await api('GET', path, inShop);
  expect(response.statusCode, response.body).toBe(200);
  const page = response.json<Listed>();
  expect(page.meta.total).toBe(page.data.length);
  return page.data.map((row) => row.id).sort();
};

describe('a shop-bound user and the sales of other shops', () => {
  it('lists the payments, returns and documents of the shop’s own sales, all of them in all-company mode', async () => {
    const { plateau, yopougon } = sales;
    expect(await idsOf('payments', shop.plateau)).toEqual([plateau.paymentId]);
    expect(await idsOf('returns', shop.plateau)).toEqual([plateau.returnId]);
    expect(await idsOf('invoices', shop.plateau)).toEqual([plateau.invoiceId]);
    expect(await idsOf('deliveries', shop.plateau)).toEqual([plateau.deliveryId]);
    expect(await idsOf('payments', shop.yopougon)).toEqual([yopougon.paymentId]);

    expect(await idsOf('payments')).toEqual([plateau.paymentId, yopougon.paymentId].sort());
    expect(await idsOf('returns')).toEqual([plateau.returnId, yopougon.returnId].sort());
    expect(await idsOf('invoices')).toEqual([plateau.invoiceId, yopougon.invoiceId].sort());
    expect(await idsOf('deliveries')).toEqual([plateau.deliveryId, yopougon.deliveryId].sort());
  });

  it('does not find another shop’s payment, return or document, nor act on them', async () => {
    const other = sales.yopougon;
    for (const path of [
      `payments/${other.paymentId}`,
      `returns/${other.returnId}`,
      `invoices/${other.invoiceId}`,
      `invoices/${other.invoiceId}/pdf`,
      `deliveries/${other.deliveryId}`,
    ]) {
      expect((await api('GET', path, shop.plateau)).statusCode, path).toBe(404);
      expect((await api('GET', path, shop.yopougon)).statusCode, path).toBe(200);
    }
    for (const [path, body] of [
      [`payments/${other.paymentId}/void`, {}],
      [`returns/${other.returnId}/reject`, {}],
      [`invoices/${other.invoiceId}/credit-note`, {}],
      [`deliveries/${other.deliveryId}/status`, { status: 'taken_in_charge' }],
    ] as const) {
      expect((await api('POST', path, shop.plateau, body)).statusCode, path).toBe(404);
    }
    // nothing moved: the return still waits, the payment still counts
    const stillThere = await api('GET', `returns/${other.returnId}`, shop.yopougon);
    expect(stillThere.json<{ data: { status: string } }>().data.status).toBe('requested');
    const payment = await api('GET', `payments/${other.paymentId}`, shop.yopougon);
    expect(payment.json<{ data: { voided_at: string | null } }>().data.voided_at).toBeNull();
  });

  it('lets a courier see the parcels of every shop nobody has taken yet', async () => {
    const courier = await createStaff(t.app, admin, 'courrier');
    const seen = await api('GET', 'deliveries', undefined, undefined, courier);
    expect(seen.statusCode, seen.body).toBe(200);
    const ids = seen.json<Listed>().data.map((d) => d.id);
    expect(ids.sort()).toEqual([sales.plateau.deliveryId, sales.yopougon.deliveryId].sort());
  });

  it('exports the shop’s own rows only', async () => {
    const { plateau, yopougon } = sales;
    for (const [path, mine, theirs] of [
      ['payments/export', plateau.order.reference, yopougon.order.reference],
      ['returns/export', plateau.order.reference, yopougon.order.reference],
      ['invoices/export', plateau.invoiceReference, yopougon.invoiceReference],
    ] as const) {
      const csv = (await api('GET', path, shop.plateau)).body;
      const rows = csv.trim().split('\n').slice(1);
      expect(rows, path).toHaveLength(1);
      expect(rows[0], path).toContain(mine);
      expect(csv, path).not.toContain(theirs);
    }
  });
});
