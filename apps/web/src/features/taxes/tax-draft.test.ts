import { describe, expect, it } from 'vitest';
import { emptyTaxDraft, taxBody, taxDraftOf } from './tax-draft.ts';

describe('tax draft', () => {
  it('sends a rate typed with a comma as exact text and no fixed amount', () => {
    const body = taxBody({ ...emptyTaxDraft(), code: ' tva ', label: 'TVA', rate: '19,25' });
    expect(body).toMatchObject({ code: 'tva', rate: '19.25', fixed_amount: null, tax_order: 0 });
  });

  it('sends a fixed amount in minor units and clears the rate', () => {
    const body = taxBody({ ...emptyTaxDraft(), kind: 'fixed', rate: '5', fixed_amount: 10_000 });
    expect(body).toMatchObject({ rate: null, fixed_amount: 10_000 });
  });

  it('reads a saved tax back into the form', () => {
    const draft = taxDraftOf({
      id: 't1',
      code: 'DT',
      label: 'Timbre',
      rate: null,
      fixed_amount: 100,
      tax_order: 2,
      is_withholding: false,
      include_in_base_for_subsequent_taxes: true,
      is_default: false,
      is_active: true,
      created_at: '',
      updated_at: '',
      deleted_at: null,
    });
    expect(draft).toMatchObject({ kind: 'fixed', fixed_amount: 100, tax_order: '2' });
  });
});
