import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/helpers/test-app.ts';
import { seedDemo } from './demo-data.ts';
import { DEMO_PINNED_TITLES } from './demo-pos-tiles.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo seed', () => {
  it('builds the demo merchant whose printed logins work, and running it again changes nothing', async () => {
    const logins = await seedDemo(t.app, t.ctx);
    const again = await seedDemo(t.app, t.ctx);
    expect(again).toEqual(logins);

    const owner = logins[0]!;
    const login = await call(t.app, 'POST', '/api/v1/auth/login', {
      body: { email: owner.email, password: owner.password },
    });
    expect(login.statusCode).toBe(200);
    const token = login.json<{ accessToken: string }>().accessToken;
    const shops = await call(t.app, 'GET', '/api/v1/admin/shops', { token });
    expect(shops.json<{ meta: { total: number } }>().meta.total).toBe(2);
    const users = await call(t.app, 'GET', '/api/v1/admin/users', { token });
    expect(users.json<{ meta: { total: number } }>().meta.total).toBe(6);
    const customers = await call(t.app, 'GET', '/api/v1/admin/customers', {
      token,
      query: { 'filter[type]': 'company' },
    });
    expect(customers.json<{ meta: { total: number } }>().meta.total).toBe(3);
    const all = await call(t.app, 'GET', '/api/v1/admin/customers', { token });
    expect(all.json<{ meta: { total: number } }>().meta.total).toBe(8);

    // A catalogue and a year of sales: paid, delivered, owed, invoiced, returned.
    const products = await call(t.app, 'GET', '/api/v1/admin/products', { token });
    expect(products.json<{ meta: { total: number } }>().meta.total).toBeGreaterThan(10);
    // Every variant for sale has its price and SKU (sizes and colours included).
    const variants = await call(t.app, 'GET', '/api/v1/admin/product-variants', {
      token,
      query: { per_page: '100' },
    });
    const priced = variants.json<{ data: { title: string; sku: string | null; price: number }[] }>().data;
    expect(priced.filter((v) => v.title.includes('XL')).length).toBeGreaterThanOrEqual(2);
    for (const variant of priced) {
      expect(variant.price, `${variant.title} ${variant.sku}`).toBeGreaterThan(0);
      expect(variant.sku, variant.title).toBeTruthy();
    }
    const orders = await call(t.app, 'GET', '/api/v1/admin/orders', { token, query: { per_page: '100' } });
    const sold = orders.json<{
      data: {
        payment_status: string;
        delivery_status: string;
        delivery_mode: string;
        shipping_total: number;
        created_at: string;
      }[];
    }>().data;
    // Every delivery pays its district's fee (1,000 FCFA in the centre, 1,500 elsewhere in Douala).
    const delivered = sold.filter((o) => o.delivery_mode === 'delivery');
    expect(delivered.length).toBeGreaterThan(0);
    expect(new Set(delivered.map((o) => o.shipping_total))).toEqual(new Set([1_000, 1_500]));
    expect(sold.length).toBeGreaterThan(50);
    for (const status of ['paid', 'partially_paid'])
      expect(
        sold.some((o) => o.payment_status === status),
        status,
      ).toBe(true);
    expect(sold.some((o) => o.delivery_status === 'delivered')).toBe(true);
    // Deliveries move back with their sales: the dashboard's "today" card holds none of last year's.
    const todays = await call(t.app, 'GET', '/api/v1/admin/analytics/today-deliveries', { token });
    expect(todays.statusCode, todays.body).toBe(200);
    const moved = todays.json<{ data: { results: { status: string }[] } }>().data.results;
    expect(moved.filter((d) => d.status === 'delivered')).toEqual([]);
    const oldest = Math.min(...sold.map((o) => Date.parse(o.created_at)));
    expect(Date.now() - oldest).toBeGreaterThan(300 * 86_400_000);
    const invoices = await call(t.app, 'GET', '/api/v1/admin/invoices', { token });
    expect(invoices.json<{ meta: { total: number } }>().meta.total).toBeGreaterThan(5);
    // The money side: a bank and the cash account with balances, expenses owed and paid, recurring rent.
    const accounts = await call(t.app, 'GET', '/api/v1/admin/treasury-accounts', { token });
    const balances = accounts.json<{ data: { name: string; balance: number }[] }>().data;
    expect(balances.map((a) => a.name)).toContain('Afriland First Bank');
    for (const account of balances) expect(account.balance, account.name).toBeGreaterThanOrEqual(0);
    const rent = await call(t.app, 'GET', '/api/v1/admin/expenses', {
      token,
      query: { search: 'Loyer', per_page: '100' },
    });
    expect(rent.json<{ data: { status: string }[] }>().data.length).toBeGreaterThanOrEqual(5);
    const owed = await call(t.app, 'GET', '/api/v1/admin/expenses', {
      token,
      query: { 'filter[overdue]': 'true' },
    });
    expect(owed.json<{ meta: { total: number } }>().meta.total).toBeGreaterThan(0);
    // Purchasing: an order received and paid, one partly received with an overdue bill, one awaiting approval.
    const purchases = await call(t.app, 'GET', '/api/v1/admin/purchase-orders', { token });
    const statuses = purchases.json<{ data: { status: string }[] }>().data.map((o) => o.status);
    for (const status of ['received', 'partially_received', 'submitted', 'draft'])
      expect(statuses).toContain(status);
    const unpaid = await call(t.app, 'GET', '/api/v1/admin/supplier-bills', {
      token,
      query: { 'filter[status]': 'open,partially_paid' },
    });
    const bills = unpaid.json<{ data: { days_overdue: number; balance_due: number }[] }>().data;
    expect(bills.length).toBe(2);
    expect(bills.some((b) => b.days_overdue > 0)).toBe(true);
    // One return decided, one awaiting approval, each saying which sale it comes from.
    const returns = await call(t.app, 'GET', '/api/v1/admin/returns', { token });
    const asked = returns.json<{
      data: { status: string; decided_at: string | null; order_reference: string }[];
    }>();
    expect(asked.data.map((r) => r.status).sort()).toEqual(['approved', 'requested']);
    expect(asked.data.find((r) => r.status === 'requested')!.decided_at).toBeNull();
    for (const r of asked.data) expect(r.order_reference).toMatch(/^#\d+$/);
    // Today's drawer, closed 500 short after two cash sales and fuel paid from the till.
    const sessions = await call(t.app, 'GET', '/api/v1/admin/cash-sessions', { token });
    const drawers = sessions.json<{
      data: {
        status: string;
        report: { sales_count: number; cash_out: number; difference: number | null };
      }[];
    }>().data;
    expect(drawers).toHaveLength(1);
    expect(drawers[0]).toMatchObject({
      status: 'closed',
      report: { sales_count: 2, cash_out: 2_000, difference: -500 },
    });
    // The dashboard has a year to show: figures for the last 12 months and a monthly series with sales.
    // Dates as the company reads them (Africa/Douala): from 23:00 UTC its today is UTC's tomorrow.
    const companyDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Douala' });
    const today = new Date();
    const yearAgo = new Date(today.getTime() - 364 * 86_400_000);
    const period = { startDate: companyDate.format(yearAgo), endDate: companyDate.format(today) };
    const stats = await call(t.app, 'GET', '/api/v1/admin/analytics/stats', { token, query: period });
    expect(stats.statusCode, stats.body).toBe(200);
    const figures = stats.json<{ data: { stats: { item: string; value: number }[] } }>().data.stats;
    expect(figures.find((f) => f.item === 'orders')!.value).toBeGreaterThan(50);
    expect(figures.find((f) => f.item === 'revenue')!.value).toBeGreaterThan(0);
    const series = await call(t.app, 'GET', '/api/v1/admin/analytics/stats/orders/group-by/', {
      token,
      query: { ...period, field: 'date' },
    });
    const buckets = series.json<{ data: { bucket: string; rows: { revenue: number }[] } }>().data;
    expect(buckets.bucket).toBe('month');
    expect(buckets.rows.filter((row) => row.revenue > 0).length).toBeGreaterThanOrEqual(10);

    // The main shop's counter starts with its everyday products pinned first, in order.
    const picks = await call(t.app, 'GET', '/api/v1/admin/pos/quick-picks', { token });
    const tiles = picks.json<{ data: { pinned: boolean; product: { title: string } }[] }>().data;
    expect(
      tiles.slice(0, DEMO_PINNED_TITLES.length).map((tile) => [tile.product.title, tile.pinned]),
    ).toEqual(DEMO_PINNED_TITLES.map((title) => [title, true]));

    for (const staff of logins.filter((l) => l.pin && l.companyCode)) {
      const byPin = await call(t.app, 'POST', '/api/v1/auth/login-with-pin', {
        body: { company_code: staff.companyCode, pin: staff.pin },
      });
      expect(byPin.statusCode, staff.who).toBe(200);
    }
    const operator = logins.at(-1)!;
    const asOperator = await call(t.app, 'POST', '/api/v1/auth/login', {
      body: { email: operator.email, password: operator.password },
    });
    const companies = await call(t.app, 'GET', '/api/v1/platform/companies', {
      token: asOperator.json<{ accessToken: string }>().accessToken,
    });
    expect(companies.statusCode).toBe(200);
  }, 240_000);
});
