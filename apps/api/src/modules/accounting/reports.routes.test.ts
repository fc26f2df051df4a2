import { type LedgerLine, trialBalance } from '@comptoir/core';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upgradePlan } from '../../../test/cross/cross-helpers.ts';
import { type Account, createStaff, registerCompany } from '../../../test/helpers/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { companyToday } from './ledger.service.ts';

let t: TestApp;
let admin: Account;
let today: string;
/** Every line posted in this file, as the core reports read them (the oracle). */
const posted: LedgerLine[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerCompany(t.app, { name: 'Boutique Rapports', currency: 'XOF' });
  await upgradePlan(t.ctx, admin.companyId);
  today = await companyToday(t.ctx.db, admin.companyId);
});
afterAll(() => t.close());

const api = (url: string, query?: Record<string, string>, token = admin.token) =>
  call(t.app, 'GET', `/api/v1/admin${url}`, { token, ...(query ? { query } : {}) });

const DAY_MS = 86_400_000;
const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

async function post(
  date: string,
  lines: [account: string, debit: number, credit: number][],
  label = 'Écriture',
) {
  const response = await call(t.app, 'POST', '/api/v1/admin/journal-entries', {
    token: admin.token,
    body: { date, label, lines: lines.map(([account, debit, credit]) => ({ account, debit, credit })) },
  });
  expect(response.statusCode, response.body).toBe(201);
  for (const [account, debit, credit] of lines) posted.push({ date, account, debit, credit });
}

// A pseudo-random year and a bit of sales, purchases, expenses and cash movements.
let seed = 42;
const next = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
const SHAPES: [string, string][] = [
  ['571', '701'],
  ['411', '706'],
  ['601', '401'],
  ['622', '571'],
  ['521', '411'],
  ['401', '521'],
  ['6031', '31'],
];

describe('reports over a ledger (acceptance: the SQL sums agree with the core reports)', () => {
  beforeAll(async () => {
    for (let i = 0; i < 60; i++) {
      const date = shift(today, -Math.floor(next() * 420));
      const [debit, credit] = SHAPES[Math.floor(next() * SHAPES.length)]!;
      const amount = 100 + Math.floor(next() * 50_000);
      await post(date, [
        [debit, amount, 0],
        [credit, 0, amount],
      ]);
    }
  });

  it('gives the trial balance of any window: whole months, parts of months, one day, from the start', async () => {
    const monthStart = `${today.slice(0, 7)}-01`;
    const windows: [string | null, string][] = [
      [null, today],
      [shift(today, -400), shift(today, -35)],
      [`${shift(monthStart, -31).slice(0, 8)}01`, shift(monthStart, -1)],
      [shift(today, -200), shift(today, -200)],
      [shift(today, -95), shift(today, -61)],
      [shift(today, -365), today],
    ];
    for (const [from, to] of windows) {
      const query: Record<string, string> = from ? { from, to } : { period: 'all' };
      const response = await api('/accounting/reports/trial-balance', query);
      expect(response.statusCode, response.body).toBe(200);
      const report = response.json<{ data: ReturnType<typeof trialBalance> }>().data;
      const expected = trialBalance(posted, { from, to });
      expect(
        report.rows.map(({ account, opening, debit, credit, closing }) => ({
          account,
          opening,
          debit,
          credit,
          closing,
        })),
        `${from}…${to}`,
      ).toEqual(expected.rows);
      expect(report.totals).toEqual(expected.totals);
      expect(report.totals.closing_debit).toBe(report.totals.closing_credit);
    }
    const rolled = await api('/accounting/reports/trial-balance', { period: 'all', digits: '2' });
    const rows = rolled.json<{ data: { rows: { account: string; label: string | null }[] } }>().data.rows;
    expect(rows.every((r) => r.account.length === 2)).toBe(true);
    expect(rows.find((r) => r.account === '57')?.label).toBe('Cash');
  });

  it('gives the general ledger of an account with its opening and running balance, page by page', async () => {
    const from = shift(today, -300);
    const first = await api('/accounting/reports/general-ledger', {
      account: '57',
      from,
      to: today,
      per_page: '5',
    });
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json<{
      data: {
        opening: number;
        closing: number;
        lines: { debit: number; credit: number; balance: number; date: string }[];
        meta: { total: number; last_page: number };
      };
    }>().data;
    const mine = posted.filter((l) => l.account.startsWith('57'));
    const opening = mine.filter((l) => l.date < from).reduce((s, l) => s + l.debit - l.credit, 0);
    const inside = mine.filter((l) => l.date >= from);
    expect(page1.opening).toBe(opening);
    expect(page1.meta.total).toBe(inside.length);
    expect(page1.closing).toBe(opening + inside.reduce((s, l) => s + l.debit - l.credit, 0));
    let running = opening;
    const all = [...page1.lines];
    for (let page = 2; page <= page1.meta.last_page; page++) {
      const next = await api('/accounting/reports/general-ledger', {
        account: '57',
        from,
        to: today,
        per_page: '5',
        page: String(page),
      });
      all.push(...next.json<{ data: { lines: typeof page1.lines } }>().data.lines);
    }
    for (const line of all) {
      running += line.debit - line.credit;
      expect(line.balance).toBe(running);
    }
    expect(running).toBe(page1.closing);
    expect([...all.map((l) => l.date)]).toEqual(all.map((l) => l.date).sort());
    expect((await api('/accounting/reports/general-ledger', { account: '999' })).statusCode).toBe(422);
    expect((await api('/accounting/reports/general-ledger', {})).statusCode).toBe(400);
  });

  it('gives the income statement of a period with the past period beside it, and the balance sheet balances', async () => {
    const from = shift(today, -90);
    const response = await api('/accounting/reports/income-statement', { from, to: today, compare: 'past' });
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json<{
      data: {
        revenue: number;
        net_result: number;
        past_revenue: number;
        past_period: { from: string; to: string };
        lines: { ref: string; amount: number; past_amount: number }[];
      };
    }>().data;
    const sum = (lines: LedgerLine[], prefix: string, a: string, b: string) =>
      lines
        .filter((l) => l.account.startsWith(prefix) && l.date >= a && l.date <= b)
        .reduce((s, l) => s + l.credit - l.debit, 0);
    expect(report.revenue).toBe(sum(posted, '70', from, today));
    expect(report.net_result).toBe(sum(posted, '6', from, today) + sum(posted, '7', from, today));
    expect(report.past_period).toEqual({ from: shift(from, -91), to: shift(from, -1) });
    expect(report.past_revenue).toBe(sum(posted, '70', shift(from, -91), shift(from, -1)));
    expect(report.lines.find((l) => l.ref === 'XB')?.past_amount).toBe(report.past_revenue);

    const sheet = await api('/accounting/reports/balance-sheet', { as_of: today });
    const bilan = sheet.json<{ data: { total_assets: number; total_liabilities: number } }>().data;
    expect(bilan.total_assets).toBe(bilan.total_liabilities);
  });

  it('takes SPEC §3 presets in the company calendar and refuses bad periods and parameters', async () => {
    const lastMonth = await api('/accounting/reports/income-statement', { period: 'last_month' });
    const period = lastMonth.json<{ data: { period: { from: string; to: string } } }>().data.period;
    expect(period.from.slice(8)).toBe('01');
    expect(shift(period.to, 1)).toBe(`${today.slice(0, 7)}-01`);
    expect((await api('/accounting/reports/income-statement', { period: 'fortnight' })).statusCode).toBe(400);
    expect((await api('/accounting/reports/income-statement', { period: 'custom' })).statusCode).toBe(400);
    expect((await api('/accounting/reports/income-statement', { from: '2026-13-01' })).statusCode).toBe(400);
    expect((await api('/accounting/reports/trial-balance', { colour: 'red' })).statusCode).toBe(400);
    expect(
      (await api('/accounting/reports/trial-balance', { from: today, to: shift(today, -1) })).statusCode,
    ).toBe(400);
  });

  it('exports the income statement as CSV in the request language and as XLSX', async () => {
    const csv = await call(t.app, 'GET', '/api/v1/admin/accounting/reports/income-statement/export', {
      token: admin.token,
      query: { period: 'all', format: 'csv' },
      headers: { 'accept-language': 'fr' },
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/income-statement-\d{4}-\d{2}-\d{2}\.csv/);
    const [header, ...rows] = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(header).toBe('Réf.;Libellé;Montant');
    const revenue = (await api('/accounting/reports/income-statement', { period: 'all' })).json<{
      data: { revenue: number };
    }>().data.revenue;
    expect(rows.find((r) => r.startsWith('XB;'))).toBe(`XB;Chiffre d'affaires;${revenue}`);

    const xlsx = await api('/accounting/reports/trial-balance/export', { period: 'all', format: 'xlsx' });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const sheet = strFromU8(unzipSync(new Uint8Array(xlsx.rawPayload))['xl/worksheets/sheet1.xml']!);
    expect(sheet).toContain('<t xml:space="preserve">Account</t>');
    expect(sheet).toContain('<t xml:space="preserve">Total</t>');
    for (const report of [
      'general-ledger',
      'balance-sheet',
      'vat-summary',
      'aged-receivables',
      'aged-payables',
    ]) {
      const response = await api(
        `/accounting/reports/${report}/export`,
        report === 'general-ledger' ? { account: '571' } : {},
      );
      expect(response.statusCode, `${report}: ${response.body.slice(0, 200)}`).toBe(200);
    }
    expect((await api('/accounting/reports/trial-balance/export', { format: 'pdf' })).statusCode).toBe(400);
  });

  it('ages what suppliers are owed', async () => {
    const aged = await api('/accounting/reports/aged-payables', { as_of: today });
    const data = aged.json<{ data: { totals: { total: number } } }>().data;
    const payable = -posted.filter((l) => l.account === '401').reduce((s, l) => s + l.debit - l.credit, 0);
    expect(data.totals.total).toBe(payable);
  });
});

describe('accounting analytics (SPEC §7)', () => {
  it('gives the period figures against the past period, accrual or paid only', async () => {
    const response = await api('/analytics/accounting/stats', {
      startDate: shift(today, -29),
      endDate: today,
    });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json<{
      data: {
        period: { start: string };
        past_period: { start: string; end: string };
        stats: { item: string; value: number; past_value: number }[];
      };
    }>().data;
    const stat = (item: string) => data.stats.find((s) => s.item === item)!;
    const within = (prefix: string) =>
      posted
        .filter((l) => l.account.startsWith(prefix) && l.date >= shift(today, -29) && l.date <= today)
        .reduce((s, l) => s + l.credit - l.debit, 0);
    expect(stat('revenue').value).toBe(within('70'));
    expect(stat('cash').value).toBe(
      posted.filter((l) => l.account.startsWith('5')).reduce((s, l) => s + l.debit - l.credit, 0),
    );
    expect(data.past_period).toEqual({ start: shift(today, -59), end: shift(today, -30) });

    const paid = await api('/analytics/accounting/stats', {
      start_date: shift(today, -29),
      end_date: today,
      paid_only: 'true',
    });
    expect(paid.json<{ data: { paid_only: boolean } }>().data.paid_only).toBe(true);
    expect((await api('/analytics/accounting/stats', { startDate: 'soon' })).statusCode).toBe(400);
  });

  it('gives one figure as a series bucketed by the length of the period', async () => {
    const daily = await api('/analytics/accounting/stats/revenue', {
      startDate: shift(today, -6),
      endDate: today,
    });
    const series = daily.json<{
      data: { bucket: string; points: { date: string; value: number }[]; total: number };
    }>().data;
    expect(series.bucket).toBe('day');
    expect(series.points).toHaveLength(7);
    expect(series.total).toBe(series.points.reduce((s, p) => s + p.value, 0));
    const monthly = await api('/analytics/accounting/stats/cash', { period: 'last_year', paid_only: 'true' });
    const cash = monthly.json<{ data: { bucket: string; points: unknown[] } }>().data;
    expect(cash.bucket).toBe('month');
    expect(cash.points).toHaveLength(12);
    expect((await api('/analytics/accounting/stats/profit')).statusCode).toBe(404);

    // Month buckets over a long period come from the monthly totals: each month as the lines say.
    const from = shift(today, -400);
    const long = await api('/analytics/accounting/stats/revenue', { startDate: from, endDate: today });
    const months = long.json<{ data: { bucket: string; points: { date: string; value: number }[] } }>().data;
    expect(months.bucket).toBe('month');
    for (const point of months.points) {
      const [, start] = [point.date, from].sort() as [string, string];
      const month = point.date.slice(0, 7);
      const expected = posted
        .filter(
          (l) => l.account.startsWith('70') && l.date.startsWith(month) && l.date >= start && l.date <= today,
        )
        .reduce((sum, l) => sum + l.credit - l.debit, 0);
      expect(point.value, point.date).toBe(expected);
    }
    const balances = await api('/analytics/accounting/stats/receivables', {
      startDate: from,
      endDate: today,
    });
    const last = balances.json<{ data: { points: { value: number }[] } }>().data.points.at(-1)!;
    expect(last.value).toBe(
      posted.filter((l) => l.account.startsWith('41')).reduce((s, l) => s + l.debit - l.credit, 0),
    );
  });
});

describe('report permissions', () => {
  it('lets the accountant read and export, refuses the manager, and refuses exports to those without accounting.export', async () => {
    const accountant = await createStaff(t.app, admin, 'accountant');
    const manager = await createStaff(t.app, admin, 'manager');
    expect((await api('/accounting/reports/trial-balance', {}, accountant.token)).statusCode).toBe(200);
    expect((await api('/accounting/reports/income-statement/export', {}, accountant.token)).statusCode).toBe(
      200,
    );
    expect((await api('/accounting/reports/trial-balance', {}, manager.token)).statusCode).toBe(403);
    expect((await api('/accounting/reports/income-statement/export', {}, manager.token)).statusCode).toBe(
      403,
    );
    expect((await api('/analytics/accounting/stats', {}, manager.token)).statusCode).toBe(403);
  });

  it("shows nothing of another company's books", async () => {
    const other = await registerCompany(t.app, { name: 'Voisine' });
    const report = await api('/accounting/reports/trial-balance', { period: 'all' }, other.token);
    expect(report.json<{ data: { rows: unknown[] } }>().data.rows).toEqual([]);
  });
});
