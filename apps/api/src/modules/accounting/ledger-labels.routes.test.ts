import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, registerCompany } from '../../../test/helpers/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { companies } from '../../db/schema/index.ts';

// The automatic entries are labelled in the company's language (companies.locale, ledgerLabel).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function companyIn(locale: string): Promise<Account> {
  const account = await registerCompany(t.app, { name: `Boutique ${locale}`, currency: 'XOF' });
  await t.ctx.db.update(companies).set({ locale }).where(eq(companies.id, account.companyId));
  return account;
}

const api = (
  account: Account,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
  query?: Record<string, string>,
) =>
  call(t.app, method, `/api/v1/admin${url}`, {
    token: account.token,
    ...(body ? { body } : {}),
    ...(query ? { query } : {}),
  });

/** A confirmed order's sale and, once cancelled, the labels of its entries (oldest first). */
async function saleLabels(account: Account): Promise<{ reference: string; labels: string[] }> {
  const created = await api(account, 'POST', '/orders', {
    lines: [{ title: 'Sac', price: 9_000, quantity: 1, tax_ids: [] }],
  });
  expect(created.statusCode, created.body).toBe(201);
  const order = created.json<{ data: { id: string } }>().data;
  const sale = await api(account, 'GET', '/journal-entries', undefined, { 'filter[source_id]': order.id });
  const [entry] = sale.json<{ data: { label: string; reference: string }[] }>().data;
  expect(entry).toBeDefined();
  const cancelled = await api(account, 'POST', `/orders/${order.id}/status`, { status: 'cancelled' });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  const all = await api(account, 'GET', '/journal-entries');
  expect(all.statusCode, all.body).toBe(200);
  const labels = all.json<{ data: { label: string }[] }>().data.map((e) => e.label);
  return { reference: entry!.reference, labels: [entry!.label, ...labels.filter((l) => l !== entry!.label)] };
}

describe('journal entry labels in the company language', () => {
  it('an English company reads English, a French company French, a Spanish company Spanish', async () => {
    const en = await saleLabels(await companyIn('en'));
    expect(en.labels[0]).toBe(`Sale ${en.reference}`);
    expect(en.labels).toContain(`Reversal of Sale ${en.reference}`);

    const fr = await saleLabels(await companyIn('fr'));
    expect(fr.labels[0]).toBe(`Vente ${fr.reference}`);
    expect(fr.labels).toContain(`Annulation Vente ${fr.reference}`);

    const es = await saleLabels(await companyIn('es'));
    expect(es.labels[0]).toBe(`Venta ${es.reference}`);
    expect(es.labels).toContain(`Anulación de Venta ${es.reference}`);
  });
});
