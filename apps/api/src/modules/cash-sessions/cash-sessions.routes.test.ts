import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createStaff, registerCompany } from '../../../test/helpers/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { insertPaymentMethod } from '../orders/orders.test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface SessionData {
  id: string;
  reference: string;
  status: string;
  counted_cash: number | null;
  report: {
    sales_count: number;
    cash_sales: number;
    cash_refunds: number;
    cash_in: number;
    cash_out: number;
    expected_cash: number;
    difference: number | null;
    by_method: { name: string; received: number; refunded: number }[];
  };
}
const api = (account: Account, method: 'GET' | 'POST', path: string, body?: unknown, lang = 'en') =>
  call(t.app, method, `/api/v1/admin/${path}`, {
    token: account.token,
    headers: { 'accept-language': lang },
    ...(body !== undefined ? { body } : {}),
  });

describe('the cash drawer of a day', () => {
  it('opens with a float, counts cash sales, refunds and movements, and closes with the difference (Z report)', async () => {
    const admin = await registerCompany(t.app, { currency: 'XAF' });
    const cashier = await createStaff(t.app, admin, 'employee');
    const setup = await api(cashier, 'GET', 'pos/setup');
    const cash = setup
      .json<{ data: { payment_methods: { id: string; kind: string }[] } }>()
      .data.payment_methods.find((m) => m.kind === 'cash')!.id;
    const momo = await insertPaymentMethod(t.ctx.db, admin.companyId, {
      name: 'MTN MoMo',
      kind: 'mobile_money_operator',
    });

    const opened = await api(cashier, 'POST', 'cash-sessions', { opening_float: 20_000 });
    expect(opened.statusCode, opened.body).toBe(201);
    const session = opened.json<{ data: SessionData }>().data;
    expect(session.reference).toMatch(/^Z-\d{4}-0001$/);
    expect((await api(cashier, 'POST', 'cash-sessions', { opening_float: 0 })).statusCode).toBe(409);

    const sell = (payments: unknown[]) =>
      api(cashier, 'POST', 'orders', {
        channel: 'pos',
        lines: [{ title: 'Beignets', price: 5_000, quantity: 3 }],
        payments,
      });
    expect((await sell([{ payment_method_id: cash, amount: 15_000 }])).statusCode).toBe(201);
    expect(
      (
        await sell([
          { payment_method_id: cash, amount: 5_000 },
          { payment_method_id: momo, amount: 10_000 },
        ])
      ).statusCode,
    ).toBe(201);
    const refunded = (await sell([{ payment_method_id: cash, amount: 15_000 }])).json<{
      data: { id: string };
    }>().data.id;
    expect(
      (
        await api(admin, 'POST', 'payments', {
          order_id: refunded,
          payment_method_id: cash,
          amount: 2_000,
          kind: 'refund',
        })
      ).statusCode,
    ).toBe(201);
    await api(cashier, 'POST', `cash-sessions/${session.id}/movements`, {
      kind: 'out',
      amount: 10_000,
      reason: 'Achat de sachets',
    });
    await api(cashier, 'POST', `cash-sessions/${session.id}/movements`, {
      kind: 'in',
      amount: 5_000,
      reason: 'Monnaie de la banque',
    });

    const current = (await api(cashier, 'GET', 'cash-sessions/current')).json<{ data: SessionData }>().data;
    // 20 000 + (15 000 + 5 000 + 15 000) − 2 000 + 5 000 − 10 000 = 48 000
    expect(current.report).toMatchObject({
      sales_count: 3,
      cash_sales: 35_000,
      cash_refunds: 2_000,
      cash_in: 5_000,
      cash_out: 10_000,
      expected_cash: 48_000,
      difference: null,
    });
    expect(current.report.by_method.find((m) => m.name === 'MTN MoMo')).toMatchObject({ received: 10_000 });

    const closed = await api(cashier, 'POST', `cash-sessions/${session.id}/close`, {
      counted_cash: 47_500,
      note: 'Billet abîmé',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json<{ data: SessionData }>().data).toMatchObject({
      status: 'closed',
      counted_cash: 47_500,
      report: { expected_cash: 48_000, difference: -500 },
    });
    // Closed: no more movements, nothing open, and a new day can start.
    const late = await api(
      cashier,
      'POST',
      `cash-sessions/${session.id}/movements`,
      { kind: 'in', amount: 1, reason: 'x' },
      'fr',
    );
    expect(late.json<{ errors: Record<string, string[]> }>().errors.kind).toEqual([
      'Cette caisse est fermée.',
    ]);
    expect((await api(cashier, 'GET', 'cash-sessions/current')).json<{ data: null }>().data).toBeNull();
    expect((await api(cashier, 'POST', 'cash-sessions', { opening_float: 0 })).statusCode).toBe(201);
  });
});

describe('permissions and scope', () => {
  it('a courier cannot open a drawer; another company’s session is a 404', async () => {
    const admin = await registerCompany(t.app);
    const courier = await createStaff(t.app, admin, 'courrier');
    expect((await api(courier, 'POST', 'cash-sessions', { opening_float: 0 })).statusCode).toBe(403);
    const opened = (await api(admin, 'POST', 'cash-sessions', { opening_float: 1_000 })).json<{
      data: SessionData;
    }>().data;
    expect(
      (await api(admin, 'GET', 'cash-sessions?filter[status]=open')).json<{ data: SessionData[] }>().data,
    ).toHaveLength(1);

    const other = await registerCompany(t.app);
    expect((await api(other, 'GET', `cash-sessions/${opened.id}`)).statusCode).toBe(404);
    expect(
      (await api(other, 'POST', `cash-sessions/${opened.id}/close`, { counted_cash: 0 })).statusCode,
    ).toBe(404);
    expect(
      (
        await api(other, 'POST', `cash-sessions/${opened.id}/movements`, {
          kind: 'in',
          amount: 5,
          reason: 'x',
        })
      ).statusCode,
    ).toBe(404);
  });
});

interface HistoryRow extends SessionData {
  shop_id: string;
  shop_name: string | null;
  opened_by_name: string | null;
  closed_by_name: string | null;
  opened_at: string;
  closed_at: string | null;
}

/** An ISO instant as the export writes it for a company on UTC: "YYYY-MM-DD HH:mm". */
const inFile = (iso: string | null) => (iso === null ? '' : `${iso.slice(0, 10)} ${iso.slice(11, 16)}`);

/** The data rows of a CSV export, without its BOM and header. */
const csvRows = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .slice(1);

describe('the sessions history and its export', () => {
  let owner: Account;
  let cashier: Account;
  let shopName: string;
  let closed: HistoryRow;
  let open: HistoryRow;
  beforeAll(async () => {
    // A company of its own: its history holds exactly these two sessions.
    owner = await registerCompany(t.app, { currency: 'XAF' });
    cashier = await createStaff(t.app, owner, 'employee');
    shopName = (await api(owner, 'GET', 'shops')).json<{ data: { name: string }[] }>().data[0]!.name;
    const cash = (await api(cashier, 'GET', 'pos/setup'))
      .json<{ data: { payment_methods: { id: string; kind: string }[] } }>()
      .data.payment_methods.find((m) => m.kind === 'cash')!.id;

    // The cashier opens with 10 000, sells 6 000 in cash; the owner counts 15 000 and closes: 1 000 short.
    const first = (await api(cashier, 'POST', 'cash-sessions', { opening_float: 10_000 })).json<{
      data: HistoryRow;
    }>().data;
    const sold = await api(cashier, 'POST', 'orders', {
      channel: 'pos',
      lines: [{ title: 'Attiéké poisson', price: 3_000, quantity: 2 }],
      payments: [{ payment_method_id: cash, amount: 6_000 }],
    });
    expect(sold.statusCode, sold.body).toBe(201);
    const shut = await api(owner, 'POST', `cash-sessions/${first.id}/close`, { counted_cash: 15_000 });
    expect(shut.statusCode, shut.body).toBe(200);
    closed = shut.json<{ data: HistoryRow }>().data;
    open = (await api(owner, 'POST', 'cash-sessions', { opening_float: 2_500 })).json<{ data: HistoryRow }>()
      .data;
  });

  it('names the shop and who opened and closed each session, in every answer', async () => {
    expect(closed).toMatchObject({
      shop_name: shopName,
      opened_by_name: 'Staff employee',
      closed_by_name: 'Awa Diop',
      report: { expected_cash: 16_000, difference: -1_000 },
    });
    expect(open).toMatchObject({ shop_name: shopName, opened_by_name: 'Awa Diop', closed_by_name: null });

    const list = await api(owner, 'GET', 'cash-sessions');
    expect(list.statusCode, list.body).toBe(200);
    expect(
      list
        .json<{ data: HistoryRow[] }>()
        .data.map((s) => [s.id, s.status, s.shop_name, s.opened_by_name, s.closed_by_name]),
    ).toEqual([
      [open.id, 'open', shopName, 'Awa Diop', null],
      [closed.id, 'closed', shopName, 'Staff employee', 'Awa Diop'],
    ]);
    const one = (await api(cashier, 'GET', `cash-sessions/${closed.id}`)).json<{ data: HistoryRow }>().data;
    expect(one).toMatchObject({ opened_by_name: 'Staff employee', closed_by_name: 'Awa Diop' });
    const current = (await api(cashier, 'GET', 'cash-sessions/current')).json<{ data: HistoryRow }>().data;
    expect(current).toMatchObject({ id: open.id, opened_by_name: 'Awa Diop', shop_name: shopName });
  });

  it('exports the sessions as CSV with their figures and the list’s filters', async () => {
    const all = await api(owner, 'GET', 'cash-sessions/export', undefined, 'fr');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(all.headers['content-disposition']).toMatch(
      /^attachment; filename="cash-sessions-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = all.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Référence;Boutique;Ouverte le;Ouverte par;Fermée le;Fermée par;Fond de caisse;Espèces attendues;Espèces comptées;Écart;Ventes',
    );
    expect(lines.slice(1).map((line) => line.split(';'))).toEqual([
      [open.reference, shopName, inFile(open.opened_at), 'Awa Diop', '', '', '2500', '2500', '', '', '0'],
      [
        closed.reference,
        shopName,
        inFile(closed.opened_at),
        'Staff employee',
        inFile(closed.closed_at),
        'Awa Diop',
        '10000',
        '16000',
        '15000',
        '-1000',
        '1',
      ],
    ]);

    const onlyClosed = await api(owner, 'GET', 'cash-sessions/export?filter[status]=closed');
    expect(onlyClosed.body).toContain(
      'Reference,Shop,Opened,Opened by,Closed,Closed by,Opening float,Cash expected,Cash counted,Difference,Sales\r\n',
    );
    expect(csvRows(onlyClosed.body).map((row) => row.split(',')[0])).toEqual([closed.reference]);
    const onlyOpen = await api(owner, 'GET', 'cash-sessions/export?filter[status]=open', undefined, 'es');
    expect(onlyOpen.body).toContain('Referencia;Tienda;Abierta el;Abierta por;');
    expect(csvRows(onlyOpen.body).map((row) => row.split(';')[0])).toEqual([open.reference]);
    expect((await api(owner, 'GET', 'cash-sessions/export?filter[status]=lost')).statusCode).toBe(400);
  });

  it('needs orders.export, and never lists or exports another company’s sessions', async () => {
    const accountant = await createStaff(t.app, owner, 'accountant');
    for (const who of [cashier, accountant]) {
      expect((await api(who, 'GET', 'cash-sessions')).statusCode).toBe(200);
      expect((await api(who, 'GET', 'cash-sessions/export')).statusCode).toBe(403);
    }

    // References repeat across companies (Z-2026-0001 in each): ids and row counts tell them apart.
    const other = await registerCompany(t.app, { currency: 'XAF' });
    const theirs = (await api(other, 'POST', 'cash-sessions', { opening_float: 7_000 })).json<{
      data: HistoryRow;
    }>().data;
    const theirList = (await api(other, 'GET', 'cash-sessions')).json<{ data: HistoryRow[] }>().data;
    expect(theirList.map((s) => s.id)).toEqual([theirs.id]);
    const theirExport = csvRows((await api(other, 'GET', 'cash-sessions/export')).body);
    expect(theirExport).toHaveLength(1);
    expect(theirExport[0]).toContain('7000');
    const mine = (await api(owner, 'GET', 'cash-sessions')).json<{ data: HistoryRow[] }>().data;
    expect(mine.map((s) => s.id).sort()).toEqual([closed.id, open.id].sort());
    expect(csvRows((await api(owner, 'GET', 'cash-sessions/export')).body)).toHaveLength(2);
  });
});
