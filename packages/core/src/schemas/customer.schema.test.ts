import { describe, expect, it } from 'vitest';
import { customerDisplayName, customerNameErrors } from '../customers/customer-name.ts';
import {
  customerAddressCreateSchema,
  customerAddressUpdateSchema,
  customerCreateSchema,
  customerListFiltersSchema,
  customerUpdateSchema,
} from './customer.schema.ts';

const issuePaths = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('customer display name', () => {
  it('an individual is "first last", with spaces tidied and a missing part left out', () => {
    expect(customerDisplayName({ type: 'individual', first_name: ' Awa ', last_name: 'Diop' })).toBe(
      'Awa Diop',
    );
    expect(customerDisplayName({ type: 'individual', first_name: null, last_name: 'Mbarga  Essomba' })).toBe(
      'Mbarga Essomba',
    );
    expect(customerDisplayName({ type: 'individual', first_name: 'Fatou' })).toBe('Fatou');
  });

  it('a company is its company name, whoever the contact person is', () => {
    expect(
      customerDisplayName({
        type: 'company',
        first_name: 'Koffi',
        last_name: 'Yao',
        company_name: 'Boulangerie du Plateau',
      }),
    ).toBe('Boulangerie du Plateau');
    expect(customerDisplayName({ type: 'company', first_name: 'Koffi' })).toBe('');
  });
});

describe('customer name rule', () => {
  it('an individual needs a first or a last name', () => {
    expect(customerNameErrors({ type: 'individual', last_name: 'Ndiaye' })).toEqual({});
    expect(customerNameErrors({ type: 'individual', first_name: '  ', last_name: null })).toEqual({
      first_name: ['customer_name_required'],
      last_name: ['customer_name_required'],
    });
  });

  it('a company needs its company name', () => {
    expect(customerNameErrors({ type: 'company', company_name: 'SARL Ndiaye' })).toEqual({});
    expect(customerNameErrors({ type: 'company', first_name: 'Moussa' })).toEqual({
      company_name: ['customer_company_name_required'],
    });
  });
});

describe('customer payloads', () => {
  it('stores a WhatsApp phone as its digits, trims text, lower-cases the email and tidies tags', () => {
    const parsed = customerCreateSchema.parse({
      type: 'individual',
      first_name: '  Awa ',
      phone: '+237 6-71-23-45-67',
      email: ' Awa@Example.CM ',
      tags: [' vip ', 'VIP', '', 'grossiste'],
      marketing_consent: true,
    });
    expect(parsed).toMatchObject({
      first_name: 'Awa',
      phone: '237671234567',
      email: 'awa@example.cm',
      tags: ['vip', 'grossiste'],
      marketing_consent: true,
    });
  });

  it('refuses a phone starting with 0 or of the wrong length, a bad email and an unknown type', () => {
    const result = customerCreateSchema.safeParse({
      type: 'shop',
      phone: '0671234567',
      email: 'not-an-email',
    });
    expect(issuePaths(result).sort()).toEqual(['email', 'phone', 'type']);
    expect(customerCreateSchema.safeParse({ phone: '+237 123' }).success).toBe(false);
    expect(customerCreateSchema.safeParse({ phone: '1234567890123456' }).success).toBe(false);
    expect(result.error?.issues.find((i) => i.path[0] === 'phone')?.message).toBe('phone_invalid');
  });

  it('null clears an optional field; an update may send a single field', () => {
    expect(customerUpdateSchema.parse({ phone: null, email: null })).toEqual({ phone: null, email: null });
    expect(customerUpdateSchema.parse({ marketing_consent: false })).toEqual({ marketing_consent: false });
  });

  it('refuses a tag holding a comma or a semicolon, which the tag field would split', () => {
    const result = customerUpdateSchema.safeParse({ tags: ['vip', 'gros, détail'] });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['tags', 'tag_separator'],
    ]);
    expect(customerUpdateSchema.safeParse({ tags: ['a;b'] }).success).toBe(false);
  });

  it('tidies tags without changing the input array', () => {
    const input = ['  a', 'A', 'b '];
    expect(customerUpdateSchema.parse({ tags: input }).tags).toEqual(['a', 'b']);
    expect(input).toEqual(['  a', 'A', 'b ']);
  });

  it('reads list filters and refuses an unknown type', () => {
    expect(customerListFiltersSchema.parse({ type: 'company', tag: ' vip ' })).toEqual({
      type: 'company',
      tag: 'vip',
    });
    expect(customerListFiltersSchema.safeParse({ marketing_consent: 'yes' }).success).toBe(false);
  });
});

describe('customer address payloads', () => {
  it('needs a street line and a city; upper-cases the country; keeps the district', () => {
    const parsed = customerAddressCreateSchema.parse({
      line1: ' Rue 1.234 ',
      district: 'Akwa',
      city: 'Douala',
      country: 'cm',
      phone: '+237 699 00 11 22',
      is_default: true,
    });
    expect(parsed).toMatchObject({
      line1: 'Rue 1.234',
      district: 'Akwa',
      city: 'Douala',
      country: 'CM',
      phone: '237699001122',
      is_default: true,
    });
    expect(issuePaths(customerAddressCreateSchema.safeParse({ country: 'CMR' })).sort()).toEqual([
      'city',
      'country',
      'line1',
    ]);
    expect(customerAddressUpdateSchema.parse({ is_default: true })).toEqual({ is_default: true });
  });
});
