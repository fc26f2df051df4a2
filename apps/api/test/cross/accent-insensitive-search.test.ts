import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, registerCompany, uniqueEmail } from '../helpers/factories.ts';
import { type ApiOptions, call, createTestApp, type TestApp } from '../helpers/test-app.ts';

// Merchants type "creme" for "Crème brûlée" and "helene" for "Hélène": list searches ignore accents and
// case, typed either way; SKUs, barcodes, phones and emails are still matched as typed.

let t: TestApp;
let admin: Account;
let other: Account;

const api = (method: 'GET' | 'POST' | 'PATCH', url: string, options: ApiOptions = {}) =>
  call(t.app, method, `/api/v1/admin${url}`, { token: admin.token, ...options });

async function post(url: string, body: unknown, account = admin): Promise<string> {
  const response = await api('POST', url, { body, token: account.token });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { id: string } }>().data.id;
}

/** One field of each row the list answers for `search`. */
async function found(url: string, search: string, field: string): Promise<string[]> {
  const response = await api('GET', url, { query: { search, per_page: '100' } });
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<{ data: Record<string, unknown>[] }>()
    .data.map((row) => String(row[field]))
    .sort();
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerCompany(t.app);
  other = await registerCompany(t.app);
  for (const title of ['Crème brûlée', 'creme fraiche', 'Café Touba', 'Œufs frais', 'Pagne wax']) {
    await post('/products', { title, variants: [{ price: 1500 }] });
  }
  await post('/products', {
    title: 'Boubou',
    options: [{ name: 'Couleur', values: ['Bleu ciel', 'Doré'] }],
    variants: [
      { option1: 'Bleu ciel', price: 9000, sku: 'BOU-É1' },
      { option1: 'Doré', price: 9000, sku: 'BOU-2' },
    ],
  });
  await post('/products', { title: 'Crème de B', variants: [{ price: 1 }] }, other);
}, 60_000);
afterAll(() => t?.close());

describe('products', () => {
  it('"creme" finds "Crème brûlée" and "creme fraiche"; "CRÈME" finds both as well', async () => {
    expect(await found('/products', 'creme', 'title')).toEqual(['Crème brûlée', 'creme fraiche']);
    expect(await found('/products', 'CRÈME', 'title')).toEqual(['Crème brûlée', 'creme fraiche']);
    expect(await found('/products', 'brulee', 'title')).toEqual(['Crème brûlée']);
  });

  it('"cafe" finds "Café Touba", "oeufs" finds "Œufs frais"; another company\'s never', async () => {
    expect(await found('/products', 'cafe', 'title')).toEqual(['Café Touba']);
    expect(await found('/products', 'CAFÉ', 'title')).toEqual(['Café Touba']);
    expect(await found('/products', 'oeufs', 'title')).toEqual(['Œufs frais']);
    expect(await found('/products', 'crème de', 'title')).toEqual([]);
  });

  it('counts what it finds, and keeps % and _ literal', async () => {
    const response = await api('GET', '/products', { query: { search: 'CREME', per_page: '1' } });
    expect(response.json<{ meta: { total: number } }>().meta.total).toBe(2);
    expect(await found('/products', 'cr%me', 'title')).toEqual([]);
  });

  it('finds a renamed product by its new title only (the stored fold follows the title)', async () => {
    const id = await post('/products', { title: 'Thé à la menthe', variants: [{ price: 500 }] });
    expect(await found('/products', 'the a la', 'title')).toEqual(['Thé à la menthe']);
    const renamed = await api('PATCH', `/products/${id}`, { body: { title: 'Bissap glacé' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await found('/products', 'the a la', 'title')).toEqual([]);
    expect(await found('/products', 'GLACE', 'title')).toEqual(['Bissap glacé']);
    expect(renamed.json<{ data: Record<string, unknown> }>().data).not.toHaveProperty('search_title');
  });

  it('matches SKUs as typed (a prefix, in capitals too), not folded', async () => {
    expect(await found('/products', 'BOU-É', 'title')).toEqual(['Boubou']);
    expect(await found('/products', 'bou-e', 'title')).toEqual([]);
  });
});

describe('stock lists', () => {
  it('"creme" finds the stock of "Crème brûlée" in the overview and the balances', async () => {
    expect(await found('/stock-overview', 'creme brulee', 'product_title')).toEqual(['Crème brûlée']);
    expect(await found('/stock-balances', 'CAFE', 'product_title')).toEqual([]);
    // An opening stock makes a balance row (and a movement) for the café.
    const warehouses = (await api('GET', '/warehouses')).json<{ data: { id: string }[] }>().data;
    const [variant] = (await api('GET', '/product-variants', { query: { search: 'cafe touba' } })).json<{
      data: { id: string }[];
    }>().data;
    const adjusted = await api('POST', '/stock-adjustments', {
      body: {
        warehouse_id: warehouses[0]!.id,
        reason: 'found',
        lines: [{ variant_id: variant!.id, quantity_change: 3 }],
      },
    });
    expect(adjusted.statusCode, adjusted.body).toBeLessThan(300);
    expect(await found('/stock-balances', 'CAFE', 'product_title')).toEqual(['Café Touba']);
    expect(await found('/stock-movements', 'café', 'product_title')).toEqual(['Café Touba']);
  });
});

describe('variant search (POS and order screens)', () => {
  it('finds variants by product title and by variant title, ignoring accents and case', async () => {
    expect(await found('/product-variants', 'creme', 'title')).toHaveLength(2);
    expect(await found('/product-variants', 'CAFE', 'price')).toEqual(['1500']);
    expect(await found('/product-variants', 'dore', 'title')).toEqual(['Doré']);
    expect(await found('/product-variants', 'DORÉ', 'title')).toEqual(['Doré']);
  });

  it('keeps SKUs as typed', async () => {
    expect(await found('/product-variants', 'BOU-É1', 'sku')).toEqual(['BOU-É1']);
    expect(await found('/product-variants', 'bou-e1', 'sku')).toEqual([]);
  });
});

describe('customers and their orders', () => {
  let helene: string;
  beforeAll(async () => {
    helene = await post('/customers', {
      first_name: 'Hélène',
      last_name: 'Ndèye',
      phone: '+221 77 123 45 67',
    });
    await post('/customers', { type: 'company', company_name: 'Société Générale Béninoise' });
    await post('/customers', { first_name: 'Helena', last_name: 'Diop', email: 'helena.diop@example.test' });
    await post('/customers', { first_name: 'Hélène', last_name: 'Autre' }, other);
    await post('/orders', { lines: [{ title: 'Pagne', price: 2000, quantity: 1 }], customer_id: helene });
  });

  it('"helene" finds "Hélène Ndèye"; "NDEYE" and "hélène" too', async () => {
    expect(await found('/customers', 'helene', 'name')).toEqual(['Hélène Ndèye']);
    expect(await found('/customers', 'NDEYE', 'name')).toEqual(['Hélène Ndèye']);
    expect(await found('/customers', 'hélène', 'name')).toEqual(['Hélène Ndèye']);
    expect(await found('/customers', 'HELEN', 'name')).toEqual(['Helena Diop', 'Hélène Ndèye']);
  });

  it('finds a renamed customer by the new name only, and does not answer the stored fold', async () => {
    const id = await post('/customers', { type: 'individual', first_name: 'Aïssatou', last_name: 'Bâ' });
    expect(await found('/customers', 'aissatou', 'name')).toEqual(['Aïssatou Bâ']);
    const renamed = await api('PATCH', `/customers/${id}`, { body: { first_name: 'Fatoumata' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await found('/customers', 'aissatou', 'name')).toEqual([]);
    expect(await found('/customers', 'fatoumata ba', 'name')).toEqual(['Fatoumata Bâ']);
    expect(renamed.json<{ data: Record<string, unknown> }>().data).not.toHaveProperty('search_name');
  });

  it('finds a company customer by its name without accents', async () => {
    expect(await found('/customers', 'societe generale beninoise', 'name')).toEqual([
      'Société Générale Béninoise',
    ]);
  });

  it('still finds phones by their digits and emails by a part', async () => {
    expect(await found('/customers', '77 123 45', 'name')).toEqual(['Hélène Ndèye']);
    expect(await found('/customers', 'DIOP@EXAMPLE', 'name')).toEqual(['Helena Diop']);
  });

  it('finds the orders of "Hélène" searched as "helene ndeye"', async () => {
    const orders = await found('/orders', 'helene ndeye', 'customer_id');
    expect(orders).toEqual([helene]);
    expect(await found('/orders', 'HÉLÈNE', 'customer_id')).toEqual([helene]);
  });
});

describe('suppliers, collections, staff', () => {
  beforeAll(async () => {
    await post('/suppliers', { name: 'Sénégal Épices', contact_name: 'Mamadou Ndiaye' });
    await post('/suppliers', { name: 'Textiles Dakar', contact_name: 'Adèle Faye' });
    await post('/collections', { title: 'Pâtisserie française' });
    await post('/users', {
      name: 'Hélène Sarr',
      email: uniqueEmail('staff'),
      password: 'staff password 123',
      role: 'employee',
    });
  });

  it('"senegal epices" finds "Sénégal Épices"; "adele" finds its contact', async () => {
    expect(await found('/suppliers', 'senegal epices', 'name')).toEqual(['Sénégal Épices']);
    expect(await found('/suppliers', 'SENEGAL', 'name')).toEqual(['Sénégal Épices']);
    expect(await found('/suppliers', 'adele', 'name')).toEqual(['Textiles Dakar']);
  });

  it('"patisserie" finds the collection "Pâtisserie française"', async () => {
    expect(await found('/collections', 'patisserie FRANCAISE', 'title')).toEqual(['Pâtisserie française']);
  });

  it('"helene" finds the staff member "Hélène Sarr"', async () => {
    expect(await found('/users', 'helene', 'name')).toEqual(['Hélène Sarr']);
  });
});

describe('import batches and the media library, by file name', () => {
  beforeAll(async () => {
    for (const filename of ['Crème.csv', 'creme-2.csv', 'Café.csv']) {
      await post('/imports/products', { filename, content: 'Title,Price\nSavon,2.50\n' });
    }
    await post('/imports/products', { filename: 'Crème autre.csv', content: 'Title\nX\n' }, other);
    for (const original_name of ['Crème solaire.png', 'CAFÉ TOUBA.png', 'Pagne.png']) {
      const presigned = await call(t.app, 'POST', '/api/v1/upload/presign', {
        token: admin.token,
        body: {
          model: 'products',
          collection: 'images',
          content_type: 'image/png',
          ext: 'png',
          original_name,
        },
      });
      expect(presigned.statusCode, presigned.body).toBe(200);
    }
  });

  it('"creme" finds the imports of "Crème.csv" and "creme-2.csv"; another company\'s never', async () => {
    expect(await found('/imports', 'creme', 'filename')).toEqual(['Crème.csv', 'creme-2.csv']);
    expect(await found('/imports', 'CRÈME.CSV', 'filename')).toEqual(['Crème.csv']);
    expect(await found('/imports', 'cafe', 'filename')).toEqual(['Café.csv']);
  });

  it('"creme" finds the media file "Crème solaire.png", "café touba" finds "CAFÉ TOUBA.png"', async () => {
    expect(await found('/media-files', 'creme', 'original_name')).toEqual(['Crème solaire.png']);
    expect(await found('/media-files', 'café touba', 'original_name')).toEqual(['CAFÉ TOUBA.png']);
  });
});
