import { supplierCreateSchema, supplierUpdateSchema } from '@comptoir/core';
import { describe, expect, it } from 'vitest';
import {
  emptySupplierDraft,
  readSupplierParams,
  supplierBody,
  supplierDraftOf,
  suppliersQuery,
  writeSupplierParams,
} from './supplier-draft.ts';

describe('supplier form body', () => {
  it('blank optional fields go as null, the country upper case, terms as a number; the core schema accepts it', () => {
    const body = supplierBody({
      ...emptySupplierDraft(),
      name: '  Tissus Dakar ',
      phone: '+221 77 123 45 67',
      country: 'sn',
      payment_terms_days: '30',
    });
    expect(body).toMatchObject({
      name: 'Tissus Dakar',
      contact_name: null,
      email: null,
      country: 'SN',
      payment_terms_days: 30,
      is_active: true,
    });
    const parsed = supplierCreateSchema.safeParse(body);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.phone).toBe('221771234567');
    expect(supplierUpdateSchema.safeParse(body).success).toBe(true);
  });

  it('bad input reaches the schema as typed so the server names the field', () => {
    const body = supplierBody({
      ...emptySupplierDraft(),
      name: 'X',
      email: 'not-mail',
      payment_terms_days: '3x',
    });
    const parsed = supplierCreateSchema.safeParse(body);
    expect(parsed.success).toBe(false);
    const paths = parsed.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['email', 'payment_terms_days']));
  });

  it('a saved supplier fills the form and saves back to the same values', () => {
    const supplier = {
      id: 's1',
      name: 'Tissus Dakar',
      contact_name: 'Awa',
      email: 'awa@example.com',
      phone: '221771234567',
      address: null,
      city: 'Dakar',
      country: 'SN',
      tax_id: null,
      payment_terms_days: 0,
      notes: null,
      is_active: false,
      created_at: '',
      updated_at: '',
    };
    const draft = supplierDraftOf(supplier);
    expect(draft.payment_terms_days).toBe('0');
    const parsed = supplierCreateSchema.parse(supplierBody(draft));
    expect(parsed).toMatchObject({
      phone: '221771234567',
      payment_terms_days: 0,
      is_active: false,
      address: null,
    });
  });
});

describe('supplier list params', () => {
  it('reads the URL, drops unknown values and asks the API with the filter', () => {
    const state = readSupplierParams(
      new URLSearchParams('search=wax&is_active=maybe&sort=-created_at&page=2'),
    );
    expect(state).toEqual({ search: 'wax', active: '', sort: '-created_at', page: 2 });
    expect(writeSupplierParams(state).toString()).toBe('search=wax&sort=-created_at&page=2');
    expect(suppliersQuery({ ...state, active: 'false' })).toMatchObject({
      search: 'wax',
      filter: { is_active: 'false' },
      sort: '-created_at',
      page: 2,
    });
  });
});
