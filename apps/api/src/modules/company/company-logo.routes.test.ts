import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createStaff, registerCompany } from '../../../test/helpers/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { documents, events } from '../../db/schema/index.ts';
import { sellable } from '../orders/orders.test-helpers.ts';

let t: TestApp;
let dataDir: string;
let png: Buffer;
let webp: Buffer;
let jpeg: Buffer;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'comptoir-logo-'));
  t = await createTestApp({ config: { dataDir } });
  const square = { width: 300, height: 300, channels: 4 as const, background: '#ed9221' };
  png = await sharp({ create: { ...square, width: 600 } })
    .png()
    .toBuffer();
  webp = await sharp({ create: square }).webp().toBuffer();
  jpeg = await sharp({ create: { ...square, channels: 3 } })
    .jpeg()
    .toBuffer();
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

interface CompanyBody {
  logo: { media_id: string; url: string; thumbnail_url: string } | null;
  currency_locked: boolean;
}
interface DocumentBody {
  id: string;
  reference: string;
  seller: Record<string, unknown>;
  pdf_url: string;
  due_at: string | null;
  issued_at: string;
}

const api = (account: Account, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  call(t.app, method, `/api/v1/admin/${url}`, {
    token: account.token,
    ...(body !== undefined ? { body } : {}),
  });

/** Presigns a file of the company (the logo collection unless told), and PUTs its bytes unless told not to. */
async function upload(
  account: Account,
  bytes: Buffer,
  options: { type?: string; ext?: string; collection?: string; put?: boolean } = {},
): Promise<{ id: string; key: string }> {
  const type = options.type ?? 'image/png';
  const presign = await call(t.app, 'POST', '/api/v1/upload/presign', {
    token: account.token,
    body: {
      model: 'company',
      collection: options.collection ?? 'logo',
      content_type: type,
      ext: options.ext ?? 'png',
    },
  });
  expect(presign.statusCode, presign.body).toBe(200);
  const target = presign.json<{ data: { id: string; url: string; key: string } }>().data;
  if (options.put !== false) {
    const stored = await t.app.inject({
      method: 'PUT',
      url: target.url,
      headers: { 'content-type': type },
      payload: bytes,
    });
    expect(stored.statusCode, stored.body).toBeLessThan(300);
  }
  return { id: target.id, key: target.key };
}

async function setLogo(account: Account, mediaId: string) {
  const response = await api(account, 'PUT', 'company/logo', { media_id: mediaId });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: CompanyBody }>().data;
}

async function confirmedOrder(account: Account, status = 'confirmed'): Promise<string> {
  const response = await api(account, 'POST', 'orders', {
    status,
    lines: [{ title: 'Pagne wax', price: 12_000, quantity: 2 }],
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { id: string } }>().data.id;
}

async function invoiceOf(account: Account, body: Record<string, unknown> = {}): Promise<DocumentBody> {
  const response = await api(account, 'POST', `orders/${await confirmedOrder(account)}/invoice`, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: DocumentBody }>().data;
}

async function pdfOf(account: Account, id: string): Promise<string> {
  const response = await api(account, 'GET', `invoices/${id}/pdf`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toContain('application/pdf');
  return response.rawPayload.toString('latin1');
}
const hasImage = (pdf: string) => /\/Subtype\s*\/Image/.test(pdf);

describe('the company logo', () => {
  it('is set from an uploaded logo file, answered with signed URLs that serve it, and recorded', async () => {
    const admin = await registerCompany(t.app);
    expect((await api(admin, 'GET', 'company')).json<{ data: CompanyBody }>().data.logo).toBeNull();
    const file = await upload(admin, png);

    const company = await setLogo(admin, file.id);

    expect(company.logo).toMatchObject({ media_id: file.id });
    const served = await t.app.inject({ method: 'GET', url: company.logo!.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);
    const again = (await api(admin, 'GET', 'company')).json<{ data: CompanyBody }>().data;
    expect(again.logo?.media_id).toBe(file.id);
    const recorded = await t.ctx.db
      .select()
      .from(events)
      .where(and(eq(events.company_id, admin.companyId), eq(events.type, 'company.logo_updated')));
    expect(recorded).toHaveLength(1);
    expect(recorded[0]!.payload.changes).toEqual({ logo_media_id: { from: null, to: file.id } });
  });

  it('is cleared by DELETE (204), and stops being the logo when its file is deleted', async () => {
    const admin = await registerCompany(t.app);
    await setLogo(admin, (await upload(admin, png)).id);
    expect((await api(admin, 'DELETE', 'company/logo')).statusCode).toBe(204);
    expect((await api(admin, 'GET', 'company')).json<{ data: CompanyBody }>().data.logo).toBeNull();

    const file = await upload(admin, webp, { type: 'image/webp', ext: 'webp' });
    await setLogo(admin, file.id);
    expect((await api(admin, 'DELETE', `media-files/${file.id}`)).statusCode).toBe(204);
    expect((await api(admin, 'GET', 'company')).json<{ data: CompanyBody }>().data.logo).toBeNull();
    expect((await invoiceOf(admin)).seller).not.toHaveProperty('logo_key');
  });

  it('refuses with 422 on media_id a file that is unknown, not a logo, not uploaded, or malformed', async () => {
    const admin = await registerCompany(t.app);
    const refusal = async (body: unknown) => {
      const response = await call(t.app, 'PUT', '/api/v1/admin/company/logo', {
        token: admin.token,
        body,
        headers: { 'accept-language': 'fr' },
      });
      expect(response.statusCode, response.body).toBe(422);
      return response.json<{ errors: Record<string, string[]> }>().errors;
    };
    expect(await refusal({ media_id: '0194f7a2-3c4d-7e5f-8a9b-0c1d2e3f4a5b' })).toEqual({
      media_id: ['Ce fichier n’existe pas.'],
    });
    const photo = await upload(admin, png, { collection: 'images' });
    expect(await refusal({ media_id: photo.id })).toEqual({
      media_id: ['Envoyez le logo sous forme d’image (PNG, JPEG ou WebP) dans la collection logo.'],
    });
    const never = await upload(admin, png, { put: false });
    expect(await refusal({ media_id: never.id })).toEqual({
      media_id: ['Ce fichier n’a pas été envoyé entièrement : envoyez-le de nouveau.'],
    });
    expect(Object.keys(await refusal({ media_id: 'logo.png' }))).toEqual(['media_id']);
    expect(await refusal({ media_id: photo.id, url: 'https://example.com/logo.png' })).toBeDefined();
    expect((await api(admin, 'GET', 'company')).json<{ data: CompanyBody }>().data.logo).toBeNull();
  });

  it("never takes another company's file (422 as unknown) nor shows it", async () => {
    const a = await registerCompany(t.app);
    const b = await registerCompany(t.app);
    const file = await upload(a, png);
    const response = await api(b, 'PUT', 'company/logo', { media_id: file.id });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      media_id: ['This file does not exist.'],
    });
    await setLogo(a, file.id);
    expect((await api(b, 'GET', 'company')).json<{ data: CompanyBody }>().data.logo).toBeNull();
  });

  it('needs company.update: an employee gets 403, an accountant may set it', async () => {
    const admin = await registerCompany(t.app);
    const file = await upload(admin, png);
    const employee = await createStaff(t.app, admin, 'employee');
    expect((await api(employee, 'PUT', 'company/logo', { media_id: file.id })).statusCode).toBe(403);
    expect((await api(employee, 'DELETE', 'company/logo')).statusCode).toBe(403);
    const accountant = await createStaff(t.app, admin, 'accountant');
    expect((await api(accountant, 'PUT', 'company/logo', { media_id: file.id })).statusCode).toBe(200);
    expect((await api(accountant, 'DELETE', 'company/logo')).statusCode).toBe(204);
  });
});

describe('the logo on issued documents', () => {
  it('prints on an invoice PDF (signed-in and public) as an image; a company without one prints none', async () => {
    const plain = await registerCompany(t.app);
    expect(hasImage(await pdfOf(plain, (await invoiceOf(plain)).id))).toBe(false);

    const admin = await registerCompany(t.app);
    await setLogo(admin, (await upload(admin, png)).id);
    const invoice = await invoiceOf(admin);
    expect(invoice.seller).not.toHaveProperty('logo_key');
    expect(hasImage(await pdfOf(admin, invoice.id))).toBe(true);
    const publicPdf = await t.app.inject({ method: 'GET', url: invoice.pdf_url });
    expect(publicPdf.statusCode).toBe(200);
    expect(hasImage(publicPdf.rawPayload.toString('latin1'))).toBe(true);
  });

  it('shows on the public page of a document, served from its link as a fitted image; none without one', async () => {
    const plain = await registerCompany(t.app);
    const plainToken = (await invoiceOf(plain)).pdf_url.split('/').pop()!.replace('.pdf', '');
    const plainView = await call(t.app, 'GET', `/api/v1/public/documents/${plainToken}`);
    expect(
      plainView.json<{ data: { seller: { logo_url: string | null } } }>().data.seller.logo_url,
    ).toBeNull();
    expect((await call(t.app, 'GET', `/api/v1/public/documents/${plainToken}/logo`)).statusCode).toBe(404);

    const admin = await registerCompany(t.app);
    await setLogo(admin, (await upload(admin, png)).id);
    const token = (await invoiceOf(admin)).pdf_url.split('/').pop()!.replace('.pdf', '');
    const view = await call(t.app, 'GET', `/api/v1/public/documents/${token}`);
    const logoUrl = view.json<{ data: { seller: { logo_url: string | null } } }>().data.seller.logo_url!;
    expect(new URL(logoUrl).pathname).toBe(`/api/v1/public/documents/${token}/logo`);

    const served = await t.app.inject({ method: 'GET', url: new URL(logoUrl).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const { width, height } = await sharp(served.rawPayload).metadata();
    // 600×300 fitted into the 120×60 pt logo box at 4 px per point
    expect([width, height]).toEqual([480, 240]);
    const unknown = 'A'.repeat(32);
    expect((await call(t.app, 'GET', `/api/v1/public/documents/${unknown}/logo`)).statusCode).toBe(404);
  });

  it('keeps the logo a document was issued with when the company changes or removes it', async () => {
    const admin = await registerCompany(t.app);
    const first = await upload(admin, png);
    await setLogo(admin, first.id);
    const invoice = await invoiceOf(admin);

    await setLogo(admin, (await upload(admin, jpeg, { type: 'image/jpeg', ext: 'jpg' })).id);
    await api(admin, 'DELETE', 'company/logo');

    const [row] = await t.ctx.db.select().from(documents).where(eq(documents.id, invoice.id));
    expect(row!.seller.logo_key).toBe(first.key);
    expect(hasImage(await pdfOf(admin, invoice.id))).toBe(true);
    expect(hasImage(await pdfOf(admin, (await invoiceOf(admin)).id))).toBe(false);
  });

  it('prints on credit notes and quotations; a WebP or JPEG logo prints too', async () => {
    const admin = await registerCompany(t.app);
    await setLogo(admin, (await upload(admin, webp, { type: 'image/webp', ext: 'webp' })).id);
    const invoice = await invoiceOf(admin);
    const note = await api(admin, 'POST', `invoices/${invoice.id}/credit-note`);
    expect(note.statusCode, note.body).toBe(201);
    expect(hasImage(await pdfOf(admin, note.json<{ data: DocumentBody }>().data.id))).toBe(true);

    await setLogo(admin, (await upload(admin, jpeg, { type: 'image/jpeg', ext: 'jpg' })).id);
    const quotation = await api(
      admin,
      'POST',
      `orders/${await confirmedOrder(admin, 'quotation')}/quotation-document`,
      {},
    );
    expect(quotation.statusCode, quotation.body).toBe(201);
    expect(hasImage(await pdfOf(admin, quotation.json<{ data: DocumentBody }>().data.id))).toBe(true);
  });

  it("prints on a return's credit note", async () => {
    const admin = await registerCompany(t.app);
    await setLogo(admin, (await upload(admin, png)).id);
    const { variantId } = await sellable(t.app, t.ctx.db, admin, { title: 'Wax', price: 10_000, stock: 5 });
    const sold = await api(admin, 'POST', 'orders', { lines: [{ variant_id: variantId, quantity: 2 }] });
    const order = sold.json<{ data: { id: string; lines: { id: string }[] } }>().data;
    const requested = await api(admin, 'POST', 'returns', {
      order_id: order.id,
      lines: [{ order_line_id: order.lines[0]!.id, quantity: 1 }],
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const approved = await api(
      admin,
      'POST',
      `returns/${requested.json<{ data: { id: string } }>().data.id}/approve`,
      { resolution: 'credit_note' },
    );
    expect(approved.statusCode, approved.body).toBe(200);
    const noteId = approved.json<{ data: { credit_note_id: string } }>().data.credit_note_id;
    expect(hasImage(await pdfOf(admin, noteId))).toBe(true);
  });

  it('prints the document without its logo (never a 500) when the file is gone from storage', async () => {
    const admin = await registerCompany(t.app);
    const file = await upload(admin, png);
    await setLogo(admin, file.id);
    const invoice = await invoiceOf(admin);
    await t.ctx.storage.remove(file.key);
    expect(hasImage(await pdfOf(admin, invoice.id))).toBe(false);
  });
});

describe('document settings and the currency', () => {
  it("dates an invoice's payment by the company's default days unless the issuer chooses", async () => {
    const admin = await registerCompany(t.app);
    expect((await invoiceOf(admin)).due_at).toBeNull();
    const saved = await api(admin, 'PUT', 'company/variables', {
      invoice_due_days: 30,
      credit_note_prefix: 'AV-',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ data: Record<string, unknown> }>().data).toMatchObject({
      invoice_due_days: 30,
      credit_note_prefix: 'AV-',
    });
    const days = (d: DocumentBody) => (Date.parse(d.due_at!) - Date.parse(d.issued_at)) / 86_400_000;
    const invoice = await invoiceOf(admin);
    expect(days(invoice)).toBe(30);
    expect(days(await invoiceOf(admin, { due_in_days: 7 }))).toBe(7);
    const note = await api(admin, 'POST', `invoices/${invoice.id}/credit-note`);
    expect(note.json<{ data: DocumentBody }>().data.reference).toMatch(/^AV-\d{4}-0001$/);
    const bad = await api(admin, 'PUT', 'company/variables', { invoice_due_days: 400 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('invoice_due_days');
  });

  it('locks the currency once an order is recorded (422 on currency); time zone and language still change', async () => {
    const admin = await registerCompany(t.app, { currency: 'XAF' });
    expect((await api(admin, 'PUT', 'company', { currency: 'EUR' })).statusCode).toBe(200);
    expect((await api(admin, 'PUT', 'company', { currency: 'XAF' })).statusCode).toBe(200);
    await confirmedOrder(admin);
    expect((await api(admin, 'GET', 'company')).json<{ data: CompanyBody }>().data.currency_locked).toBe(
      true,
    );

    for (const url of ['company', 'company/variables']) {
      const refused = await api(admin, 'PUT', url, { currency: 'EUR', timezone: 'Africa/Douala' });
      expect(refused.statusCode, url).toBe(422);
      expect(refused.json<{ errors: Record<string, string[]> }>().errors).toEqual({
        currency: ['The currency cannot change once orders are recorded: their amounts are in it.'],
      });
    }
    const kept = await api(admin, 'PUT', 'company', {
      currency: 'XAF',
      timezone: 'Africa/Douala',
      locale: 'fr',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<{ data: Record<string, unknown> }>().data).toMatchObject({
      currency: 'XAF',
      timezone: 'Africa/Douala',
      locale: 'fr',
    });
  });
});
