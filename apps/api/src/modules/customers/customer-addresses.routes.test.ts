import type { CustomerAddress } from '@comptoir/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createStaff, registerCompany } from '../../../test/helpers/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { customerApi, type ErrorBody } from './customers.test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { api, createCustomer, eventTypes } = customerApi(() => t);

async function addAddress(account: Account, customerId: string, body: Record<string, unknown>) {
  const response = await api('POST', `/customers/${customerId}/addresses`, { token: account.token, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: CustomerAddress }>().data;
}

async function addresses(account: Account, customerId: string) {
  const response = await api('GET', `/customers/${customerId}/addresses`, { token: account.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: CustomerAddress[] }>().data;
}

const defaults = (list: CustomerAddress[]) => list.filter((a) => a.is_default).map((a) => a.label);

describe('customer addresses', () => {
  it('adds an address with its district; the first one is the default; events are recorded', async () => {
    const admin = await registerCompany(t.app);
    const customer = await createCustomer(admin, { first_name: 'Jean', last_name: 'Mbarga' });
    const home = await addAddress(admin, customer.id, {
      label: 'Maison',
      line1: 'Rue Joss, face pharmacie',
      district: 'Akwa',
      city: 'Douala',
      country: 'cm',
      phone: '+237 699 00 11 22',
    });
    expect(home).toMatchObject({
      customer_id: customer.id,
      district: 'Akwa',
      country: 'CM',
      phone: '237699001122',
      is_default: true,
    });
    expect(await addresses(admin, customer.id)).toEqual([home]);
    expect(await eventTypes(admin.companyId, home.id)).toEqual(['customer_address.created']);
  });

  it('keeps one default: a new default, or one made default, takes the flag from the previous one', async () => {
    const admin = await registerCompany(t.app);
    const customer = await createCustomer(admin, { first_name: 'Aminata' });
    await addAddress(admin, customer.id, { label: 'A', line1: 'Cocody Riviera 2', city: 'Abidjan' });
    const b = await addAddress(admin, customer.id, { label: 'B', line1: 'Plateau', city: 'Abidjan' });
    expect(b.is_default).toBe(false);
    const c = await addAddress(admin, customer.id, {
      label: 'C',
      line1: 'Marcory Zone 4',
      city: 'Abidjan',
      is_default: true,
    });
    let list = await addresses(admin, customer.id);
    expect(defaults(list)).toEqual(['C']);
    expect(list[0]!.id).toBe(c.id);

    const made = await api('PATCH', `/customers/${customer.id}/addresses/${b.id}`, {
      token: admin.token,
      body: { is_default: true, district: 'Plateau Dokui' },
    });
    expect(made.statusCode, made.body).toBe(200);
    list = await addresses(admin, customer.id);
    expect(defaults(list)).toEqual(['B']);
    expect(list.find((a) => a.id === b.id)?.district).toBe('Plateau Dokui');
  });

  it('removing the default hands the flag to the oldest remaining address', async () => {
    const admin = await registerCompany(t.app);
    const customer = await createCustomer(admin, { first_name: 'Fatou' });
    const first = await addAddress(admin, customer.id, { label: 'A', line1: 'Médina rue 11', city: 'Dakar' });
    await addAddress(admin, customer.id, { label: 'B', line1: 'Parcelles U15', city: 'Dakar' });
    const removed = await api('DELETE', `/customers/${customer.id}/addresses/${first.id}`, {
      token: admin.token,
    });
    expect(removed.statusCode).toBe(204);
    expect(defaults(await addresses(admin, customer.id))).toEqual(['B']);
    const again = await api('DELETE', `/customers/${customer.id}/addresses/${first.id}`, {
      token: admin.token,
    });
    expect(again.statusCode).toBe(404);
  });

  it('answers 422 per field in French on a bad address', async () => {
    const admin = await registerCompany(t.app);
    const customer = await createCustomer(admin, { first_name: 'Koffi' });
    const response = await api('POST', `/customers/${customer.id}/addresses`, {
      token: admin.token,
      headers: { 'accept-language': 'fr' },
      body: { line1: '', phone: '0700', country: 'CIV' },
    });
    expect(response.statusCode).toBe(422);
    const errors = response.json<ErrorBody>().errors!;
    expect(Object.keys(errors).sort()).toEqual(['city', 'country', 'line1', 'phone']);
    expect(errors.city).toEqual(['Ce champ est obligatoire.']);
  });

  it('needs customers.addresses to change addresses: an employee may read them only', async () => {
    const admin = await registerCompany(t.app);
    const employee = await createStaff(t.app, admin, 'employee');
    const customer = await createCustomer(admin, { first_name: 'Moussa' });
    const address = await addAddress(admin, customer.id, { line1: 'HLM 5', city: 'Dakar' });
    expect(await addresses(employee, customer.id)).toHaveLength(1);
    const tries = [
      ['POST', `/customers/${customer.id}/addresses`, { line1: 'X', city: 'Y' }],
      ['PATCH', `/customers/${customer.id}/addresses/${address.id}`, { city: 'Thiès' }],
      ['DELETE', `/customers/${customer.id}/addresses/${address.id}`, undefined],
    ] as const;
    for (const [method, url, body] of tries) {
      const response = await api(method, url, { token: employee.token, ...(body ? { body } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    const manager = await createStaff(t.app, admin, 'manager');
    await addAddress(manager, customer.id, { line1: 'Ouakam', city: 'Dakar' });
  });

  it("answers 404 for another company's customer or an address of another customer, changing nothing", async () => {
    const owner = await registerCompany(t.app);
    const stranger = await registerCompany(t.app);
    const customer = await createCustomer(owner, { first_name: 'Awa' });
    const address = await addAddress(owner, customer.id, { line1: 'Yoff', city: 'Dakar' });
    const strangersCustomer = await createCustomer(stranger, { first_name: 'Yao' });
    for (const [method, url, body] of [
      ['PATCH', `/customers/${customer.id}/addresses/${address.id}`, { city: 'Taken' }],
      ['DELETE', `/customers/${customer.id}/addresses/${address.id}`, undefined],
      ['PATCH', `/customers/${strangersCustomer.id}/addresses/${address.id}`, { city: 'Taken' }],
      ['DELETE', `/customers/${strangersCustomer.id}/addresses/${address.id}`, undefined],
    ] as const) {
      const response = await api(method, url, { token: stranger.token, ...(body ? { body } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await addresses(owner, customer.id)).toEqual([address]);
    // A deleted customer's addresses are gone with it.
    await api('DELETE', `/customers/${customer.id}`, { token: owner.token });
    const gone = await api('GET', `/customers/${customer.id}/addresses`, { token: owner.token });
    expect(gone.statusCode).toBe(404);
  });
});
