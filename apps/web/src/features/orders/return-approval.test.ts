import { describe, expect, it } from 'vitest';
import { type ApprovalDraft, approvalBody, approvalErrors } from './return-approval.ts';

const draft = (change: Partial<ApprovalDraft> = {}): ApprovalDraft => ({
  resolution: 'credit_note',
  paymentMethodId: '',
  warehouseId: '',
  note: '',
  ...change,
});

describe('approving a return', () => {
  it('a credit note needs nothing more, even on an unpaid order', () => {
    expect(approvalErrors(draft(), { total: 4_500, paid: 0 })).toEqual({});
    expect(approvalBody(draft())).toEqual({ resolution: 'credit_note' });
  });

  it('a refund needs a payment method and no more than what was paid', () => {
    expect(approvalErrors(draft({ resolution: 'refund' }), { total: 4_500, paid: 4_000 })).toEqual({
      resolution: 'returns.refund_more_than_paid',
      payment_method_id: 'returns.method_needed',
    });
    expect(
      approvalErrors(draft({ resolution: 'refund', paymentMethodId: 'cash' }), { total: 4_500, paid: 4_500 }),
    ).toEqual({});
  });

  it('sends the method only with a refund, and the warehouse and note only when given', () => {
    expect(
      approvalBody(
        draft({ resolution: 'refund', paymentMethodId: 'om', warehouseId: 'w2', note: ' Abîmé ' }),
      ),
    ).toEqual({ resolution: 'refund', payment_method_id: 'om', warehouse_id: 'w2', note: 'Abîmé' });
    expect(approvalBody(draft({ paymentMethodId: 'om' }))).toEqual({ resolution: 'credit_note' });
  });
});
