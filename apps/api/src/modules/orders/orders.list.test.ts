import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, registerCompany } from '../../../test/helpers/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { customers } from '../../db/schema/index.ts';
import { defaultShopId } from './orders.repo.ts';
import { insertCustomer } from './orders.test-helpers.ts';

let t: TestApp;
let admin: Account;
let awa: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await registerCompany(t.app, { currency: 'XAF' });
  awa = await insertCustomer(t.ctx.db, admin.companyId, { name: 'Awa Traoré', phone: '22507080910' });
  const line = { title: 'Tissu', price: 4_000, quantity: 1 };
  const created = [
    { lines: [line], customer_id: awa, notes: 'Livrer le matin' },
    { status: 'quotation', lines: [{ ...line, quantity: 3 }] },
    {
      status: 'draft',
      lines: [line, { title: 'Fil', price: 500, quantity: 2 }],
      customer_id: awa,
      delivery_mode: 'delivery',
      shipping_address: { line1: 'Rue 12', city: 'Abidjan' },
    },
    { lines: [{ ...line, price: 1_000 }] },
  ];
  for (const body of created) {
    const response = await call(t.app, 'POST', '/api/v1/admin/orders', { token: admin.token, body });
    expect(response.statusCode, response.body).toBe(201);
  }
});
afterAll(() => t.close());

type Listed = { data: { id: string; number: number; total: number }[]; meta: Record<string, unknown> };
const list = async (query: Record<string, string>, headers: Record<string, string> = {}) => {
  const response = await call(t.app, 'GET', '/api/v1/admin/orders', { token: admin.token, query, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Listed>();
};
const numbers = async (query: Record<string, string>) => (await list(query)).data.map((o) => o.number);

describe('the order list (hand-written SQL)', () => {
  it('answers each order exactly as GET /orders/:id does (with lines and customer)', async () => {
    const listed = await call(t.app, 'GET', '/api/v1/admin/orders', {
      token: admin.token,
      query: { include: 'lines' },
    });
    const items = listed.json<{ data: { id: string }[] }>().data;
    expect(items).toHaveLength(4);
    for (const item of items) {
      const one = await call(t.app, 'GET', `/api/v1/admin/orders/${item.id}`, { token: admin.token });
      expect(JSON.stringify(item)).toBe(JSON.stringify(one.json<{ data: unknown }>().data));
    }
  });

  it('filters (one or several values, dates, customer, shop), sorts and pages', async () => {
    expect(await numbers({})).toEqual([4, 3, 2, 1]);
    expect(await numbers({ 'filter[status]': 'quotation,draft' })).toEqual([3, 2]);
    expect(await numbers({ 'filter[status]': 'confirmed', 'filter[customer_id]': awa })).toEqual([1]);
    expect(await numbers({ 'filter[delivery_mode]': 'delivery' })).toEqual([3]);
    const nobody = '01900000-0000-7000-8000-000000000001';
    expect(await numbers({ 'filter[customer_id]': `${nobody},${awa}` })).toEqual([3, 1]);
    expect(await numbers({ 'filter[channel]': 'admin,pos' })).toEqual([4, 3, 2, 1]);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect(await numbers({ 'filter[created_from]': tomorrow })).toEqual([]);
    expect(await numbers({ 'filter[created_to]': tomorrow })).toEqual([4, 3, 2, 1]);
    expect(await numbers({ sort: 'total' })).toEqual([4, 1, 3, 2]);
    expect(await numbers({ sort: '-number,total' })).toEqual([4, 3, 2, 1]);
    expect(await numbers({ sort: 'number' })).toEqual([1, 2, 3, 4]);

    const page = await list({ per_page: '3', page: '2', 'filter[status]': 'confirmed,quotation,draft' });
    expect(page.data.map((o) => o.number)).toEqual([1]);
    expect(page.meta).toMatchObject({ total: 4, total_exact: true, last_page: 2, from: 4, to: 4 });

    // The total rides on the page's rows; a page past the end counts apart (row counter or capped count).
    expect((await list({ per_page: '2' })).meta).toMatchObject({ total: 4, total_exact: true, last_page: 2 });
    const pastEnd = await list({ per_page: '2', page: '5' });
    expect(pastEnd.data).toEqual([]);
    expect(pastEnd.meta).toMatchObject({ total: 4, total_exact: true });
    const filteredPastEnd = await list({ per_page: '2', page: '5', 'filter[status]': 'confirmed' });
    expect(filteredPastEnd.meta).toMatchObject({ total: 2, total_exact: true });
    expect((await list({ search: 'awa', page: '3' })).meta).toMatchObject({ total: 2 });

    const shopId = (await defaultShopId(t.ctx.db, admin.companyId))!;
    const inShop = await list({ 'filter[shop_id]': shopId }, { 'x-shop-id': shopId });
    expect(inShop.data.map((o) => o.number)).toEqual([4, 3, 2, 1]);
    expect(inShop.meta.total).toBe(4);
    const elsewhere = await list({ 'filter[shop_id]': '01900000-0000-7000-8000-000000000000' });
    expect(elsewhere.data).toEqual([]);
  });

  it('counts a narrowed list to the end of its block of ten pages, past it the total is a floor', async () => {
    const shop = await registerCompany(t.app, { currency: 'XAF' });
    const body = { status: 'draft', lines: [{ title: 'Tissu', price: 1_000, quantity: 1 }] };
    const created = await call(t.app, 'POST', '/api/v1/admin/orders', { token: shop.token, body });
    expect(created.statusCode, created.body).toBe(201);
    // 109 copies of that draft, numbered 2…110 (the lines are not listed).
    const id = created.json<{ data: { id: string } }>().data.id;
    await t.ctx.db.execute(
      sql`create temp table order_copies as select o.*, n from orders o, generate_series(2, 110) n where o.id = ${id}`,
    );
    await t.ctx.db.execute(sql`update order_copies set id = gen_random_uuid(), number = n`);
    await t.ctx.db.execute(sql`alter table order_copies drop column n`);
    await t.ctx.db.execute(sql`insert into orders select * from order_copies`);
    await t.ctx.db.execute(sql`drop table order_copies`);
    const meta = async (query: Record<string, string>) => {
      const response = await call(t.app, 'GET', '/api/v1/admin/orders', {
        token: shop.token,
        query: { per_page: '10', ...query },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Listed>().meta;
    };
    const drafts = { 'filter[status]': 'draft' };

    // per_page 10: pages 1–10 count up to 100 orders, pages 11–20 up to 200.
    expect(await meta({ ...drafts, page: '1' })).toMatchObject({
      total: 100,
      total_exact: false,
      last_page: 10,
    });
    expect(await meta({ ...drafts, page: '10' })).toMatchObject({ total: 100, total_exact: false, from: 91 });
    expect(await meta({ ...drafts, page: '11' })).toMatchObject({
      total: 110,
      total_exact: true,
      last_page: 11,
    });
    expect(await meta({ ...drafts, page: '13' })).toMatchObject({
      total: 110,
      total_exact: true,
      from: null,
    });
    expect(await meta({ search: '#3', page: '1' })).toMatchObject({ total: 1, total_exact: true });
  });

  it('searches numbers, names and phones; bad values are still a 400', async () => {
    expect(await numbers({ search: '#0002' })).toEqual([2]);
    expect(await numbers({ search: 'awa' })).toEqual([3, 1]);
    expect(await numbers({ search: '+225 07 08' })).toEqual([3, 1]);
    expect(await numbers({ search: '100%_x' })).toEqual([]);
    const bad: Record<string, string>[] = [
      { 'filter[status]': 'nope' },
      { 'filter[created_from]': 'x' },
      { sort: 'id' },
    ];
    for (const query of bad) {
      const response = await call(t.app, 'GET', '/api/v1/admin/orders', { token: admin.token, query });
      expect(response.statusCode).toBe(400);
    }
  });

  it('searches customer names: literal % and _, accents, other companies, no match, many matching customers', async () => {
    const order = async (customerId: string) => {
      const body = { lines: [{ title: 'Pagne', price: 2_000, quantity: 1 }], customer_id: customerId };
      const response = await call(t.app, 'POST', '/api/v1/admin/orders', { token: admin.token, body });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ data: { number: number } }>().data.number;
    };
    const literal = await order(
      await insertCustomer(t.ctx.db, admin.companyId, { name: 'Tissus 100%_Coton' }),
    );
    const other = await registerCompany(t.app, { currency: 'XAF' });
    await insertCustomer(t.ctx.db, other.companyId, { name: 'Éloïse Kouamé' });
    const eloise = await order(await insertCustomer(t.ctx.db, admin.companyId, { name: 'Éloïse Kouamé' }));
    // % and _ are the characters themselves; accents are kept; another company's customers never match.
    expect(await numbers({ search: '100%_' })).toEqual([literal]);
    expect(await numbers({ search: '0%_c' })).toEqual([literal]);
    expect(await numbers({ search: '100_%' })).toEqual([]);
    expect(await numbers({ search: 'éloïse kouamé' })).toEqual([eloise]);
    expect(await numbers({ search: 'Nobody' })).toEqual([]);
    expect(await numbers({ search: 'éLo' })).toEqual([eloise]);
    expect((await list({ search: 'Nobody', page: '2' })).meta).toMatchObject({ total: 0, total_exact: true });

    // Thousands of matching customers: the same orders found and counted.
    await t.ctx.db.execute(
      sql`insert into customers (id, company_id, name) select gen_random_uuid(), ${admin.companyId}, 'Yapo ' || n from generate_series(1, 4001) n`,
    );
    const [row] = await t.ctx.db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.company_id, admin.companyId), eq(customers.name, 'Yapo 4001')));
    const yapo = row!.id;
    const yapos = [await order(yapo), await order(yapo)];
    expect(await numbers({ search: 'yapo' })).toEqual(yapos.toReversed());
    expect((await list({ search: 'YAPO', per_page: '1', page: '3' })).meta).toMatchObject({ total: 2 });
    expect(await numbers({ search: 'Yapo 4001' })).toEqual(yapos.toReversed());
    // 'Yapo 1' is 1,111 customers, 'Yapo' 4,001.
    const [thousand] = await t.ctx.db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.company_id, admin.companyId), eq(customers.name, 'Yapo 1000')));
    const many = await order(thousand!.id);
    expect(await numbers({ search: 'Yapo 1' })).toEqual([many]);
    expect((await list({ search: 'Yapo 1', page: '2' })).meta).toMatchObject({ total: 1, total_exact: true });
    expect(await numbers({ search: 'Yapo 1', 'filter[status]': 'draft' })).toEqual([]);
    expect((await list({ search: 'Yapo 1', 'filter[status]': 'draft' })).meta).toMatchObject({ total: 0 });
    // A number also finds its order when many customers' phones or names hold its digits.
    expect(await numbers({ search: String(literal) })).toContain(literal);
  });
});
