import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createStaff } from '../../../test/helpers/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { importableKinds } from './import-kinds.ts';
import { importsApi } from './imports.test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { api, businessCompany } = importsApi(() => t);

interface Listed {
  id: string;
  kind: string;
  filename: string | null;
}

async function uploaded(account: Account, kind: 'products' | 'customers', filename: string) {
  const content = kind === 'products' ? 'Title,Price\nPagne,1000\n' : 'Name,Phone\nAwa,+221771234567\n';
  const response = await api('POST', `/imports/${kind}`, {
    token: account.token,
    body: { filename, content },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { id: string } }>().data.id;
}

async function listed(account: Account, query: Record<string, string> = {}) {
  const response = await api('GET', '/imports', { token: account.token, query });
  return { status: response.statusCode, data: response.json<{ data?: Listed[] }>().data ?? [] };
}

/** A company with one product batch and one customer batch, and a stranger company with its own two. */
async function twoCompaniesWithBatches() {
  const admin = await businessCompany('XOF');
  const products = await uploaded(admin, 'products', 'produits.csv');
  const customers = await uploaded(admin, 'customers', 'clients.csv');
  const stranger = await businessCompany('XOF');
  await uploaded(stranger, 'products', 'autres-produits.csv');
  await uploaded(stranger, 'customers', 'autres-clients.csv');
  return { admin, products, customers };
}

// SPEC.md §6 gives no role exactly one of products.create and customers.create: the kinds a user with
// only one of them sees are proven on the rule itself, the roles that exist over HTTP.
describe('which import batches a user may list', () => {
  it('only customer batches with customers.create alone', () => {
    expect(importableKinds((p) => p === 'customers.create')).toEqual(['customers']);
  });

  it('only product batches with products.create alone', () => {
    expect(importableKinds((p) => p === 'products.create')).toEqual(['products']);
  });

  it('both kinds with both permissions, none with neither', () => {
    expect(importableKinds(() => true)).toEqual(['products', 'customers']);
    expect(importableKinds(() => false)).toEqual([]);
  });
});

describe('GET /imports', () => {
  it('lists product and customer batches of the own company to an admin, never another company’s', async () => {
    const { admin, products, customers } = await twoCompaniesWithBatches();

    const page = await listed(admin);

    expect(page.status).toBe(200);
    expect(page.data.map((b) => [b.id, b.kind]).sort()).toEqual(
      [
        [products, 'products'],
        [customers, 'customers'],
      ].sort(),
    );
  });

  it('lists both kinds to the roles that may import both (manager, employee)', async () => {
    const { admin, products, customers } = await twoCompaniesWithBatches();
    for (const role of ['manager', 'employee']) {
      const staff = await createStaff(t.app, admin, role);

      const page = await listed(staff);

      expect(page.status, role).toBe(200);
      expect(page.data.map((b) => b.id).sort(), role).toEqual([products, customers].sort());
    }
  });

  it('answers 403 to the roles that may import neither (accountant, courrier)', async () => {
    const { admin } = await twoCompaniesWithBatches();
    for (const role of ['accountant', 'courrier']) {
      const staff = await createStaff(t.app, admin, role);

      const page = await listed(staff);

      expect(page.status, role).toBe(403);
    }
  });

  it('keeps filter[kind] within the kinds the user may see', async () => {
    const { admin, customers } = await twoCompaniesWithBatches();

    const page = await listed(admin, { 'filter[kind]': 'customers' });

    expect(page.status).toBe(200);
    expect(page.data.map((b) => b.id)).toEqual([customers]);
  });
});

describe('GET /imports in the API docs', () => {
  it('documents both kinds of batch: the product mapping and the customer mapping', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(doc.statusCode).toBe(200);
    // Every property name the 200 answer's schema mentions, however the item schema is nested.
    const listed = JSON.stringify(
      doc.json<{ paths: Record<string, Record<string, { responses: Record<string, unknown> }>> }>().paths[
        '/api/v1/admin/imports'
      ]?.get?.responses['200'],
    );
    expect(listed).toContain('"first_name"'); // customers' mapping
    expect(listed).toContain('"valid_count"'); // customers' preview
    expect(listed).toContain('"option1_name"'); // products' mapping
  });
});
