import { DEFAULT_LOCALE, isLocale, type Locale } from '../validation/messages.ts';

// The texts of the journal entries the postings write, in the company's language (companies.locale).
// French is the wording the books had before labels were translated: a French company's entries read
// exactly as they did.

export type LedgerLabelKey =
  | 'sale'
  | 'cost_of_sales'
  | 'customer_change'
  | 'credit_note'
  | 'cash_over'
  | 'cash_short'
  | 'customer_payment'
  | 'customer_refund'
  | 'sale_return'
  | 'return_restock'
  | 'reversal'
  | 'opening_stock'
  | 'stock_adjustment'
  | 'stock_count'
  | 'stock_transfer_loss'
  | 'stock_receipt'
  | 'stock_entry'
  | 'purchase_bill'
  | 'supplier_payment'
  | 'supplier_refund'
  | 'expense'
  | 'expense_payment'
  | 'stock_issue'
  | 'transfer_out'
  | 'transfer_in'
  | 'treasury_inflow'
  | 'treasury_outflow';

const LEDGER_LABELS: Record<Locale, Record<LedgerLabelKey, string>> = {
  en: {
    sale: 'Sale',
    cost_of_sales: 'Cost of sales',
    customer_change: 'Customer change',
    credit_note: 'Credit note',
    cash_over: 'Cash over',
    cash_short: 'Cash short',
    customer_payment: 'Payment',
    customer_refund: 'Refund',
    sale_return: 'Return',
    return_restock: 'Return to stock',
    reversal: 'Reversal of',
    opening_stock: 'Opening stock',
    stock_adjustment: 'Stock adjustment',
    stock_count: 'Stock count difference',
    stock_transfer_loss: 'Lost in transit',
    stock_receipt: 'Receipt',
    stock_entry: 'Stock entry',
    purchase_bill: 'Supplier bill',
    supplier_payment: 'Supplier payment',
    supplier_refund: 'Supplier refund',
    expense: 'Expense',
    expense_payment: 'Expense payment',
    stock_issue: 'Stock issue (cost of sales)',
    transfer_out: 'Funds transfer (out)',
    transfer_in: 'Funds transfer (in)',
    treasury_inflow: 'Sundry receipt',
    treasury_outflow: 'Sundry payment',
  },
  fr: {
    sale: 'Vente',
    cost_of_sales: 'Coût des ventes',
    customer_change: 'Changement de client',
    credit_note: 'Avoir',
    cash_over: 'Excédent de caisse',
    cash_short: 'Manquant de caisse',
    customer_payment: 'Règlement',
    customer_refund: 'Remboursement',
    sale_return: 'Retour',
    return_restock: 'Retour en stock',
    reversal: 'Annulation',
    opening_stock: 'Stock initial',
    stock_adjustment: 'Ajustement de stock',
    stock_count: "Écart d'inventaire",
    stock_transfer_loss: 'Perte en transit',
    stock_receipt: 'Réception',
    stock_entry: 'Entrée en stock',
    purchase_bill: 'Facture fournisseur',
    supplier_payment: 'Règlement fournisseur',
    supplier_refund: 'Remboursement fournisseur',
    expense: 'Dépense',
    expense_payment: 'Règlement dépense',
    stock_issue: 'Sortie de stock (coût des ventes)',
    transfer_out: 'Virement de fonds (sortie)',
    transfer_in: 'Virement de fonds (entrée)',
    treasury_inflow: 'Encaissement divers',
    treasury_outflow: 'Décaissement divers',
  },
  es: {
    sale: 'Venta',
    cost_of_sales: 'Coste de ventas',
    customer_change: 'Cambio de cliente',
    credit_note: 'Nota de crédito',
    cash_over: 'Sobrante de caja',
    cash_short: 'Faltante de caja',
    customer_payment: 'Cobro',
    customer_refund: 'Reembolso',
    sale_return: 'Devolución',
    return_restock: 'Devolución a existencias',
    reversal: 'Anulación de',
    opening_stock: 'Existencias iniciales',
    stock_adjustment: 'Ajuste de existencias',
    stock_count: 'Diferencia de inventario',
    stock_transfer_loss: 'Pérdida en tránsito',
    stock_receipt: 'Recepción',
    stock_entry: 'Entrada de existencias',
    purchase_bill: 'Factura de proveedor',
    supplier_payment: 'Pago a proveedor',
    supplier_refund: 'Reembolso de proveedor',
    expense: 'Gasto',
    expense_payment: 'Pago de gasto',
    stock_issue: 'Salida de existencias (coste de ventas)',
    transfer_out: 'Traspaso de fondos (salida)',
    transfer_in: 'Traspaso de fondos (entrada)',
    treasury_inflow: 'Cobro diverso',
    treasury_outflow: 'Pago diverso',
  },
};

/** The company's locale as a ledger language: en, fr or es, else English. */
export function ledgerLocale(locale: string | null | undefined): Locale {
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/**
 * An entry's label in the company's language: the text, then the reference when there is one
 * ("Vente CMD-000012", "Sale CMD-000012"). An unknown locale reads English.
 */
export function ledgerLabel(
  locale: string | null | undefined,
  key: LedgerLabelKey,
  options: { reference?: string | null } = {},
): string {
  const text = LEDGER_LABELS[ledgerLocale(locale)][key];
  return options.reference ? `${text} ${options.reference}` : text;
}
