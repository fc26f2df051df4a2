import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../src/app.ts';
import { type Account, registerCompany } from '../helpers/factories.ts';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { upgradePlan } from './cross-helpers.ts';

let t: TestApp;
let a: Account;
let b: Account;
/** Ids of company A's fixture records by resource. */
const recordsOfA: Record<string, string> = {};

/** Bodies that would change a record if the scope check were missing. */
/**
 * One record of company A per resource with /:id routes. A body may be a function of the records
 * created so far (ids by resource) and A's account, for resources that refer to others.
 */
type Fixture =
  | unknown
  | ((made: Record<string, string>, account: Account, t: TestApp) => Promise<unknown> | unknown);
const CREATE_BODIES: Record<string, Fixture> = {
  shops: { name: 'Dakar Plateau' },
  warehouses: { name: 'Entrepôt Pikine' },
  users: {
    name: 'Moussa Ndiaye',
    email: `moussa-${Date.now()}@example.test`,
    password: 'staff password 123',
    role: 'employee',
  },
  'stock-counts': async (_made: unknown, account: Account, t: TestApp) =>
    (await import('../../src/modules/stock/stock.test-helpers.ts')).tenantFixtureBody(
      t.ctx.db,
      account.companyId,
      'stock-counts',
    ),
  'stock-transfers': async (_made: unknown, account: Account, t: TestApp) =>
    (await import('../../src/modules/stock/stock.test-helpers.ts')).tenantFixtureBody(
      t.ctx.db,
      account.companyId,
      'stock-transfers',
    ),
  imports: { filename: 'products.csv', content: 'Title,Price\nPagne,1500\n' },
  'customer-imports': { filename: 'clients.csv', content: 'Nom;Téléphone\nAwa Diop;221771234567\n' },
  'media-files': { model: 'products', collection: 'images', content_type: 'image/png', ext: 'png' },
  suppliers: { name: 'Fournisseur Médina' },
  taxes: { code: 'TVA', label: 'TVA Médina', rate: 18 },
  discounts: { code: 'MEDINA10', label: 'Remise Médina', discount_type: 'percentage', discount_value: 10 },
  'shipping-fees': { label: 'Livraison Médina', city: 'Dakar', amount: 1500 },
  'payment-methods': { name: 'Wave Médina', kind: 'mobile_money_operator' },
  customers: { first_name: 'Awa', last_name: 'Médina', phone: '+221 77 000 00 01' },
  orders: { status: 'draft', lines: [{ title: 'Commande Médina', price: 5000, quantity: 1 }] },
  returns: async (_made: unknown, account: Account, t: TestApp) => {
    const sale = await call(t.app, 'POST', '/api/v1/admin/orders', {
      token: account.token,
      body: { lines: [{ title: 'Retour Médina', price: 5000, quantity: 2 }] },
    });
    const order = sale.json<{ data: { id: string; lines: { id: string }[] } }>().data;
    return { order_id: order.id, lines: [{ order_line_id: order.lines[0]!.id, quantity: 1 }] };
  },
  // The delivery opened by a confirmed order to deliver.
  deliveries: async (_made: unknown, account: Account, t: TestApp) => {
    const sale = await call(t.app, 'POST', '/api/v1/admin/orders', {
      token: account.token,
      body: { delivery_mode: 'delivery', lines: [{ title: 'Livraison Médina', price: 5000, quantity: 1 }] },
    });
    const list = await call(t.app, 'GET', '/api/v1/admin/deliveries', {
      token: account.token,
      query: { 'filter[order_id]': sale.json<{ data: { id: string } }>().data.id },
    });
    return { existingId: list.json<{ data: { id: string }[] }>().data[0]!.id };
  },
  'cash-sessions': { opening_float: 1000 },
  accounts: { code: '5219', label: 'Banque Médina' },
  'journal-entries': {
    date: new Date().toISOString().slice(0, 10),
    label: 'Apport Médina',
    lines: [
      { account: '571', debit: 5000 },
      { account: '101', credit: 5000 },
    ],
  },
  'treasury-accounts': { name: 'Banque Médina', kind: 'bank' },
  transactions: (made: Record<string, string>) => ({
    account_id: made['treasury-accounts'],
    direction: 'in',
    amount: 1000,
    label: 'Dépôt Médina',
  }),
  expenses: { category: 'OTHER_CHARGES', label: 'Dépense Médina', amount: 1000 },
  'recurring-expenses': {
    category: 'OPERATING_EXPENSES',
    label: 'Loyer Médina',
    amount: 1000,
    frequency: 'monthly',
    day: 5,
    start_date: '2026-01-01',
  },
  // No POST /invoices: an order's invoice.
  invoices: async (_made: unknown, account: Account, t: TestApp) => {
    const sale = await call(t.app, 'POST', '/api/v1/admin/orders', {
      token: account.token,
      body: { lines: [{ title: 'Facture Médina', price: 5000, quantity: 1 }] },
    });
    const invoice = await call(
      t.app,
      'POST',
      `/api/v1/admin/orders/${sale.json<{ data: { id: string } }>().data.id}/invoice`,
      {
        token: account.token,
        body: {},
      },
    );
    return { existingId: invoice.json<{ data: { id: string } }>().data.id };
  },
  // No POST /payments fixture body: a sale paid at once, then its payment.
  payments: async (_made: unknown, account: Account, t: TestApp) => {
    const { insertPaymentMethod } = await import('../../src/modules/orders/orders.test-helpers.ts');
    const method = await insertPaymentMethod(t.ctx.db, account.companyId, { name: 'Espèces Médina' });
    const sale = await call(t.app, 'POST', '/api/v1/admin/orders', {
      token: account.token,
      body: {
        lines: [{ title: 'Vente Médina', price: 5000, quantity: 1 }],
        payments: [{ payment_method_id: method, amount: 5000 }],
      },
    });
    const list = await call(t.app, 'GET', '/api/v1/admin/payments', {
      token: account.token,
      query: { 'filter[order_id]': sale.json<{ data: { id: string } }>().data.id },
    });
    return { existingId: list.json<{ data: { id: string }[] }>().data[0]!.id };
  },
  // No POST /online-payments: a checkout paid at the provider but flagged for a refund, written directly.
  'online-payments': async (_made: unknown, account: Account, t: TestApp) => {
    const { onlinePayments, paymentProviders } = await import('../../src/db/schema/index.ts');
    const sale = await call(t.app, 'POST', '/api/v1/admin/orders', {
      token: account.token,
      body: { lines: [{ title: 'Paiement en ligne Médina', price: 5000, quantity: 1 }] },
    });
    const orderId = sale.json<{ data: { id: string } }>().data.id;
    const invoice = await call(t.app, 'POST', `/api/v1/admin/orders/${orderId}/invoice`, {
      token: account.token,
      body: {},
    });
    const [provider] = await t.ctx.db
      .insert(paymentProviders)
      .values({ company_id: account.companyId, provider: 'stripe', credentials: 'sealed' })
      .returning();
    const [row] = await t.ctx.db
      .insert(onlinePayments)
      .values({
        company_id: account.companyId,
        document_id: invoice.json<{ data: { id: string } }>().data.id,
        order_id: orderId,
        provider_account_id: provider!.id,
        provider: 'stripe',
        amount: 5000,
        currency: 'XOF',
        status: 'needs_refund',
        failure: 'payments.more_than_due',
      })
      .returning();
    return { existingId: row!.id };
  },
  collections: { title: 'Collection Médina' },
  products: { title: 'Pagne wax', variants: [{ sku: 'TENANT-1', price: 1500 }] },
  // No POST /product-variants: the fixture points at the variant of the product above.
  'product-variants': async (made: Record<string, string>, account: Account, t: TestApp) => {
    const product = await call(t.app, 'GET', `/api/v1/admin/products/${made.products}`, {
      token: account.token,
      query: { include: 'variants' },
    });
    return { existingId: product.json<{ data: { variants: { id: string }[] } }>().data.variants[0]!.id };
  },
  'purchase-orders': (made: Record<string, string>) => ({
    supplier_id: made.suppliers,
    lines: [{ variant_id: made['product-variants'], quantity: 2, unit_cost: 1000 }],
  }),
  'supplier-bills': (made: Record<string, string>) => ({
    supplier_id: made.suppliers,
    lines: [{ title: 'Facture Médina', quantity: 1, unit_cost: 1000 }],
  }),
};
const UPDATE_BODY = { name: 'Taken over', is_active: false, role: 'manager', status: 'deactivated' };
/** Resources whose update body would not validate with UPDATE_BODY (a 422 before any scope check). */
const UPDATE_BODIES: Record<string, unknown> = {
  products: { title: 'Taken over', status: 'archived' },
  // PATCH /collections/:id reads title; PUT /collections/:id/products reads product_ids.
  collections: { title: 'Taken over', product_ids: [] },
  // PATCH /orders/:id reads notes; /status and /delivery-status read their status.
  orders: { notes: 'Taken over', status: 'cancelled', delivery_status: 'cancelled' },
  // POST /returns/:id/approve needs a resolution.
  returns: { resolution: 'credit_note', note: 'Taken over' },
  // POST /cash-sessions/:id/movements and /close read these.
  'cash-sessions': { kind: 'in', amount: 5, reason: 'Taken over', counted_cash: 0 },
  // POST /deliveries/:id/status reads status.
  deliveries: { status: 'cancelled', courier_id: null, instructions: 'Taken over' },
  // PATCH /customers/:id reads first_name; POST /customers/:id/addresses needs line1 and city.
  customers: { first_name: 'Taken over', line1: 'Rue prise', city: 'Dakar' },
  // PATCH /accounts/:id reads label.
  accounts: { label: 'Taken over' },
  // POST /supplier-bills/:id/payments needs an amount and a payment method.
  'supplier-bills': {
    notes: 'Taken over',
    amount: 1,
    payment_method_id: '01a20000-0000-7000-8000-000000000000',
  },
  'purchase-orders': { notes: 'Taken over' },
  // POST /online-payments/:id/refunded takes only a reference and a note.
  'online-payments': { reference: 'Taken over', note: 'Taken over' },
};

/**
 * B's call, with the resource's update body cut to the fields this route takes: one body serves
 * every route of a resource, and a field a route does not take is a 422 before any scope check.
 */
async function callWithKnownFields(route: RouteEntry, url: string, body: unknown) {
  const send = (payload: unknown) =>
    call(t.app, route.method as 'GET', url, { token: b.token, ...(route.hasBody ? { body: payload } : {}) });
  const first = await send(body);
  const errors = first.statusCode === 422 ? first.json<{ errors?: Record<string, string[]> }>().errors : {};
  const unknown = Object.entries(errors ?? {})
    .filter(([, messages]) => messages.some((m) => m.startsWith('Unknown field')))
    .map(([field]) => field);
  if (unknown.length === 0) return first;
  return send(Object.fromEntries(Object.entries(body as object).filter(([key]) => !unknown.includes(key))));
}

function resourceOf(url: string): string | undefined {
  return /\/api\/v1\/(?:admin\/)?([a-z_-]+)\/:id/.exec(url)?.[1];
}

beforeAll(async () => {
  t = await createTestApp();
  a = await registerCompany(t.app, { name: 'Company A' });
  b = await registerCompany(t.app, { name: 'Company B' });
  await upgradePlan(t.ctx, a.companyId);
  await upgradePlan(t.ctx, b.companyId);
  for (const [resource, fixture] of Object.entries(CREATE_BODIES)) {
    const body = typeof fixture === 'function' ? await fixture(recordsOfA, a, t) : fixture;
    if (body && typeof body === 'object' && 'existingId' in body) {
      recordsOfA[resource] = String(body.existingId);
      continue;
    }
    const created = await call(t.app, 'POST', `/api/v1/admin/${resource}`, { token: a.token, body });
    expect(created.statusCode, created.body).toBe(201);
    recordsOfA[resource] = created.json<{ data: { id: string } }>().data.id;
  }
});
afterAll(() => t.close());

describe('tenant isolation', () => {
  it("answers 404 to every /:id route called by company B on company A's records, and changes nothing", async () => {
    const idRoutes = t.app.routeTable.filter(
      (r) => r.url.includes(':id') && r.access && 'permission' in r.access,
    );
    expect(idRoutes.length).toBeGreaterThan(10);
    const leaks: string[] = [];
    for (const route of idRoutes) {
      const resource = resourceOf(route.url);
      const id = resource ? recordsOfA[resource] : undefined;
      if (!resource || !id) {
        leaks.push(`no fixture for ${route.method} ${route.url}: add one to CREATE_BODIES`);
        continue;
      }
      const url = route.url.replace(':id', id);
      const before = await call(t.app, 'GET', `/api/v1/admin/${resource}/${id}`, { token: a.token });
      const response = await callWithKnownFields(route, url, UPDATE_BODIES[resource] ?? UPDATE_BODY);
      if (response.statusCode !== 404) leaks.push(`${route.method} ${route.url} → ${response.statusCode}`);
      if (response.body.includes(id) && response.statusCode !== 404)
        leaks.push(`${route.method} ${route.url} shows the id`);
      const after = await call(t.app, 'GET', `/api/v1/admin/${resource}/${id}`, { token: a.token });
      if (after.body !== before.body) leaks.push(`${route.method} ${route.url} changed A's record`);
    }
    expect(leaks).toEqual([]);
  });

  it("never lists company A's records to company B", async () => {
    for (const [resource, id] of Object.entries(recordsOfA)) {
      const list = await call(t.app, 'GET', `/api/v1/admin/${resource}`, {
        token: b.token,
        query: { per_page: '100' },
      });
      expect(list.statusCode, resource).toBe(200);
      expect(list.body, resource).not.toContain(id);
    }
  });

  it("keeps company B's profile and company endpoints on company B", async () => {
    const company = await call(t.app, 'GET', '/api/v1/admin/company', { token: b.token });
    expect(company.json<{ data: { id: string } }>().data.id).toBe(b.companyId);
    const spoofed = await call(t.app, 'GET', '/api/v1/admin/company', {
      token: b.token,
      headers: { 'x-company-id': a.companyId },
    });
    expect(spoofed.statusCode).toBe(403);
    const shop = await call(t.app, 'GET', '/api/v1/admin/users', {
      token: b.token,
      headers: { 'x-shop-id': recordsOfA.shops! },
    });
    expect(shop.statusCode).toBe(404);
  });
});
