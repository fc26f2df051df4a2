import { describe, expect, it } from 'vitest';
import { pendingBasketCustomer, quickCustomerDraft } from './pending-customer.ts';

describe('quickCustomerDraft', () => {
  it('makes the body the online quick-create sends, and shows the number as its digits', () => {
    expect(quickCustomerDraft('Mariam Traoré +225 07 48 12 33 91', 'New customer')).toEqual({
      draft: {
        body: { first_name: 'Mariam Traoré', phone: '+225 07 48 12 33 91' },
        name: 'Mariam Traoré',
        phone: '2250748123391',
      },
    });
    expect(quickCustomerDraft('Fatou', 'New customer')).toEqual({
      draft: { body: { first_name: 'Fatou' }, name: 'Fatou', phone: null },
    });
    expect(quickCustomerDraft('+225 07 48 12 33 91', 'New customer')).toMatchObject({
      draft: { body: { first_name: 'New customer', phone: '+225 07 48 12 33 91' }, name: 'New customer' },
    });
  });

  it('refuses what the server would: a number WhatsApp cannot reach, a name too long', () => {
    expect(quickCustomerDraft('Awa 07 48 12 33 91', 'New customer')).toEqual({ problem: 'phone_invalid' });
    expect(quickCustomerDraft('A'.repeat(121), 'New customer')).toEqual({ problem: 'invalid' });
  });
});

describe('pendingBasketCustomer', () => {
  it('gives the basket an id no server customer has, and keeps the key and body that create it', () => {
    const checked = quickCustomerDraft('Fatou 237 6 71 23 45 67', 'New customer');
    if (!('draft' in checked)) throw new Error('expected a draft');

    expect(pendingBasketCustomer(checked.draft, 'ck1')).toEqual({
      id: 'pending:ck1',
      name: 'Fatou',
      phone: '237671234567',
      pending: { key: 'ck1', body: { first_name: 'Fatou', phone: '237 6 71 23 45 67' } },
    });
  });
});
