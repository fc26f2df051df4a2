import { describe, expect, it } from 'vitest';
import { customerWithPhone, quickCustomer } from './quick-customer.ts';

describe('a customer created from what was typed at the counter', () => {
  it('takes the name and the WhatsApp number typed together, the number after or before', () => {
    expect(quickCustomer('Mariam Traoré +225 07 48 12 33 91')).toEqual({
      name: 'Mariam Traoré',
      phone: '+225 07 48 12 33 91',
    });
    expect(quickCustomer('237671234567 Jean-Paul')).toEqual({ name: 'Jean-Paul', phone: '237671234567' });
    expect(quickCustomer('Awa Ndiaye, 221-77-123-45-67')).toEqual({
      name: 'Awa Ndiaye',
      phone: '221-77-123-45-67',
    });
  });

  it('takes a name alone or a number alone', () => {
    expect(quickCustomer('  Fatou  ')).toEqual({ name: 'Fatou', phone: null });
    expect(quickCustomer('+237 6 71 23 45 67')).toEqual({ name: null, phone: '+237 6 71 23 45 67' });
    expect(quickCustomer('   ')).toEqual({ name: null, phone: null });
  });

  it('keeps short figures in a name: a shop name with a number is not a phone', () => {
    expect(quickCustomer('Boutique 2000')).toEqual({ name: 'Boutique 2000', phone: null });
    expect(quickCustomer('Chez Tantine 12')).toEqual({ name: 'Chez Tantine 12', phone: null });
    expect(quickCustomer('Dépôt 237 000')).toEqual({ name: 'Dépôt 237 000', phone: null });
  });
});

describe('the customer already holding a typed number', () => {
  const mariam = { id: 'c1', name: 'Mariam Traoré', phone: '2250748123391' };
  const walkIn = { id: 'c2', name: 'Fatou', phone: null };

  it('is found whatever separators the number was typed with', () => {
    expect(customerWithPhone([walkIn, mariam], '+225 07 48 12 33 91')).toBe(mariam);
    expect(customerWithPhone([mariam], '225-07-48-12-33-91')).toBe(mariam);
  });

  it('is nobody for another number, a number that is not international, or no number', () => {
    expect(customerWithPhone([mariam], '+225 07 48 12 33 92')).toBeNull();
    expect(customerWithPhone([mariam], '07 48 12 33 91')).toBeNull();
    expect(customerWithPhone([mariam, walkIn], null)).toBeNull();
  });
});
