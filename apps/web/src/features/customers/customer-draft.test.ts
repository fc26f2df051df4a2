import { customerAddressCreateSchema, customerCreateSchema } from '@comptoir/core';
import { describe, expect, it } from 'vitest';
import { addressBody, addressDraftOf, addressSummary, emptyAddressDraft } from './address-draft.ts';
import {
  customerBody,
  customerDraftOf,
  customersQuery,
  draftDisplayName,
  emptyCustomerDraft,
  parseTags,
  readCustomerParams,
  writeCustomerParams,
} from './customer-draft.ts';

const saved = {
  id: 'c1',
  type: 'individual' as const,
  name: 'Awa Diop',
  first_name: 'Awa',
  last_name: 'Diop',
  company_name: null,
  phone: '221771234567',
  email: null,
  tax_id: null,
  tags: ['vip', 'grossiste'],
  notes: null,
  marketing_consent: true,
  marketing_consent_at: '2026-01-01T00:00:00.000Z',
  created_at: '',
  updated_at: '',
};

describe('customer form body', () => {
  it('blank fields go as null, tags split on commas and tidied; the core schema accepts it', () => {
    const body = customerBody({
      ...emptyCustomerDraft(),
      first_name: ' Awa ',
      phone: '+221 77 123 45 67',
      tags: 'vip, VIP , ,grossiste',
    });
    expect(body).toMatchObject({
      type: 'individual',
      first_name: 'Awa',
      last_name: null,
      email: null,
      tags: ['vip', 'grossiste'],
      marketing_consent: false,
    });
    expect(customerCreateSchema.parse(body).phone).toBe('221771234567');
  });

  it('an individual drops a company name typed before switching; a company keeps its contact', () => {
    const draft = { ...emptyCustomerDraft(), first_name: 'Koffi', company_name: 'SARL Yao' };
    expect(customerBody(draft).company_name).toBeNull();
    expect(customerBody({ ...draft, type: 'company' })).toMatchObject({
      type: 'company',
      company_name: 'SARL Yao',
      first_name: 'Koffi',
    });
    expect(draftDisplayName({ ...draft, type: 'company' })).toBe('SARL Yao');
    expect(draftDisplayName(draft)).toBe('Koffi');
  });

  it('a saved customer fills the form and saves back to the same values', () => {
    const draft = customerDraftOf(saved);
    expect(draft).toMatchObject({ phone: '+221771234567', tags: 'vip, grossiste', marketing_consent: true });
    expect(customerCreateSchema.parse(customerBody(draft))).toMatchObject({
      first_name: 'Awa',
      last_name: 'Diop',
      phone: '221771234567',
      tags: ['vip', 'grossiste'],
    });
  });

  it('parses tags typed with commas', () => {
    expect(parseTags(' a,b ,, A')).toEqual(['a', 'b']);
    expect(parseTags('')).toEqual([]);
  });
});

describe('address form body', () => {
  it('blank optional fields go as null, required ones as typed; a saved address round-trips', () => {
    const body = addressBody({ ...emptyAddressDraft(), line1: 'Rue Joss', district: 'Akwa', city: '' });
    expect(body).toMatchObject({ line1: 'Rue Joss', district: 'Akwa', city: '', label: null, phone: null });
    const parsed = customerAddressCreateSchema.safeParse(body);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['city']);

    const address = {
      ...customerAddressCreateSchema.parse({ line1: 'Rue Joss', city: 'Douala', country: 'cm' }),
      id: 'a1',
      customer_id: 'c1',
      label: 'Boutique',
      recipient_name: null,
      phone: '237699001122',
      line2: null,
      district: 'Akwa',
      region: null,
      postal_code: null,
      country: 'CM',
      is_default: true,
      created_at: '',
      updated_at: '',
    };
    const draft = addressDraftOf(address);
    expect(draft).toMatchObject({ phone: '+237699001122', district: 'Akwa', is_default: true });
    expect(customerAddressCreateSchema.parse(addressBody(draft))).toMatchObject({
      phone: '237699001122',
      country: 'CM',
      line2: null,
    });
    expect(addressSummary(address)).toBe('Rue Joss, Akwa, Douala, CM');
  });
});

describe('customer list params', () => {
  it('reads the URL, drops unknown values and asks the API with the filters', () => {
    const state = readCustomerParams(
      new URLSearchParams('search=6712&type=shop&tag=vip&marketing_consent=true&sort=name&page=2'),
    );
    expect(state).toEqual({ search: '6712', type: '', tag: 'vip', consent: 'true', sort: 'name', page: 2 });
    expect(writeCustomerParams(state).toString()).toBe(
      'search=6712&tag=vip&marketing_consent=true&sort=name&page=2',
    );
    expect(customersQuery({ ...state, type: 'company' })).toEqual({
      page: 2,
      per_page: 25,
      sort: 'name',
      search: '6712',
      filter: { type: 'company', tag: 'vip', marketing_consent: 'true' },
    });
    expect(readCustomerParams(new URLSearchParams('sort=phone')).sort).toBe('-created_at');
    expect(customersQuery(readCustomerParams(new URLSearchParams()))).not.toHaveProperty('filter');
  });
});
