import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createStaff, registerCompany } from '../../../test/helpers/factories.ts';
import { type ApiOptions, call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { events, products, productVariants } from '../../db/schema/index.ts';
import type { ProductBody, VariantBody } from './products.routes.test.ts';

interface ErrorBody {
  code: string;
  message: string;
  errors?: Record<string, string[]>;
}
interface Given {
  id: string;
  barcode: string;
  generated: boolean;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'DELETE', url: string, options: ApiOptions = {}) =>
  call(t.app, method, `/api/v1/admin${url}`, options);

async function create(account: Account, body: Record<string, unknown>): Promise<ProductBody> {
  const response = await api('POST', '/products', { token: account.token, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: ProductBody }>().data;
}

const generate = (account: Account, body: unknown, locale = 'en') =>
  api('POST', '/product-variants/barcodes', {
    token: account.token,
    body: body as Record<string, unknown>,
    headers: { 'accept-language': locale },
  });

async function generated(account: Account, variantIds: string[]): Promise<Given[]> {
  const response = await generate(account, { variant_ids: variantIds });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Given[] }>().data;
}

const barcodeOf = async (account: Account, variantId: string) =>
  (await api('GET', `/product-variants/${variantId}`, { token: account.token })).json<{ data: VariantBody }>()
    .data.barcode;

const sizes = { options: [{ name: 'Taille', values: ['S', 'M'] }] };

describe('in-store barcodes for variants without one', () => {
  it('gives each listed variant without a barcode the next in-store EAN-13, in the order listed', async () => {
    const admin = await registerCompany(t.app);
    const shea = await create(admin, { title: 'Karité', ...sizes });
    const soap = await create(admin, { title: 'Savon', variants: [{ barcode: '6001234500011' }] });
    const [small, medium] = shea.variants!;
    const soapVariant = soap.variants![0]!;
    const [before] = await t.ctx.db.select().from(products).where(eq(products.id, shea.id));

    const data = await generated(admin, [medium!.id, soapVariant.id, small!.id]);

    expect(data).toEqual([
      { id: medium!.id, barcode: '2000000000015', generated: true },
      { id: soapVariant.id, barcode: '6001234500011', generated: false },
      { id: small!.id, barcode: '2000000000022', generated: true },
    ]);
    expect(await barcodeOf(admin, small!.id)).toBe('2000000000022');
    // The product shows the change, and one event says which of its variants got a barcode.
    const [after] = await t.ctx.db.select().from(products).where(eq(products.id, shea.id));
    expect(after!.updated_at.getTime()).toBeGreaterThan(before!.updated_at.getTime());
    const changes = await t.ctx.db
      .select()
      .from(events)
      .where(and(eq(events.subject_id, shea.id), eq(events.type, 'product.updated')));
    expect(changes.map((event) => event.payload)).toEqual([
      { variant_ids: [medium!.id, small!.id], fields: ['barcode'] },
    ]);
    // The counter scans it.
    const scanned = await api('GET', '/product-variants/lookup', {
      token: admin.token,
      query: { code: '2000000000015' },
    });
    expect(scanned.json<{ data: VariantBody }>().data.id).toBe(medium!.id);
  });

  it('continues after the highest in-store code ever given, deleted products included, ignoring other codes', async () => {
    const admin = await registerCompany(t.app);
    const other = await registerCompany(t.app);
    // Another company's numbering is its own.
    await create(other, { title: 'Chez l’autre', variants: [{ barcode: '2000000000909' }] });
    await create(admin, { title: 'Typed by hand', variants: [{ barcode: '2000000000428' }] });
    await create(admin, { title: 'Scale code', variants: [{ barcode: '2100000009990' }] });
    await create(admin, { title: 'Supplier code', variants: [{ barcode: '9780306406157' }] });
    const gone = await create(admin, { title: 'Old labels', variants: [{ barcode: '2000000000503' }] });
    expect((await api('DELETE', `/products/${gone.id}`, { token: admin.token })).statusCode).toBe(204);
    const fresh = await create(admin, { title: 'Bissap' });

    const [given] = await generated(admin, [fresh.variants![0]!.id]);

    // 50 was printed on the deleted product's labels: it is never handed out again.
    expect(given!.barcode).toBe('2000000000510');
  });

  it('changes nothing on a second call', async () => {
    const admin = await registerCompany(t.app);
    const shea = await create(admin, { title: 'Karité', ...sizes });
    const ids = shea.variants!.map((variant) => variant.id);
    const first = await generated(admin, ids);
    const [before] = await t.ctx.db.select().from(products).where(eq(products.id, shea.id));

    const second = await generated(admin, [...ids, ids[0]!]);

    expect(second).toEqual(first.map((row) => ({ ...row, generated: false })));
    const [after] = await t.ctx.db.select().from(products).where(eq(products.id, shea.id));
    expect(after!.updated_at).toEqual(before!.updated_at);
    const next = await create(admin, { title: 'Bissap' });
    expect((await generated(admin, [next.variants![0]!.id]))[0]!.barcode).toBe('2000000000039');
  });

  it('answers 409 in the user’s language when the in-store numbers are used up, and changes nothing', async () => {
    const admin = await registerCompany(t.app);
    await create(admin, { title: 'Last number', variants: [{ barcode: '2099999999998' }] });
    const fresh = await create(admin, { title: 'Bissap' });
    const refused = await generate(admin, { variant_ids: [fresh.variants![0]!.id] }, 'fr');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().errors).toEqual({
      variant_ids: [
        'Tous les numéros de code-barres internes sont utilisés : saisissez le code-barres de ces variantes à la main.',
      ],
    });
    expect(await barcodeOf(admin, fresh.variants![0]!.id)).toBeNull();
  });
});

describe('what the call accepts', () => {
  it('refuses a missing or empty list, more than 500 ids and ids that are not UUIDs (422 on variant_ids)', async () => {
    const admin = await registerCompany(t.app);
    const bodies = [
      {},
      { variant_ids: [] },
      { variant_ids: Array.from({ length: 501 }, () => randomUUID()) },
      { variant_ids: ['not-an-id'] },
      { variant_ids: 'abc' },
    ];
    for (const body of bodies) {
      const response = await generate(admin, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 60)).toBe(422);
      expect(
        Object.keys(response.json<ErrorBody>().errors ?? {}).every((key) => key.startsWith('variant_ids')),
      ).toBe(true);
    }
    expect((await generate(admin, { variant_ids: ['not-an-id'] })).json<ErrorBody>().errors).toEqual({
      'variant_ids.0': [expect.any(String)],
    });
  });

  it('needs products.update: 403 for a role without it, 200 for an employee', async () => {
    const admin = await registerCompany(t.app);
    const accountant = await createStaff(t.app, admin, 'accountant');
    const employee = await createStaff(t.app, admin, 'employee');
    const product = await create(admin, { title: 'Pagne' });
    const id = product.variants![0]!.id;
    expect((await generate(accountant, { variant_ids: [id] })).statusCode).toBe(403);
    expect(await barcodeOf(admin, id)).toBeNull();
    expect((await generate(employee, { variant_ids: [id] })).statusCode).toBe(200);
  });

  it('answers 404 for another company’s, a deleted or an unknown variant, and gives no barcode to the others', async () => {
    const admin = await registerCompany(t.app);
    const other = await registerCompany(t.app);
    const theirs = (await create(other, { title: 'Chez l’autre' })).variants![0]!.id;
    const mine = (await create(admin, { title: 'Pagne' })).variants![0]!.id;
    const deleted = await create(admin, { title: 'Retiré' });
    expect((await api('DELETE', `/products/${deleted.id}`, { token: admin.token })).statusCode).toBe(204);

    for (const stranger of [theirs, deleted.variants![0]!.id, randomUUID()]) {
      const response = await generate(admin, { variant_ids: [mine, stranger] });
      expect(response.statusCode).toBe(404);
      expect(response.json<ErrorBody>().code).toBe('not_found');
    }
    expect(await barcodeOf(admin, mine)).toBeNull();
    expect(await barcodeOf(other, theirs)).toBeNull();
    const [row] = await t.ctx.db
      .select({ barcode: productVariants.barcode })
      .from(productVariants)
      .where(eq(productVariants.id, deleted.variants![0]!.id));
    expect(row!.barcode).toBeNull();
  });
});

describe('concurrent calls', () => {
  it('10 calls at once for different variants never give the same code', async () => {
    const admin = await registerCompany(t.app);
    const variantIds: string[] = [];
    for (let i = 0; i < 10; i++)
      variantIds.push((await create(admin, { title: `Savon ${i}` })).variants![0]!.id);

    const responses = await Promise.all(variantIds.map((id) => generate(admin, { variant_ids: [id] })));

    // On PostgreSQL the calls overlap (lockVariantCodes serialises them); PGlite runs them one by one.
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    const codes = responses.map((response) => response.json<{ data: Given[] }>().data[0]!.barcode);
    expect(new Set(codes).size).toBe(10);
    expect([...codes].sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `2000000000${String(i + 1).padStart(2, '0')}`).map((first12) =>
        expect.stringMatching(new RegExp(`^${first12}\\d$`)),
      ),
    );
  });
});
