import { describe, expect, it } from 'vitest';
import {
  billableQuantity,
  billBalanceDue,
  billPaymentStatus,
  canCancelBill,
  canPayBill,
  canReceivePurchaseOrder,
  daysOverdue,
  isPurchaseOrderEditable,
  PURCHASE_ORDER_STATUSES,
  purchaseOrderTransition,
  receiptQuantityError,
  receiptWarehouse,
  statusAfterReceipt,
  supplierPaymentError,
} from './purchase-rules.ts';

describe('purchase order transitions', () => {
  it('goes draft → submitted → approved, or straight from draft to approved', () => {
    expect(purchaseOrderTransition('draft', 'submit')).toBe('submitted');
    expect(purchaseOrderTransition('submitted', 'approve')).toBe('approved');
    expect(purchaseOrderTransition('draft', 'approve')).toBe('approved');
  });

  it('sends a submitted order back to draft, and nothing else', () => {
    expect(purchaseOrderTransition('submitted', 'reopen')).toBe('draft');
    for (const status of PURCHASE_ORDER_STATUSES.filter((s) => s !== 'submitted')) {
      expect(purchaseOrderTransition(status, 'reopen')).toBeNull();
    }
  });

  it('cancels until goods have come in, never after', () => {
    expect(purchaseOrderTransition('draft', 'cancel')).toBe('cancelled');
    expect(purchaseOrderTransition('approved', 'cancel')).toBe('cancelled');
    expect(purchaseOrderTransition('partially_received', 'cancel')).toBeNull();
    expect(purchaseOrderTransition('received', 'cancel')).toBeNull();
    expect(purchaseOrderTransition('cancelled', 'cancel')).toBeNull();
  });

  it('refuses to approve or submit twice, or to approve a cancelled or received order', () => {
    expect(purchaseOrderTransition('approved', 'approve')).toBeNull();
    expect(purchaseOrderTransition('submitted', 'submit')).toBeNull();
    expect(purchaseOrderTransition('cancelled', 'approve')).toBeNull();
    expect(purchaseOrderTransition('received', 'approve')).toBeNull();
  });

  it('keeps lines editable only before approval', () => {
    expect(PURCHASE_ORDER_STATUSES.filter(isPurchaseOrderEditable)).toEqual(['draft', 'submitted']);
  });

  it('receives only approved or partially received orders', () => {
    expect(PURCHASE_ORDER_STATUSES.filter(canReceivePurchaseOrder)).toEqual([
      'approved',
      'partially_received',
    ]);
  });
});

describe('receiving', () => {
  it('is received once every line is complete, else partially received', () => {
    expect(
      statusAfterReceipt([
        { quantity: 10, received_quantity: 10 },
        { quantity: 5, received_quantity: 2 },
      ]),
    ).toBe('partially_received');
    expect(statusAfterReceipt([{ quantity: 10, received_quantity: 10 }])).toBe('received');
  });

  it('refuses more than is outstanding, and zero', () => {
    const line = { quantity: 10, received_quantity: 7 };
    expect(receiptQuantityError(line, 3)).toBeNull();
    expect(receiptQuantityError(line, 4)).toBe('over_receipt');
    expect(receiptQuantityError(line, 0)).toBe('invalid_quantity');
    expect(receiptQuantityError(line, 1.5)).toBe('invalid_quantity');
  });
});

describe('billing an order', () => {
  const line = { quantity: 10, received_quantity: 6 };

  it('bills what came in and is not billed yet, by default', () => {
    expect(billableQuantity(line, 0, 'received')).toBe(6);
    expect(billableQuantity(line, 4, 'received')).toBe(2);
    expect(billableQuantity(line, 6, 'received')).toBe(0);
  });

  it('bills every ordered unit not billed yet when asked to', () => {
    expect(billableQuantity(line, 4, 'ordered')).toBe(6);
    expect(billableQuantity(line, 10, 'ordered')).toBe(0);
  });

  it('never goes negative when more was billed than received', () => {
    expect(billableQuantity(line, 8, 'received')).toBe(0);
  });
});

describe('supplier bills', () => {
  it('derives open, partially paid and paid from what was paid', () => {
    expect(billPaymentStatus(10_000, 0)).toBe('open');
    expect(billPaymentStatus(10_000, 2_500)).toBe('partially_paid');
    expect(billPaymentStatus(10_000, 10_000)).toBe('paid');
    expect(billPaymentStatus(0, 0)).toBe('paid');
  });

  it('owes nothing while draft or cancelled', () => {
    expect(billBalanceDue({ status: 'draft', total: 5_000, paid_total: 0 })).toBe(0);
    expect(billBalanceDue({ status: 'cancelled', total: 5_000, paid_total: 0 })).toBe(0);
    expect(billBalanceDue({ status: 'partially_paid', total: 5_000, paid_total: 1_000 })).toBe(4_000);
  });

  it('takes payments only while open or partially paid, and never more than is due', () => {
    expect(canPayBill('open')).toBe(true);
    expect(canPayBill('partially_paid')).toBe(true);
    expect(canPayBill('draft')).toBe(false);
    expect(canPayBill('paid')).toBe(false);
    expect(canPayBill('cancelled')).toBe(false);
    expect(supplierPaymentError(4_000, 4_000)).toBeNull();
    expect(supplierPaymentError(4_000, 4_001)).toBe('over_payment');
    expect(supplierPaymentError(4_000, 0)).toBe('invalid_amount');
  });

  it('cancels a bill only before anything was paid on it', () => {
    expect(canCancelBill('open', 0)).toBe(true);
    expect(canCancelBill('draft', 0)).toBe(true);
    expect(canCancelBill('partially_paid', 100)).toBe(false);
    expect(canCancelBill('paid', 5_000)).toBe(false);
  });

  it('counts whole days past the due date', () => {
    expect(daysOverdue('2026-03-01', '2026-03-31')).toBe(30);
    expect(daysOverdue('2026-03-31', '2026-03-31')).toBe(0);
    expect(daysOverdue('2026-04-30', '2026-03-31')).toBe(0);
    expect(daysOverdue(null, '2026-03-31')).toBe(0);
  });
});

describe('receiptWarehouse', () => {
  const live = [
    { id: 'akwa', is_default: false },
    { id: 'bonaberi', is_default: true },
  ];
  it('keeps the order’s warehouse while it is live, or while the list is not known yet', () => {
    expect(receiptWarehouse('akwa', live)).toEqual({ id: 'akwa', orderWarehouseGone: false });
    expect(receiptWarehouse('gone', undefined)).toEqual({ id: 'gone', orderWarehouseGone: false });
  });
  it('falls back to the default warehouse, else the first, once the order’s was deleted', () => {
    expect(receiptWarehouse('gone', live)).toEqual({ id: 'bonaberi', orderWarehouseGone: true });
    expect(receiptWarehouse('gone', [{ id: 'akwa', is_default: false }])).toEqual({
      id: 'akwa',
      orderWarehouseGone: true,
    });
  });
});
