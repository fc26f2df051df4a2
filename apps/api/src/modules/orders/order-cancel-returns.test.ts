import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, registerCompany } from '../../../test/helpers/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { productVariants } from '../../db/schema/index.ts';
import { sellable } from './orders.test-helpers.ts';

// Found by the ledger property test: cancelling an order after a return brought the returned goods
// back a second time and reversed their sale twice. A returned order is not cancelled (409).

let t: TestApp;
let admin: Account;
beforeAll(async () => {
  t = await createTestApp();
  admin = await registerCompany(t.app, { name: 'Boutique Retour', currency: 'XOF' });
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST', url: string, body?: unknown, lang = 'en') =>
  call(t.app, method, `/api/v1/admin${url}`, {
    token: admin.token,
    headers: { 'accept-language': lang },
    ...(body !== undefined ? { body } : {}),
  });

describe('cancelling an order with returns', () => {
  it('is refused (409 in_use) while a return is requested or approved; stock and books stay', async () => {
    const { variantId } = await sellable(t.app, t.ctx.db, admin, { title: 'Pagne', price: 5_000, stock: 5 });
    await t.ctx.db.update(productVariants).set({ cost: 3_000 }).where(eq(productVariants.id, variantId));
    const sold = await api('POST', '/orders', { lines: [{ variant_id: variantId, quantity: 2 }] });
    expect(sold.statusCode, sold.body).toBe(201);
    const order = sold.json<{ data: { id: string; lines: { id: string }[] } }>().data;
    const requested = await api('POST', '/returns', {
      order_id: order.id,
      lines: [{ order_line_id: order.lines[0]!.id, quantity: 1 }],
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const returnId = requested.json<{ data: { id: string } }>().data.id;

    const pending = await api('POST', `/orders/${order.id}/status`, { status: 'cancelled' });
    expect(pending.statusCode, pending.body).toBe(409);
    expect(pending.json<{ code: string }>().code).toBe('in_use');

    const approved = await api('POST', `/returns/${returnId}/approve`, { resolution: 'credit_note' });
    expect(approved.statusCode, approved.body).toBe(200);
    const refused = await api('POST', `/orders/${order.id}/status`, { status: 'cancelled' }, 'fr');
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain('commande');
    const [variant] = await t.ctx.db
      .select({ quantity: productVariants.quantity })
      .from(productVariants)
      .where(eq(productVariants.id, variantId));
    expect(variant!.quantity).toBe(4);
    const after = (await api('GET', `/orders/${order.id}`)).json<{ data: { status: string } }>().data;
    expect(after.status).toBe('confirmed');
  });

  it('an order whose invoice was credited is not cancelled, and a cancelled order is not credited', async () => {
    const { variantId } = await sellable(t.app, t.ctx.db, admin, { title: 'Thé', price: 1_000, stock: 4 });
    const sell = async () =>
      (await api('POST', '/orders', { lines: [{ variant_id: variantId, quantity: 1 }] })).json<{
        data: { id: string };
      }>().data.id;
    const invoiceOf = async (orderId: string) => {
      const issued = await api('POST', `/orders/${orderId}/invoice`, {});
      expect(issued.statusCode, issued.body).toBe(201);
      return issued.json<{ data: { id: string } }>().data.id;
    };
    const credited = await sell();
    const note = await api('POST', `/invoices/${await invoiceOf(credited)}/credit-note`, {});
    expect(note.statusCode, note.body).toBe(201);
    const refused = await api('POST', `/orders/${credited}/status`, { status: 'cancelled' });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json<{ code: string }>().code).toBe('in_use');

    const cancelled = await sell();
    const invoice = await invoiceOf(cancelled);
    expect((await api('POST', `/orders/${cancelled}/status`, { status: 'cancelled' })).statusCode).toBe(200);
    const late = await api('POST', `/invoices/${invoice}/credit-note`, {});
    expect(late.statusCode, late.body).toBe(409);
  });

  it('nothing is credited twice: no return after a full invoice credit, no full credit after a return', async () => {
    const { variantId } = await sellable(t.app, t.ctx.db, admin, { title: 'Café', price: 2_000, stock: 4 });
    const sell = async () =>
      (await api('POST', '/orders', { lines: [{ variant_id: variantId, quantity: 1 }] })).json<{
        data: { id: string; lines: { id: string }[] };
      }>().data;
    const invoiceOf = async (orderId: string) =>
      (await api('POST', `/orders/${orderId}/invoice`, {})).json<{ data: { id: string } }>().data.id;
    const returnOf = async (order: { id: string; lines: { id: string }[] }) =>
      (
        await api('POST', '/returns', {
          order_id: order.id,
          lines: [{ order_line_id: order.lines[0]!.id, quantity: 1 }],
        })
      ).json<{ data: { id: string } }>().data.id;

    const credited = await sell();
    expect((await api('POST', `/invoices/${await invoiceOf(credited.id)}/credit-note`, {})).statusCode).toBe(
      201,
    );
    const late = await api(
      'POST',
      `/returns/${await returnOf(credited)}/approve`,
      { resolution: 'credit_note' },
      'fr',
    );
    expect(late.statusCode, late.body).toBe(422);
    expect(late.json<{ errors: Record<string, string[]> }>().errors.resolution?.[0]).toContain('déjà');

    const returned = await sell();
    const invoice = await invoiceOf(returned.id);
    const approved = await api('POST', `/returns/${await returnOf(returned)}/approve`, {
      resolution: 'credit_note',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const twice = await api('POST', `/invoices/${invoice}/credit-note`, {});
    expect(twice.statusCode, twice.body).toBe(409);
    const order = (await api('GET', `/orders/${returned.id}`)).json<{
      data: { total: number; credited_total: number };
    }>().data;
    expect(order.credited_total).toBe(order.total);
  });

  it('an order without returns is still cancelled, its goods back in stock', async () => {
    const { variantId } = await sellable(t.app, t.ctx.db, admin, { title: 'Savon', price: 500, stock: 3 });
    const sold = await api('POST', '/orders', { lines: [{ variant_id: variantId, quantity: 2 }] });
    const id = sold.json<{ data: { id: string } }>().data.id;
    const cancelled = await api('POST', `/orders/${id}/status`, { status: 'cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [variant] = await t.ctx.db
      .select({ quantity: productVariants.quantity })
      .from(productVariants)
      .where(eq(productVariants.id, variantId));
    expect(variant!.quantity).toBe(3);
  });
});
