import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createStaff, registerCompany } from '../../../test/helpers/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { companies } from '../../db/schema/index.ts';
import { insertCustomer, insertTax } from '../orders/orders.test-helpers.ts';

let t: TestApp;
let admin: Account;
beforeAll(async () => {
  t = await createTestApp();
  admin = await registerCompany(t.app, { currency: 'XAF', name: 'Boutique Awa' });
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
    tax_total: number;
    tax_lines: { code: string; base: number; amount: number }[];
    buyer: { name: string } | null;
    public_url: string;
    pdf_url: string;
    credited_document_id: string | null;
  };
}
const api = (method: 'GET' | 'POST', path: string, body?: unknown, account: Account = admin, lang = 'en') =>
  call(t.app, method, `/api/v1/admin/${path}`, {
    token: account.token,
    headers: { 'accept-language': lang },
    ...(body !== undefined ? { body } : {}),
  });
async function order(account: Account, body: Record<string, unknown> = {}): Promise<string> {
  const response = await api(
    'POST',
    'orders',
    { lines: [{ title: 'Boubou brodé', price: 25_000, quantity: 2 }], ...body },
    account,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { id: string } }>().data.id;
}
async function pdfText(payload: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(payload)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('issuing an invoice', () => {
  it('numbers it with the company prefix and year, copies the order, and renders a PDF with the totals', async () => {
    const company = await registerCompany(t.app, { currency: 'XAF', name: 'Tissus Mariama' });
    await t.ctx.db
      .update(companies)
      .set({ tax_id: 'M0123456789', city: 'Douala', country: 'CM' })
      .where(eq(companies.id, company.companyId));
    const vat = await insertTax(t.ctx.db, company.companyId, { code: 'TVA', rate: '19.25' });
    const customer = await insertCustomer(t.ctx.db, company.companyId, {
      name: 'Hôtel Akwa Palace',
      phone: '237699887766',
    });
    const id = await order(company, {
      customer_id: customer,
      lines: [
        { title: 'Nappe brodée', price: 15_000, quantity: 4, tax_ids: [vat] },
        { title: 'Serviettes', price: 2_500, quantity: 12, tax_ids: [vat] },
      ],
    });

    const response = await api(
      'POST',
      `orders/${id}/invoice`,
      { due_in_days: 30, notes: 'Paiement par virement.' },
      company,
      'fr',
    );

    expect(response.statusCode, response.body).toBe(201);
    const invoice = response.json<DocumentBody>().data;
    const year = new Date().getUTCFullYear();
    expect(invoice).toMatchObject({
      kind: 'invoice',
      type_code: 1,
      number: 1,
      reference: `INV-${year}-0001`,
      total: 90_000 + 17_325,
      tax_total: 17_325,
      buyer: { name: 'Hôtel Akwa Palace' },
    });
    expect(invoice.tax_lines).toEqual([
      expect.objectContaining({ code: 'TVA', base: 90_000, amount: 17_325 }),
    ]);

    const pdf = await api('GET', `invoices/${invoice.id}/pdf`, undefined, company);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    for (const expected of [
      'Tissus Mariama',
      'Facture',
      invoice.reference,
      'Hôtel Akwa Palace',
      'M0123456789',
      'Nappe brodée',
      '107 325 FCFA',
      '17 325 FCFA',
      'sur 90 000 FCFA',
      'Paiement par virement.',
    ]) {
      expect(text).toContain(expected);
    }

    // The public page and PDF are on the address the request came to (no PUBLIC_URL in tests); the PDF
    // opens without signing in.
    expect(invoice.public_url).toMatch(/^http:\/\/localhost(:\d+)?\/d\/[\w-]{32}$/);
    expect(invoice.pdf_url).toMatch(
      /^http:\/\/localhost(:\d+)?\/api\/v1\/public\/documents\/[\w-]{32}\.pdf$/,
    );
    const path = new URL(invoice.pdf_url).pathname;
    const open = await call(t.app, 'GET', path);
    expect(open.statusCode).toBe(200);
    expect(await pdfText(open.rawPayload)).toContain(invoice.reference);
    expect(
      (await call(t.app, 'GET', path.replace(/[A-Za-z0-9_-]{32}\.pdf$/, `${'x'.repeat(32)}.pdf`))).statusCode,
    ).toBe(404);
  });

  it('refuses a second live invoice, a draft, and an unknown order', async () => {
    const id = await order(admin);
    expect((await api('POST', `orders/${id}/invoice`, {})).statusCode).toBe(201);
    const again = await api('POST', `orders/${id}/invoice`, {}, admin, 'fr');
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toContain('une facture');
    const draft = await order(admin, { status: 'draft' });
    expect((await api('POST', `orders/${draft}/invoice`, {})).statusCode).toBe(409);
    expect((await api('POST', 'orders/01900000-0000-7000-8000-000000000001/invoice', {})).statusCode).toBe(
      404,
    );
  });
});

describe('credit notes', () => {
  it('cancel an invoice in their own sequence; the order becomes fully credited; a new invoice can follow', async () => {
    const id = await order(admin);
    const invoice = (await api('POST', `orders/${id}/invoice`, {})).json<DocumentBody>().data;

    const response = await api('POST', `invoices/${invoice.id}/credit-note`);

    expect(response.statusCode, response.body).toBe(201);
    const note = response.json<DocumentBody>().data;
    expect(note).toMatchObject({
      kind: 'credit_note',
      credited_document_id: invoice.id,
      total: invoice.total,
    });
    expect(note.reference).toMatch(/^CN-\d{4}-\d{4}$/);
    const orderNow = (await api('GET', `orders/${id}`)).json<{
      data: { payment_status: string; credited_total: number };
    }>();
    expect(orderNow.data).toMatchObject({ payment_status: 'fully_credited', credited_total: invoice.total });
    expect((await api('POST', `invoices/${invoice.id}/credit-note`)).statusCode).toBe(409);
    expect((await api('POST', `invoices/${note.id}/credit-note`)).statusCode).toBe(422);
    const pdf = await pdfText((await api('GET', `invoices/${note.id}/pdf`)).rawPayload);
    expect(pdf).toContain('Credit note');
    expect(pdf).toContain(`Corrects invoice ${invoice.reference}`);
    expect((await api('POST', `orders/${id}/invoice`, {})).statusCode).toBe(201);
  });
});

describe('numbering under concurrency (acceptance)', () => {
  it('200 invoices issued at once are numbered 1…200 with no gap or duplicate', async () => {
    const company = await registerCompany(t.app, { currency: 'XAF' });
    const ids: string[] = [];
    for (let i = 0; i < 200; i += 1)
      ids.push(await order(company, { lines: [{ title: `Article ${i}`, price: 1_000, quantity: 1 }] }));

    const responses = await Promise.all(ids.map((id) => api('POST', `orders/${id}/invoice`, {}, company)));

    expect(responses.map((r) => r.statusCode)).toEqual(Array(200).fill(201));
    const numbers = responses.map((r) => r.json<DocumentBody>().data.number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
  }, 60_000);
});

describe('list, permissions and scope', () => {
  it('lists and exports invoices; a manager has no access; another company’s invoice is a 404', async () => {
    const list = await api('GET', 'invoices?filter[kind]=invoice&sort=reference');
    expect(list.statusCode).toBe(200);
    expect(list.json<{ data: unknown[] }>().data.length).toBeGreaterThan(0);
    const csv = await api('GET', 'invoices/export?filter[kind]=credit_note', undefined, admin, 'fr');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Référence;');
    const creditNotes = csv.body.trim().split('\r\n').slice(1);
    expect(creditNotes.length).toBeGreaterThan(0);
    for (const row of creditNotes) expect(row.split(';')[1]).toBe('Avoir');

    const manager = await createStaff(t.app, admin, 'manager');
    expect((await api('GET', 'invoices', undefined, manager)).statusCode).toBe(403);

    const other = await registerCompany(t.app);
    const theirOrder = await order(other);
    const theirInvoice = (await api('POST', `orders/${theirOrder}/invoice`, {}, other)).json<DocumentBody>()
      .data;
    expect((await api('GET', `invoices/${theirInvoice.id}`)).statusCode).toBe(404);
    expect((await api('GET', `invoices/${theirInvoice.id}/pdf`)).statusCode).toBe(404);
    expect((await api('POST', `invoices/${theirInvoice.id}/credit-note`)).statusCode).toBe(404);
    expect((await api('POST', `orders/${theirOrder}/invoice`, {})).statusCode).toBe(404);
  });
});
