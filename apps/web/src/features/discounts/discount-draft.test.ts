import { describe, expect, it } from 'vitest';
import { discountBody, discountDraftOf, emptyDiscountDraft } from './discount-draft.ts';

describe('discount draft', () => {
  it('sends a percentage code with its window as instants', () => {
    const body = discountBody({
      ...emptyDiscountDraft(),
      code: 'bienvenue10',
      label: 'Bienvenue',
      percentage: '10',
      starts_at: '2026-01-01T00:00',
      ends_at: '2026-02-01T00:00',
      usage_limit: '100',
    });
    expect(body).toMatchObject({
      code: 'bienvenue10',
      discount_value: '10',
      starts_at: new Date('2026-01-01T00:00').toISOString(),
      usage_limit: 100,
      usage_limit_per_customer: null,
    });
  });

  it('sends a fixed discount in minor units, and no code as null', () => {
    const body = discountBody({
      ...emptyDiscountDraft(),
      label: 'Geste',
      discount_type: 'fixed',
      amount: 50_000,
    });
    expect(body).toMatchObject({
      code: null,
      discount_type: 'fixed',
      discount_value: 50_000,
      starts_at: null,
    });
  });

  it('reads a saved fixed discount back as an amount', () => {
    const draft = discountDraftOf({
      id: 'd1',
      code: null,
      label: 'Geste',
      discount_type: 'fixed',
      discount_value: '50000',
      starts_at: null,
      ends_at: null,
      minimum_subtotal: null,
      usage_limit: 5,
      usage_limit_per_customer: null,
      times_used: 0,
      is_active: true,
      created_at: '',
      updated_at: '',
    });
    expect(draft).toMatchObject({ amount: 50_000, percentage: '', usage_limit: '5' });
  });
});
