import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createStaff, registerCompany } from '../../../test/helpers/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

let t: TestApp;
let admin: Account;
beforeAll(async () => {
  t = await createTestApp();
  admin = await registerCompany(t.app);
  const other = await registerCompany(t.app);
  const product = async (account: Account, title: string, tags: string[]) => {
    const response = await call(t.app, 'POST', '/api/v1/admin/products', {
      token: account.token,
      body: { title, tags, variants: [{ price: 1000 }] },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: { id: string } }>().data.id;
  };
  await product(admin, 'Pagne wax', ['Été', 'tissu', 'promo']);
  await product(admin, 'Bazin', ['tissu', 'Promo']);
  await product(admin, 'Boubou', ['ete', 'tissu']);
  const gone = await product(admin, 'Ancien', ['soldes']);
  await call(t.app, 'DELETE', `/api/v1/admin/products/${gone}`, { token: admin.token });
  await product(other, 'Secret', ['confidentiel', 'tissu']);
}, 60_000);
afterAll(() => t?.close());

const tags = async (query: Record<string, string> = {}, account = admin) => {
  const response = await call(t.app, 'GET', '/api/v1/admin/products/tags', { token: account.token, query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { tag: string; count: number }[] }>().data;
};

describe('GET /products/tags', () => {
  it('lists the live products’ tags, most used first, one entry for spellings differing by case or accents', async () => {
    const all = await tags();
    expect(
      all.map((row) => [row.tag.toLowerCase().normalize('NFD').replace(/\p{M}/gu, ''), row.count]),
    ).toEqual([
      ['tissu', 3],
      ['ete', 2],
      ['promo', 2],
    ]);
    expect(all.map((row) => row.tag)).not.toContain('soldes');
    expect(all.map((row) => row.tag)).not.toContain('confidentiel');
  });

  it('searches ignoring accents and case, and limits', async () => {
    expect((await tags({ search: 'ÉT' })).map((row) => row.count)).toEqual([2]);
    expect((await tags({ search: 'pro' })).map((row) => row.tag.toLowerCase())).toEqual(['promo']);
    expect(await tags({ search: 'confidentiel' })).toEqual([]);
    expect(await tags({ limit: '1' })).toHaveLength(1);
  });

  it('refuses a bad limit with 400 and someone without products.view with 403', async () => {
    const bad = await call(t.app, 'GET', '/api/v1/admin/products/tags', {
      token: admin.token,
      query: { limit: '0' },
    });
    expect(bad.statusCode).toBe(400);
    const courier = await createStaff(t.app, admin, 'courrier');
    const denied = await call(t.app, 'GET', '/api/v1/products/tags', { token: courier.token });
    expect(denied.statusCode).toBe(403);
  });
});

describe('a tag is a word or phrase', () => {
  it('refuses a tag with a comma or semicolon with 422 on tags, in the reader’s language, and writes nothing', async () => {
    const owner = await registerCompany(t.app);
    const api = (method: 'POST' | 'PATCH' | 'GET', url: string, body?: unknown) =>
      call(t.app, method, `/api/v1/admin${url}`, {
        token: owner.token,
        headers: { 'accept-language': 'fr' },
        ...(body === undefined ? {} : { body }),
      });
    const created = await api('POST', '/products', {
      title: 'Pagne',
      tags: ['wax'],
      variants: [{ price: 1000 }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ data: { id: string } }>().data.id;
    const message =
      'Une étiquette est un mot ou une expression : sans virgule, point-virgule ni retour à la ligne, qui séparent les étiquettes (« Wax, Promo » en fait deux).';

    const refusals = [
      await api('POST', '/products', { title: 'Bazin', tags: ['Tissu, bazin'], variants: [{ price: 1000 }] }),
      await api('PATCH', `/products/${id}`, { tags: ['wax', 'promo;été'] }),
      await api('POST', '/products/bulk', { action: 'add_tags', ids: [id], tags: ['soldes, hiver'] }),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json<{ errors: Record<string, string[]> }>().errors).toEqual({ tags: [message] });
    }
    const english = await call(t.app, 'PATCH', `/api/v1/admin/products/${id}`, {
      token: owner.token,
      body: { tags: ['a,b'] },
    });
    expect(english.json<{ errors: Record<string, string[]> }>().errors.tags?.[0]).toMatch(/^A tag is a word/);

    const list = await api('GET', '/products');
    expect(
      list.json<{ data: { title: string; tags: string[] }[] }>().data.map((p) => [p.title, p.tags]),
    ).toEqual([['Pagne', ['wax']]]);
    // Tags without separators still go through, the bulk remove of an old one too.
    const ok = await api('POST', '/products/bulk', { action: 'add_tags', ids: [id], tags: ['Été 2026'] });
    expect(ok.statusCode, ok.body).toBe(200);
    const removed = await api('POST', '/products/bulk', { action: 'remove_tags', ids: [id], tags: ['x, y'] });
    expect(removed.statusCode, removed.body).toBe(200);
  });
});
