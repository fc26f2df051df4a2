import {
  outstandingQuantity,
  PURCHASE_ORDER_STATUSES,
  type PurchaseKind,
  type PurchaseOrder,
  type PurchaseOrderStatus,
  type PurchasingSetup,
  purchaseTotals,
  SUPPLIER_BILL_STATUSES,
  type SupplierBillStatus,
} from '@comptoir/core';
import type { ListQuery } from '../../lib/http/query-string.ts';

// The purchasing screens' logic, kept out of the components: the order being written and the body
// it sends, its totals (the server's own rule, purchaseTotals), the receive form, and the lists'
// URL parameters.

export const QUANTITY_MAX = 1_000_000;

export interface DraftLine {
  variant_id: string;
  /** "Ciment 50 kg — Gris (CIM-50)" */
  label: string;
  quantity: number;
  /** minor units before taxes; null until typed */
  unit_cost: number | null;
  tax_ids: string[];
  deductible: boolean;
}

export interface PurchaseDraft {
  supplier_id: string;
  warehouse_id: string;
  /** YYYY-MM-DD or '' */
  expected_at: string;
  notes: string;
  lines: DraftLine[];
}

export function emptyPurchaseDraft(setup: PurchasingSetup | undefined): PurchaseDraft {
  return {
    supplier_id: '',
    warehouse_id: setup?.warehouses.find((w) => w.is_default)?.id ?? setup?.warehouses[0]?.id ?? '',
    expected_at: '',
    notes: '',
    lines: [],
  };
}

export function lineLabel(line: { title: string; variant_title: string | null; sku: string | null }): string {
  const name = line.variant_title ? `${line.title} — ${line.variant_title}` : line.title;
  return line.sku ? `${name} (${line.sku})` : name;
}

/** A saved order as the editor shows it. */
export function purchaseDraftOf(order: PurchaseOrder): PurchaseDraft {
  return {
    supplier_id: order.supplier_id,
    warehouse_id: order.warehouse_id,
    expected_at: order.expected_at ?? '',
    notes: order.notes ?? '',
    lines: (order.lines ?? []).map((line) => ({
      variant_id: line.variant_id,
      label: lineLabel(line),
      quantity: line.quantity,
      unit_cost: line.unit_cost,
      tax_ids: line.taxes.map((tax) => tax.id),
      deductible: line.deductible,
    })),
  };
}

/** A product picked in the search, as `addDraftLine` and `addBillLine` take it. */
export interface PickedProductLine {
  variant_id: string;
  label: string;
  cost: number | null | undefined;
  /** the taxes and deductibility of its last purchase; none and deductible when it was never bought */
  tax_ids?: string[];
  deductible?: boolean;
}

/**
 * Adds a product found by search or barcode, at its current cost when the user may see it, with the taxes of
 * its last purchase. One line
 * per product (the API refuses repeats): adding it again adds one unit.
 */
export function addDraftLine(lines: readonly DraftLine[], variant: PickedProductLine): DraftLine[] {
  const existing = lines.find((line) => line.variant_id === variant.variant_id);
  if (existing) {
    return lines.map((line) =>
      line === existing ? { ...line, quantity: Math.min(line.quantity + 1, QUANTITY_MAX) } : line,
    );
  }
  return [
    ...lines,
    {
      variant_id: variant.variant_id,
      label: variant.label,
      quantity: 1,
      unit_cost: variant.cost ?? null,
      tax_ids: variant.tax_ids ?? [],
      deductible: variant.deductible ?? true,
    },
  ];
}

export type DraftErrors = Record<string, string>;

/** The request body, or the fields to fix first (message keys of the `purchases` namespace). */
export function purchaseBody(
  draft: PurchaseDraft,
): { ok: true; body: Record<string, unknown> } | { ok: false; errors: DraftErrors } {
  const errors: DraftErrors = {};
  if (draft.supplier_id === '') errors.supplier_id = 'editor.errors.supplier';
  if (draft.lines.length === 0) errors.lines = 'editor.errors.no_lines';
  draft.lines.forEach((line, index) => {
    if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > QUANTITY_MAX)
      errors[`lines.${index}.quantity`] = 'editor.errors.quantity';
    if (line.unit_cost === null) errors[`lines.${index}.unit_cost`] = 'editor.errors.unit_cost';
  });
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    body: {
      supplier_id: draft.supplier_id,
      ...(draft.warehouse_id ? { warehouse_id: draft.warehouse_id } : {}),
      expected_at: draft.expected_at || null,
      notes: draft.notes.trim() || null,
      lines: draft.lines.map((line) => ({
        variant_id: line.variant_id,
        quantity: line.quantity,
        unit_cost: line.unit_cost,
        tax_ids: line.tax_ids,
        deductible: line.deductible,
      })),
    },
  };
}

/** The fields the totals read from a line of an order or of a bill being written. */
export type PricedLine = Pick<DraftLine, 'quantity' | 'unit_cost' | 'tax_ids' | 'deductible'>;

/** What the order (or bill) will come to, priced as the server will price it (lines without a cost count 0). */
export function draftTotals(
  draft: { lines: readonly PricedLine[] },
  setup: PurchasingSetup | undefined,
  precision: number,
) {
  const taxes = new Map((setup?.taxes ?? []).map((tax) => [tax.id, tax]));
  return purchaseTotals(
    { alpha: setup?.currency ?? 'USD', precision },
    draft.lines.map((line) => ({
      unit_cost: line.unit_cost ?? 0,
      quantity: Math.max(0, Math.min(line.quantity || 0, QUANTITY_MAX)),
      deductible: line.deductible,
      taxes: line.tax_ids.flatMap((id) => {
        const tax = taxes.get(id);
        return tax ? [tax] : [];
      }),
    })),
  );
}

// ---------- a bill entered without a purchase order ----------

export interface BillDraftLine extends PricedLine {
  /** stable React key: a free-text line has no variant id */
  key: string;
  /** a product, or null for a line typed by hand (transport, a service…) */
  variant_id: string | null;
  /** the product's label, or the typed title of a free-text line */
  label: string;
  /** what a typed line bought, for its purchase account (a product's comes from the product) */
  kind: PurchaseKind;
}

export interface BillDraft {
  supplier_id: string;
  supplier_reference: string;
  /** YYYY-MM-DD or '' (today) */
  bill_date: string;
  /** YYYY-MM-DD or '' (bill date + the supplier's payment terms) */
  due_date: string;
  notes: string;
  lines: BillDraftLine[];
}

export const emptyBillDraft = (): BillDraft => ({
  supplier_id: '',
  supplier_reference: '',
  bill_date: '',
  due_date: '',
  notes: '',
  lines: [],
});

let lineKeys = 0;
const nextLineKey = () => `line-${++lineKeys}`;

/** Adds a product (one line per product: adding it again adds one unit) or, without one, an empty free-text line. */
export function addBillLine(lines: readonly BillDraftLine[], variant?: PickedProductLine): BillDraftLine[] {
  const existing = variant && lines.find((line) => line.variant_id === variant.variant_id);
  if (existing) {
    return lines.map((line) =>
      line === existing ? { ...line, quantity: Math.min(line.quantity + 1, QUANTITY_MAX) } : line,
    );
  }
  return [
    ...lines,
    {
      key: nextLineKey(),
      variant_id: variant?.variant_id ?? null,
      label: variant?.label ?? '',
      quantity: 1,
      unit_cost: variant?.cost ?? null,
      tax_ids: variant?.tax_ids ?? [],
      deductible: variant?.deductible ?? true,
      kind: variant ? 'goods' : 'services',
    },
  ];
}

/** The body of POST /supplier-bills, or the fields to fix first (message keys of the `purchases` namespace). */
export function billBody(
  draft: BillDraft,
): { ok: true; body: Record<string, unknown> } | { ok: false; errors: DraftErrors } {
  const errors: DraftErrors = {};
  if (draft.supplier_id === '') errors.supplier_id = 'editor.errors.supplier';
  if (draft.lines.length === 0) errors.lines = 'new_bill.errors.no_lines';
  if (draft.bill_date && draft.due_date && draft.due_date < draft.bill_date)
    errors.due_date = 'new_bill.errors.due_before_bill';
  draft.lines.forEach((line, index) => {
    if (line.variant_id === null && line.label.trim() === '')
      errors[`lines.${index}.title`] = 'new_bill.errors.title';
    if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > QUANTITY_MAX)
      errors[`lines.${index}.quantity`] = 'editor.errors.quantity';
    if (line.unit_cost === null) errors[`lines.${index}.unit_cost`] = 'editor.errors.unit_cost';
  });
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    body: {
      supplier_id: draft.supplier_id,
      supplier_reference: draft.supplier_reference.trim() || null,
      ...(draft.bill_date ? { bill_date: draft.bill_date } : {}),
      ...(draft.due_date ? { due_date: draft.due_date } : {}),
      notes: draft.notes.trim() || null,
      lines: draft.lines.map((line) => ({
        ...(line.variant_id === null
          ? { title: line.label.trim(), kind: line.kind }
          : { variant_id: line.variant_id }),
        quantity: line.quantity,
        unit_cost: line.unit_cost,
        tax_ids: line.tax_ids,
        deductible: line.deductible,
      })),
    },
  };
}

// ---------- receiving ----------

/** The receive form's starting quantities: everything still expected on each line. */
export function receiveDefaults(order: Pick<PurchaseOrder, 'lines'>): Record<string, string> {
  return Object.fromEntries(
    (order.lines ?? [])
      .filter((line) => outstandingQuantity(line) > 0)
      .map((line) => [line.id, String(outstandingQuantity(line))]),
  );
}

/**
 * The receipt body from the typed quantities: lines left empty or at 0 are not received; a
 * quantity that is not a whole number or is more than outstanding is an error on that line.
 */
export function receiveBody(
  order: Pick<PurchaseOrder, 'lines'>,
  typed: Readonly<Record<string, string>>,
  extra: { warehouse_id?: string; note?: string } = {},
): { ok: true; body: Record<string, unknown> } | { ok: false; errors: DraftErrors } {
  const errors: DraftErrors = {};
  const lines: { line_id: string; quantity: number }[] = [];
  for (const line of order.lines ?? []) {
    const text = (typed[line.id] ?? '').trim();
    if (text === '' || text === '0') continue;
    const quantity = /^\d+$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isInteger(quantity)) errors[line.id] = 'receive.errors.quantity';
    else if (quantity > outstandingQuantity(line)) errors[line.id] = 'receive.errors.too_many';
    else lines.push({ line_id: line.id, quantity });
  }
  if (Object.keys(errors).length === 0 && lines.length === 0) errors._ = 'receive.errors.nothing';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    body: {
      lines,
      ...(extra.warehouse_id ? { warehouse_id: extra.warehouse_id } : {}),
      ...(extra.note?.trim() ? { note: extra.note.trim() } : {}),
    },
  };
}

// ---------- the lists' URL parameters ----------

export const ORDER_SORTS = ['-created_at', 'created_at', 'expected_at', '-total', 'supplier_name'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

export interface OrderListParams {
  status: PurchaseOrderStatus | '';
  supplier: string;
  search: string;
  sort: OrderSort;
  page: number;
}

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

export function readOrderParams(params: URLSearchParams): OrderListParams {
  const status = params.get('status') ?? '';
  const sort = params.get('sort') ?? '';
  return {
    status: (PURCHASE_ORDER_STATUSES as readonly string[]).includes(status)
      ? (status as PurchaseOrderStatus)
      : '',
    supplier: params.get('supplier') ?? '',
    search: params.get('search') ?? '',
    sort: (ORDER_SORTS as readonly string[]).includes(sort) ? (sort as OrderSort) : '-created_at',
    page: pageOf(params.get('page')),
  };
}

export function writeOrderParams(state: OrderListParams): URLSearchParams {
  const params = new URLSearchParams();
  if (state.status) params.set('status', state.status);
  if (state.supplier) params.set('supplier', state.supplier);
  if (state.search) params.set('search', state.search);
  if (state.sort !== '-created_at') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

export function ordersListQuery(state: OrderListParams): ListQuery {
  const filter: Record<string, string> = {};
  if (state.status) filter.status = state.status;
  if (state.supplier) filter.supplier_id = state.supplier;
  return {
    page: state.page,
    per_page: 25,
    sort: state.sort,
    ...(Object.keys(filter).length > 0 ? { filter } : {}),
    ...(state.search ? { search: state.search } : {}),
  };
}

/** "unpaid" is what is still owed (open or partially paid), by due date: the aged-payables view. */
export const BILL_VIEWS = ['', 'unpaid', ...SUPPLIER_BILL_STATUSES] as const;
export type BillView = '' | 'unpaid' | SupplierBillStatus;

export interface BillListParams {
  view: BillView;
  supplier: string;
  search: string;
  page: number;
}

export function readBillParams(params: URLSearchParams): BillListParams {
  const view = params.get('view') ?? '';
  return {
    view: (BILL_VIEWS as readonly string[]).includes(view) ? (view as BillView) : '',
    supplier: params.get('supplier') ?? '',
    search: params.get('search') ?? '',
    page: pageOf(params.get('page')),
  };
}

export function writeBillParams(state: BillListParams): URLSearchParams {
  const params = new URLSearchParams();
  if (state.view) params.set('view', state.view);
  if (state.supplier) params.set('supplier', state.supplier);
  if (state.search) params.set('search', state.search);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

export function billsListQuery(state: BillListParams): ListQuery {
  const filter: Record<string, string> = {};
  if (state.view === 'unpaid') filter.status = 'open,partially_paid';
  else if (state.view) filter.status = state.view;
  if (state.supplier) filter.supplier_id = state.supplier;
  return {
    page: state.page,
    per_page: 25,
    sort: state.view === 'unpaid' ? 'due_date' : '-created_at',
    ...(Object.keys(filter).length > 0 ? { filter } : {}),
    ...(state.search ? { search: state.search } : {}),
  };
}
