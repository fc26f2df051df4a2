import type { PurchaseOrder, PurchasingSetup } from '@comptoir/core';
import { describe, expect, it } from 'vitest';
import {
  addBillLine,
  addDraftLine,
  billBody,
  billsListQuery,
  draftTotals,
  emptyBillDraft,
  emptyPurchaseDraft,
  ordersListQuery,
  purchaseBody,
  readBillParams,
  readOrderParams,
  receiveBody,
  receiveDefaults,
  writeOrderParams,
} from './purchase-draft.ts';

const setup: PurchasingSetup = {
  currency: 'XAF',
  suppliers: [{ id: 's1', name: 'Sococim', payment_terms_days: 30 }],
  warehouses: [
    { id: 'w1', name: 'Boutique', is_default: false },
    { id: 'w2', name: 'Dépôt', is_default: true },
  ],
  taxes: [
    {
      id: 'vat',
      code: 'TVA',
      label: 'TVA',
      rate: '18',
      fixed_amount: null,
      tax_order: 0,
      is_withholding: false,
      include_in_base_for_subsequent_taxes: false,
    },
  ],
  payment_methods: [],
};

const cement = { variant_id: 'v1', label: 'Ciment', cost: 4_500 };

describe('the order being written', () => {
  it('starts in the default warehouse', () => {
    expect(emptyPurchaseDraft(setup).warehouse_id).toBe('w2');
  });

  it('adds a product once at its current cost, and one more unit when added again', () => {
    const once = addDraftLine([], cement);
    expect(once).toEqual([
      { variant_id: 'v1', label: 'Ciment', quantity: 1, unit_cost: 4_500, tax_ids: [], deductible: true },
    ]);
    expect(addDraftLine(once, cement)[0]!.quantity).toBe(2);
    expect(addDraftLine([], { variant_id: 'v2', label: 'Sable', cost: undefined })[0]!.unit_cost).toBeNull();
  });

  it('starts a product’s line with the taxes and deductibility of its last purchase, on orders and bills', () => {
    const lastBought = { ...cement, tax_ids: ['vat', 'excise'], deductible: false };
    expect(addDraftLine([], lastBought)[0]).toMatchObject({ tax_ids: ['vat', 'excise'], deductible: false });
    expect(addBillLine([], lastBought)[0]).toMatchObject({ tax_ids: ['vat', 'excise'], deductible: false });
    expect(addBillLine([], cement)[0]).toMatchObject({ tax_ids: [], deductible: true });
  });

  it('names what to fix before sending: supplier, lines, quantities and costs', () => {
    const draft = {
      ...emptyPurchaseDraft(setup),
      lines: [{ ...addDraftLine([], cement)[0]!, quantity: 0, unit_cost: null }],
    };
    expect(purchaseBody(draft)).toEqual({
      ok: false,
      errors: {
        supplier_id: 'editor.errors.supplier',
        'lines.0.quantity': 'editor.errors.quantity',
        'lines.0.unit_cost': 'editor.errors.unit_cost',
      },
    });
    expect(purchaseBody(emptyPurchaseDraft(setup))).toMatchObject({
      errors: { lines: 'editor.errors.no_lines' },
    });
  });

  it('sends the lines with their taxes, an empty date and notes as null', () => {
    const draft = {
      ...emptyPurchaseDraft(setup),
      supplier_id: 's1',
      notes: '  ',
      lines: [{ ...addDraftLine([], cement)[0]!, quantity: 10, tax_ids: ['vat'] }],
    };
    expect(purchaseBody(draft)).toEqual({
      ok: true,
      body: {
        supplier_id: 's1',
        warehouse_id: 'w2',
        expected_at: null,
        notes: null,
        lines: [{ variant_id: 'v1', quantity: 10, unit_cost: 4_500, tax_ids: ['vat'], deductible: true }],
      },
    });
  });

  it('prices the draft as the server will', () => {
    const draft = {
      ...emptyPurchaseDraft(setup),
      lines: [
        { ...addDraftLine([], cement)[0]!, quantity: 10, tax_ids: ['vat'] },
        { variant_id: 'v2', label: 'Sable', quantity: 2, unit_cost: null, tax_ids: [], deductible: true },
      ],
    };
    expect(draftTotals(draft, setup, 0)).toMatchObject({ subtotal: 45_000, tax_total: 8_100, total: 53_100 });
  });
});

describe('receiving', () => {
  const order = {
    lines: [
      { id: 'l1', quantity: 10, received_quantity: 4 },
      { id: 'l2', quantity: 5, received_quantity: 5 },
    ],
  } as unknown as PurchaseOrder;

  it('offers what is still expected on each line', () => {
    expect(receiveDefaults(order)).toEqual({ l1: '6' });
  });

  it('sends the typed quantities, and refuses more than expected or nothing at all', () => {
    expect(receiveBody(order, { l1: '3' }, { warehouse_id: 'w1', note: ' camion 1 ' })).toEqual({
      ok: true,
      body: { lines: [{ line_id: 'l1', quantity: 3 }], warehouse_id: 'w1', note: 'camion 1' },
    });
    expect(receiveBody(order, { l1: '7' })).toEqual({ ok: false, errors: { l1: 'receive.errors.too_many' } });
    expect(receiveBody(order, { l1: '2.5' })).toEqual({
      ok: false,
      errors: { l1: 'receive.errors.quantity' },
    });
    expect(receiveBody(order, { l1: '0' })).toEqual({ ok: false, errors: { _: 'receive.errors.nothing' } });
  });
});

describe('list parameters', () => {
  it('keep the orders filters in the URL, ignoring unknown values', () => {
    const state = readOrderParams(new URLSearchParams('status=approved&supplier=s1&sort=colour&page=2'));
    expect(state).toEqual({ status: 'approved', supplier: 's1', search: '', sort: '-created_at', page: 2 });
    expect(writeOrderParams(state).toString()).toBe('status=approved&supplier=s1&page=2');
    expect(ordersListQuery(state)).toEqual({
      page: 2,
      per_page: 25,
      sort: '-created_at',
      filter: { status: 'approved', supplier_id: 's1' },
    });
    expect(readOrderParams(new URLSearchParams('status=lost')).status).toBe('');
  });

  it('lists unpaid bills (open or partially paid) by due date', () => {
    expect(billsListQuery(readBillParams(new URLSearchParams('view=unpaid')))).toEqual({
      page: 1,
      per_page: 25,
      sort: 'due_date',
      filter: { status: 'open,partially_paid' },
    });
  });
});

describe('a bill without a purchase order', () => {
  it('needs a supplier, a line, a title on a typed line and a due date not before the bill date', () => {
    const empty = billBody({ ...emptyBillDraft(), bill_date: '2026-06-20', due_date: '2026-06-19' });
    expect(empty).toEqual({
      ok: false,
      errors: {
        supplier_id: 'editor.errors.supplier',
        lines: 'new_bill.errors.no_lines',
        due_date: 'new_bill.errors.due_before_bill',
      },
    });
    const typed = addBillLine([]);
    expect(billBody({ ...emptyBillDraft(), supplier_id: 's1', lines: typed })).toEqual({
      ok: false,
      errors: { 'lines.0.title': 'new_bill.errors.title', 'lines.0.unit_cost': 'editor.errors.unit_cost' },
    });
  });

  it('sends a product by its id and a typed line by its title; empty dates are left to the server', () => {
    let lines = addBillLine([], { variant_id: 'v1', label: 'Ciment', cost: 4_500 });
    lines = addBillLine(lines, { variant_id: 'v1', label: 'Ciment', cost: 4_500 });
    lines = addBillLine(lines);
    lines[1] = { ...lines[1]!, label: ' Transport ', unit_cost: 5_000 };
    expect(lines.map((line) => line.quantity)).toEqual([2, 1]);
    expect(new Set(lines.map((line) => line.key)).size).toBe(2);
    const built = billBody({ ...emptyBillDraft(), supplier_id: 's1', lines });
    expect(built).toEqual({
      ok: true,
      body: {
        supplier_id: 's1',
        supplier_reference: null,
        notes: null,
        lines: [
          { variant_id: 'v1', quantity: 2, unit_cost: 4_500, tax_ids: [], deductible: true },
          {
            title: 'Transport',
            kind: 'services',
            quantity: 1,
            unit_cost: 5_000,
            tax_ids: [],
            deductible: true,
          },
        ],
      },
    });
    expect(draftTotals({ lines }, setup, 0).total).toBe(14_000);
  });
});
