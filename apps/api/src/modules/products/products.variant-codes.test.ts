import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, registerCompany } from '../../../test/helpers/factories.ts';
import { type ApiOptions, call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { productVariants } from '../../db/schema/index.ts';
import type { ProductBody, VariantBody } from './products.routes.test.ts';

interface ErrorBody {
  code: string;
  message: string;
  errors?: Record<string, string[]>;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, options: ApiOptions = {}) =>
  call(t.app, method, `/api/v1/admin${url}`, options);

async function create(account: Account, body: Record<string, unknown>): Promise<ProductBody> {
  const response = await api('POST', '/products', { token: account.token, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: ProductBody }>().data;
}

const send = (
  account: Account,
  method: 'POST' | 'PATCH',
  url: string,
  body: Record<string, unknown>,
  locale = 'en',
) => api(method, url, { token: account.token, body, headers: { 'accept-language': locale } });

const sizes = { options: [{ name: 'Taille', values: ['S', 'M'] }] };

describe('barcodes are unique among the company’s live variants', () => {
  it('refuses a new product whose variant takes a barcode another product uses (409 on variants.N.barcode)', async () => {
    const admin = await registerCompany(t.app);
    await create(admin, { title: 'Savon noir', variants: [{ sku: 'SAV', barcode: '6001234500011' }] });
    const dup = await send(admin, 'POST', '/products', {
      title: 'Karité',
      ...sizes,
      variants: [
        { option1: 'S', barcode: '6001234500099' },
        { option1: 'M', barcode: '6001234500011' },
      ],
    });
    expect(dup.statusCode, dup.body).toBe(409);
    expect(dup.json<ErrorBody>()).toEqual({
      code: 'duplicate',
      message: 'This barcode is already used.',
      errors: { 'variants.1.barcode': ['This barcode is already used by another variant.'] },
    });
    const french = await send(
      admin,
      'POST',
      '/products',
      { title: 'Karité', variants: [{ barcode: '6001234500011' }] },
      'fr',
    );
    expect(french.json<ErrorBody>().errors).toEqual({
      'variants.0.barcode': ['Ce code-barres est déjà utilisé par une autre variante.'],
    });
    const list = await api('GET', '/products', { token: admin.token });
    expect(list.json<{ meta: { total: number } }>().meta.total).toBe(1);
  });

  it('refuses a barcode twice in one product (422), and gives each field one message', async () => {
    const admin = await registerCompany(t.app);
    await create(admin, { title: 'Savon', variants: [{ sku: 'X-1', barcode: '111' }] });
    const twice = await send(admin, 'POST', '/products', {
      title: 'Karité',
      ...sizes,
      variants: [
        { option1: 'S', sku: 'K', barcode: '111' },
        // repeated in the body and also taken by Savon: one message, the body's own repeat
        { option1: 'M', sku: 'k', barcode: '111' },
      ],
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json<ErrorBody>().errors).toEqual({
      'variants.1.sku': ['This SKU is used twice in the product.'],
      'variants.1.barcode': ['This barcode is used twice in the product.'],
    });
    const taken = await send(admin, 'POST', '/products', { title: 'Bissap', variants: [{ sku: 'X-1' }] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<ErrorBody>().errors).toEqual({
      'variants.0.sku': ['This SKU is already used by another variant.'],
    });
    // A schema field failing two checks carries the first one only.
    const handle = await send(admin, 'POST', '/products', {
      title: 'Bissap',
      handle: `Bad ${'x'.repeat(300)}`,
    });
    expect(handle.statusCode).toBe(422);
    expect(handle.json<ErrorBody>().errors).toEqual({
      handle: ['Use lowercase letters, digits and hyphens only (for example robe-wax).'],
    });
  });

  it('refuses the barcode on update and on the variant route, but not an unchanged, deleted or other company’s one', async () => {
    const admin = await registerCompany(t.app);
    const other = await registerCompany(t.app);
    await create(other, { title: 'Chez l’autre', variants: [{ barcode: '900' }] });
    const soap = await create(admin, { title: 'Savon', variants: [{ barcode: '100' }] });
    const shea = await create(admin, { title: 'Karité', ...sizes });
    const [small, medium] = shea.variants!;

    const update = await send(admin, 'PATCH', `/products/${shea.id}`, {
      variants: [{ option1: 'M', barcode: '100' }],
    });
    expect(update.statusCode).toBe(409);
    expect(update.json<ErrorBody>().errors).toEqual({
      'variants.0.barcode': ['This barcode is already used by another variant.'],
    });
    const route = await send(admin, 'PATCH', `/product-variants/${small!.id}`, { barcode: '100' });
    expect(route.statusCode).toBe(409);
    expect(route.json<ErrorBody>().errors).toEqual({
      barcode: ['This barcode is already used by another variant.'],
    });

    // Another company's barcode is free here; swapping barcodes inside one product works.
    const own = await send(admin, 'PATCH', `/products/${shea.id}`, {
      variants: [
        { id: small!.id, barcode: '900' },
        { id: medium!.id, barcode: '901' },
      ],
    });
    expect(own.statusCode, own.body).toBe(200);
    const swap = await send(admin, 'PATCH', `/products/${shea.id}`, {
      variants: [
        { id: small!.id, barcode: '901' },
        { id: medium!.id, barcode: '900' },
      ],
    });
    expect(swap.statusCode, swap.body).toBe(200);
    // Resending a variant's own barcode is no conflict.
    const same = await send(admin, 'PATCH', `/product-variants/${small!.id}`, { barcode: '901', price: 5 });
    expect(same.statusCode, same.body).toBe(200);

    // A deleted product's barcodes are free again.
    expect((await api('DELETE', `/products/${soap.id}`, { token: admin.token })).statusCode).toBe(204);
    const reused = await send(admin, 'PATCH', `/product-variants/${small!.id}`, { barcode: '100' });
    expect(reused.statusCode, reused.body).toBe(200);
    expect(reused.json<{ data: VariantBody }>().data.barcode).toBe('100');
  });
});

describe('SKUs are unique among the company’s live variants in any case', () => {
  it('refuses "ABC-1" when "abc-1" exists: 409 on create, product update and the variant route', async () => {
    const admin = await registerCompany(t.app);
    const other = await registerCompany(t.app);
    await create(other, { title: 'Chez l’autre', variants: [{ sku: 'XYZ-1' }] });
    await create(admin, { title: 'Savon', variants: [{ sku: 'abc-1' }] });
    const shea = await create(admin, { title: 'Karité', ...sizes });
    const [small] = shea.variants!;

    const created = await send(
      admin,
      'POST',
      '/products',
      { title: 'Bissap', variants: [{ sku: 'ABC-1' }] },
      'fr',
    );
    expect(created.statusCode, created.body).toBe(409);
    expect(created.json<ErrorBody>()).toMatchObject({
      code: 'duplicate',
      errors: { 'variants.0.sku': ['Ce SKU est déjà utilisé par une autre variante.'] },
    });
    const update = await send(admin, 'PATCH', `/products/${shea.id}`, {
      variants: [{ option1: 'M', sku: 'Abc-1' }],
    });
    expect(update.statusCode).toBe(409);
    expect(update.json<ErrorBody>().errors).toEqual({
      'variants.0.sku': ['This SKU is already used by another variant.'],
    });
    const route = await send(admin, 'PATCH', `/product-variants/${small!.id}`, { sku: 'ABC-1' });
    expect(route.statusCode).toBe(409);
    expect(route.json<ErrorBody>().errors).toEqual({ sku: ['This SKU is already used by another variant.'] });

    // Another company's SKU is free here, and a variant may change the case of its own SKU.
    const own = await send(admin, 'PATCH', `/product-variants/${small!.id}`, { sku: 'xyz-1' });
    expect(own.statusCode, own.body).toBe(200);
    const recased = await send(admin, 'PATCH', `/product-variants/${small!.id}`, { sku: 'XYZ-1' });
    expect(recased.statusCode, recased.body).toBe(200);
  });

  it('does not block edits of a variant whose SKU had a case twin before the rule', async () => {
    const admin = await registerCompany(t.app);
    await create(admin, { title: 'Savon', variants: [{ sku: 'abc-1' }] });
    const twin = await create(admin, { title: 'Karité', variants: [{ sku: 'OLD-1' }] });
    const variant = twin.variants![0]!;
    await t.ctx.db.update(productVariants).set({ sku: 'ABC-1' }).where(eq(productVariants.id, variant.id));
    const edit = await send(admin, 'PATCH', `/products/${twin.id}`, {
      variants: [{ id: variant.id, sku: 'ABC-1', price: 900 }],
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const route = await send(admin, 'PATCH', `/product-variants/${variant.id}`, { sku: 'ABC-1', price: 950 });
    expect(route.statusCode, route.body).toBe(200);
  });

  it('10 products saved at once with one SKU in 10 different cases: exactly one is created', async () => {
    const admin = await registerCompany(t.app);
    // "sav-noir", "Sav-noir", "sAv-noir", "SAv-noir"…: no two alike, so the exact unique index lets all pass.
    const casing = (i: number) =>
      [...'sav-noir'].map((c, k) => ((i >> k) & 1 ? c.toUpperCase() : c)).join('');
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        send(admin, 'POST', '/products', { title: `Savon ${i}`, variants: [{ sku: casing(i) }] }),
      ),
    );
    // On PostgreSQL the saves overlap (the advisory lock serialises them); PGlite runs them one by one.
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
  });
});

describe('barcodes under concurrent saves', () => {
  it('10 products saved at once with one barcode: exactly one is created, the others get 409', async () => {
    const admin = await registerCompany(t.app);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        send(admin, 'POST', '/products', { title: `Savon ${i}`, variants: [{ barcode: '6001234500011' }] }),
      ),
    );
    // On PostgreSQL the saves overlap (the advisory lock serialises them); PGlite runs them one by one.
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
  });
});

describe('compare-at price', () => {
  it('must be above the price when set: 422 on variants.N.compare_at_price in the user’s language', async () => {
    const admin = await registerCompany(t.app);
    for (const compare_at_price of [1000, 900]) {
      const refused = await send(
        admin,
        'POST',
        '/products',
        { title: 'Robe', variants: [{ price: 1000, compare_at_price }] },
        'fr',
      );
      expect(refused.statusCode).toBe(422);
      expect(refused.json<ErrorBody>().errors).toEqual({
        'variants.0.compare_at_price': ['Le prix barré doit être supérieur au prix.'],
      });
    }
    // Without a price the variant costs 0, and a compare-at price of 0 is not above it.
    const free = await send(admin, 'POST', '/products', {
      title: 'Robe',
      variants: [{ compare_at_price: 0 }],
    });
    expect(free.json<ErrorBody>().errors).toEqual({
      'variants.0.compare_at_price': ['The compare-at price must be higher than the price.'],
    });
    const product = await create(admin, {
      title: 'Robe',
      variants: [{ price: 1000, compare_at_price: 1500 }],
    });
    const variant = product.variants![0]!;
    expect(variant).toMatchObject({ price: 1000, compare_at_price: 1500 });
    expect((await create(admin, { title: 'Pagne', variants: [{ compare_at_price: null }] })).id).toBeTruthy();

    // An edit is checked against the price or compare-at price it leaves as it is.
    const raised = await send(admin, 'PATCH', `/products/${product.id}`, {
      variants: [{ id: variant.id, price: 1500 }],
    });
    expect(raised.statusCode).toBe(422);
    expect(Object.keys(raised.json<ErrorBody>().errors!)).toEqual(['variants.0.compare_at_price']);
    const lowered = await send(
      admin,
      'PATCH',
      `/product-variants/${variant.id}`,
      { compare_at_price: 999 },
      'es',
    );
    expect(lowered.statusCode).toBe(422);
    expect(lowered.json<ErrorBody>().errors).toEqual({
      compare_at_price: ['El precio anterior debe ser mayor que el precio.'],
    });
    const read = await api('GET', `/product-variants/${variant.id}`, { token: admin.token });
    expect(read.json<{ data: VariantBody }>().data).toMatchObject({ price: 1000, compare_at_price: 1500 });
    const cleared = await send(admin, 'PATCH', `/product-variants/${variant.id}`, {
      price: 2000,
      compare_at_price: null,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);

    // A row saved before the rule does not block edits that leave its prices alone.
    await t.ctx.db
      .update(productVariants)
      .set({ compare_at_price: 1500 })
      .where(eq(productVariants.id, variant.id));
    const weight = await send(admin, 'PATCH', `/product-variants/${variant.id}`, { weight: 300 });
    expect(weight.statusCode, weight.body).toBe(200);
  });
});

describe('scanning a code', () => {
  it('finds a SKU typed in any case, a barcode only exactly as it is', async () => {
    const admin = await registerCompany(t.app);
    const soap = await create(admin, {
      title: 'Savon noir',
      variants: [{ sku: 'SAV-NOIR', barcode: 'AB-12' }],
    });
    const id = soap.variants![0]!.id;
    const lookup = (code: string) =>
      api('GET', '/product-variants/lookup', { token: admin.token, query: { code } });
    for (const code of ['SAV-NOIR', 'sav-noir', 'Sav-Noir', ' sav-noir ', 'AB-12']) {
      const found = await lookup(code);
      expect(found.statusCode, code).toBe(200);
      expect(found.json<{ data: VariantBody }>().data.id, code).toBe(id);
    }
    for (const code of ['ab-12', 'SAV_NOIR', 'SAV%', 'sav']) {
      expect((await lookup(code)).statusCode, code).toBe(404);
    }
  });
});
