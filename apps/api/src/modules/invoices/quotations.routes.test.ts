import { addDaysToDate } from '@comptoir/core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createStaff, registerCompany } from '../../../test/helpers/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { insertCustomer, insertTax } from '../orders/orders.test-helpers.ts';

let t: TestApp;
let admin: Account;
beforeAll(async () => {
  t = await createTestApp();
  admin = await registerCompany(t.app, { currency: 'XAF', name: 'Couture Bintou' });
});
afterAll(() => t.close());

interface DocumentBody {
  data: {
    id: string;
    kind: string;
    type_code: number;
    reference: string;
    number: number;
    total: number;
    valid_until: string | null;
    amount_in_words: boolean;
    buyer: { name: string } | null;
    order_id: string;
    public_url: string;
    pdf_url: string;
  };
}
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
const api = (method: Method, path: string, body?: unknown, account: Account = admin, lang = 'en') =>
  call(t.app, method, `/api/v1/admin/${path}`, {
    token: account.token,
    headers: { 'accept-language': lang },
    ...(body !== undefined ? { body } : {}),
  });
async function order(account: Account, body: Record<string, unknown> = {}): Promise<string> {
  const response = await api(
    'POST',
    'orders',
    { status: 'quotation', lines: [{ title: 'Robe de mariée', price: 150_000, quantity: 1 }], ...body },
    account,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { id: string } }>().data.id;
}
const quote = (id: string, body: unknown = {}, account: Account = admin, lang = 'en') =>
  api('POST', `orders/${id}/quotation-document`, body, account, lang);
async function pdfText(payload: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(payload)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}
const today = () => new Date().toISOString().slice(0, 10);

describe('issuing a quotation document', () => {
  it('numbers it in its own QUO- sequence with type code 0 and a validity of 30 days by default', async () => {
    const company = await registerCompany(t.app, { currency: 'XAF' });
    const id = await order(company);
    const invoiced = await order(company, { status: 'confirmed' });
    expect((await api('POST', `orders/${invoiced}/invoice`, {}, company)).statusCode).toBe(201);

    const response = await quote(id, {}, company);

    expect(response.statusCode, response.body).toBe(201);
    const year = new Date().getUTCFullYear();
    expect(response.json<DocumentBody>().data).toMatchObject({
      kind: 'quotation',
      type_code: 0,
      number: 1,
      reference: `QUO-${year}-0001`,
      order_id: id,
      total: 150_000,
      valid_until: addDaysToDate(today(), 30),
      amount_in_words: false,
    });
  });

  it('gives the same document back while nothing changed, and a new number once the quotation changed', async () => {
    const company = await registerCompany(t.app, { currency: 'XAF' });
    const id = await order(company);
    const first = (await quote(id, {}, company)).json<DocumentBody>().data;

    const again = await quote(id, {}, company);
    expect(again.statusCode).toBe(200);
    expect(again.json<DocumentBody>().data.id).toBe(first.id);

    const customer = await insertCustomer(t.ctx.db, company.companyId, { name: 'Mariam Keita' });
    expect((await api('PATCH', `orders/${id}`, { customer_id: customer }, company)).statusCode).toBe(200);
    const changed = await quote(id, {}, company);
    expect(changed.statusCode).toBe(201);
    expect(changed.json<DocumentBody>().data).toMatchObject({ number: 2, buyer: { name: 'Mariam Keita' } });

    const longer = await quote(id, { valid_until: addDaysToDate(today(), 60) }, company);
    expect(longer.statusCode).toBe(201);
    expect(longer.json<DocumentBody>().data.number).toBe(3);

    // The earlier quotations stay, unchanged.
    const list = await api(
      'GET',
      `invoices?filter[order_id]=${id}&filter[kind]=quotation&sort=reference`,
      undefined,
      company,
    );
    const documents = list.json<{ data: { id: string; number: number; buyer: unknown }[] }>().data;
    expect(documents.map((d) => d.number)).toEqual([1, 2, 3]);
    expect(documents[0]).toMatchObject({ id: first.id, buyer: null });
  });

  it('stays in the order history when the quotation becomes an order, and cannot be issued after', async () => {
    const id = await order(admin);
    const quotation = (await quote(id)).json<DocumentBody>().data;

    expect((await api('POST', `orders/${id}/status`, { status: 'confirmed' })).statusCode).toBe(200);

    const documents = (await api('GET', `invoices?filter[order_id]=${id}`)).json<{ data: { id: string }[] }>()
      .data;
    expect(documents.map((d) => d.id)).toContain(quotation.id);
    const refused = await quote(id, {}, admin, 'fr');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain('devis');
    const timeline = (await api('GET', `orders/${id}?include=history`)).json<{
      data: { history: { type: string; to_value: string | null }[] };
    }>().data.history;
    expect(timeline).toContainEqual(
      expect.objectContaining({ type: 'quotation', to_value: quotation.reference }),
    );
  });

  it('refuses a draft or confirmed order (409), a validity in the past (422) and an unknown order (404)', async () => {
    expect((await quote(await order(admin, { status: 'draft' }))).statusCode).toBe(409);
    expect((await quote(await order(admin, { status: 'confirmed' }))).statusCode).toBe(409);
    const past = await quote(await order(admin), { valid_until: addDaysToDate(today(), -2) }, admin, 'es');
    expect(past.statusCode).toBe(422);
    expect(past.json<{ errors: Record<string, string[]> }>().errors.valid_until![0]).toContain('pasado');
    expect((await quote(await order(admin), { valid_until: '2026-02-30' })).statusCode).toBe(422);
    expect((await quote('01900000-0000-7000-8000-000000000001')).statusCode).toBe(404);
  });

  it('needs invoices.create (a manager or an employee may not), and another company’s order is a 404', async () => {
    const id = await order(admin);
    for (const role of ['manager', 'employee'] as const) {
      const staff = await createStaff(t.app, admin, role);
      expect((await quote(id, {}, staff)).statusCode).toBe(403);
    }
    const other = await registerCompany(t.app);
    expect((await quote(id, {}, other)).statusCode).toBe(404);
    expect((await quote(await order(other), {}, admin)).statusCode).toBe(404);
  });
});

describe('the quotation PDF', () => {
  it('is titled in the language it was issued in, with its validity, the taxes and the total in words when asked', async () => {
    const vat = await insertTax(t.ctx.db, admin.companyId, { code: 'TVA', rate: '18' });
    const id = await order(admin, {
      lines: [{ title: 'Boubou brodé', price: 45_000, quantity: 2, tax_ids: [vat] }],
    });
    const validUntil = addDaysToDate(today(), 15);
    const devis = (
      await quote(id, { valid_until: validUntil, amount_in_words: true }, admin, 'fr')
    ).json<DocumentBody>().data;

    const text = await pdfText((await api('GET', `invoices/${devis.id}/pdf`)).rawPayload);

    const day = new Intl.DateTimeFormat('fr', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${validUntil}T12:00:00Z`),
    );
    for (const expected of [
      'Devis',
      devis.reference,
      // French sets a (no-break) space before the colon
      `Valable jusqu'au : ${day}`,
      'TVA 18 %',
      '106 200 FCFA',
      'Arrêté à la somme de : Cent six mille deux cents francs CFA.',
      `Ce devis est valable jusqu'au ${day}.`,
    ]) {
      expect(text).toContain(expected);
    }

    const presupuesto = (await quote(await order(admin), {}, admin, 'es')).json<DocumentBody>().data;
    const es = await pdfText((await call(t.app, 'GET', new URL(presupuesto.pdf_url).pathname)).rawPayload);
    expect(es).toContain('Presupuesto');
    expect(es).toContain('Válido hasta');
    expect(es).not.toContain('Importe en letras');
    const en = (await quote(await order(admin), {}, admin, 'en')).json<DocumentBody>().data;
    expect(await pdfText((await api('GET', `invoices/${en.id}/pdf`)).rawPayload)).toContain('Quotation');
  });

  it('prints totals in words on invoices and credit notes when the company asks for it', async () => {
    const company = await registerCompany(t.app, { currency: 'EUR', name: 'Épicerie Lyon' });
    expect((await api('PUT', 'company/variables', { amount_in_words: true }, company)).statusCode).toBe(200);
    const sale = await order(company, {
      status: 'confirmed',
      lines: [{ title: 'Panier garni', price: 123_456, quantity: 1 }],
    });
    const invoice = (await api('POST', `orders/${sale}/invoice`, {}, company, 'fr')).json<DocumentBody>()
      .data;
    expect(invoice.amount_in_words).toBe(true);
    const text = await pdfText(
      (await api('GET', `invoices/${invoice.id}/pdf`, undefined, company)).rawPayload,
    );
    expect(text).toContain('Mille deux cent trente-quatre euros et cinquante-six centimes');
    expect(text).toContain('Paiement à réception.');
    expect(text).toContain(`Consulter et payer en ligne : ${invoice.public_url}`);

    const note = (
      await api('POST', `invoices/${invoice.id}/credit-note`, undefined, company, 'en')
    ).json<DocumentBody>().data;
    const credit = await pdfText(
      (await api('GET', `invoices/${note.id}/pdf`, undefined, company)).rawPayload,
    );
    expect(credit).toContain(
      'Amount in words: One thousand two hundred thirty-four euros and fifty-six cents.',
    );

    const plain = (
      await api(
        'POST',
        `orders/${await order(company, { status: 'confirmed' })}/invoice`,
        { amount_in_words: false },
        company,
      )
    ).json<DocumentBody>().data;
    expect(plain.amount_in_words).toBe(false);
  });
});
