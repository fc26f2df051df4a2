import { canRefundReturn, type ReturnApprove } from '@comptoir/core';

// Approving a return: what the approver chose (credit note or refund, through which payment
// method, back into which warehouse), checked before it is sent, and the request body.

export type ReturnResolution = 'credit_note' | 'refund';

export interface ApprovalDraft {
  resolution: ReturnResolution;
  /** the payment method the money goes back through (refund only) */
  paymentMethodId: string;
  /** where the goods go back; '' for the order's own warehouse */
  warehouseId: string;
  note: string;
}

/** What the client can tell is wrong, as translation keys of the orders namespace, per API field. */
export type ApprovalErrors = Partial<Record<'resolution' | 'payment_method_id', string>>;

export function approvalErrors(
  draft: ApprovalDraft,
  figures: { total: number; paid: number },
): ApprovalErrors {
  if (draft.resolution !== 'refund') return {};
  const errors: ApprovalErrors = {};
  if (!canRefundReturn(figures.total, figures.paid)) errors.resolution = 'returns.refund_more_than_paid';
  if (!draft.paymentMethodId) errors.payment_method_id = 'returns.method_needed';
  return errors;
}

/** The body of POST /returns/:id/approve. */
export function approvalBody(draft: ApprovalDraft): ReturnApprove {
  const note = draft.note.trim();
  return {
    resolution: draft.resolution,
    ...(draft.resolution === 'refund' ? { payment_method_id: draft.paymentMethodId } : {}),
    ...(draft.warehouseId ? { warehouse_id: draft.warehouseId } : {}),
    ...(note ? { note } : {}),
  };
}
