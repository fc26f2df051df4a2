import { describe, expect, it } from 'vitest';
import { ledgerLabel, ledgerLocale } from './ledger-labels.ts';
import {
  postExpense,
  postExpensePayment,
  postPurchaseBill,
  postSupplierPayment,
  postSupplierRefund,
} from './posting-purchases.ts';
import { postCreditNote, postCustomerPayment, postCustomerRefund, postSale } from './posting-sales.ts';
import {
  postCostOfGoodsSold,
  postOpeningStock,
  postStockAdjustment,
  postStockReceipt,
} from './posting-stock.ts';
import { postCashDifference, postTreasuryMovement, postTreasuryTransfer } from './posting-treasury.ts';

describe('ledger labels', () => {
  it('keep the French texts the books always had', () => {
    expect(ledgerLabel('fr', 'sale', { reference: 'CMD-12' })).toBe('Vente CMD-12');
    expect(ledgerLabel('fr', 'cost_of_sales', { reference: 'CMD-12' })).toBe('Coût des ventes CMD-12');
    expect(ledgerLabel('fr', 'customer_change', { reference: 'CMD-12' })).toBe('Changement de client CMD-12');
    expect(ledgerLabel('fr', 'credit_note', { reference: 'AV-1' })).toBe('Avoir AV-1');
    expect(ledgerLabel('fr', 'cash_over')).toBe('Excédent de caisse');
    expect(ledgerLabel('fr', 'cash_short')).toBe('Manquant de caisse');
    expect(ledgerLabel('fr', 'customer_payment', { reference: 'CMD-12' })).toBe('Règlement CMD-12');
    expect(ledgerLabel('fr', 'customer_refund', { reference: 'CMD-12' })).toBe('Remboursement CMD-12');
    expect(ledgerLabel('fr', 'sale_return', { reference: 'RET-1' })).toBe('Retour RET-1');
    expect(ledgerLabel('fr', 'return_restock', { reference: 'RET-1' })).toBe('Retour en stock RET-1');
    expect(ledgerLabel('fr', 'reversal', { reference: 'Vente CMD-12' })).toBe('Annulation Vente CMD-12');
    expect(ledgerLabel('fr', 'opening_stock')).toBe('Stock initial');
    expect(ledgerLabel('fr', 'stock_adjustment')).toBe('Ajustement de stock');
    expect(ledgerLabel('fr', 'stock_count')).toBe("Écart d'inventaire");
    expect(ledgerLabel('fr', 'stock_receipt', { reference: 'REC-1' })).toBe('Réception REC-1');
    expect(ledgerLabel('fr', 'stock_entry')).toBe('Entrée en stock');
    expect(ledgerLabel('fr', 'purchase_bill', { reference: 'F-1' })).toBe('Facture fournisseur F-1');
    expect(ledgerLabel('fr', 'supplier_payment')).toBe('Règlement fournisseur');
    expect(ledgerLabel('fr', 'supplier_refund')).toBe('Remboursement fournisseur');
    expect(ledgerLabel('fr', 'expense')).toBe('Dépense');
    expect(ledgerLabel('fr', 'expense_payment')).toBe('Règlement dépense');
  });

  it('read English and Spanish', () => {
    expect(ledgerLabel('en', 'sale', { reference: 'CMD-12' })).toBe('Sale CMD-12');
    expect(ledgerLabel('en', 'reversal', { reference: 'Sale CMD-12' })).toBe('Reversal of Sale CMD-12');
    expect(ledgerLabel('en', 'opening_stock')).toBe('Opening stock');
    expect(ledgerLabel('es', 'sale', { reference: 'CMD-12' })).toBe('Venta CMD-12');
    expect(ledgerLabel('es', 'customer_payment', { reference: 'CMD-12' })).toBe('Cobro CMD-12');
    expect(ledgerLabel('es', 'opening_stock')).toBe('Existencias iniciales');
  });

  it('fall back to English for an unknown or missing locale, and skip an empty reference', () => {
    expect(ledgerLabel('de', 'sale', { reference: 'CMD-12' })).toBe('Sale CMD-12');
    expect(ledgerLabel(null, 'expense')).toBe('Expense');
    expect(ledgerLabel('fr', 'sale', { reference: null })).toBe('Vente');
    expect(ledgerLocale('es')).toBe('es');
    expect(ledgerLocale('pt')).toBe('en');
  });
});

describe('the posting rules label their entries in the language they are given', () => {
  const treasury = { kind: 'cash' as const };
  const bank = { kind: 'bank' as const };

  it('treasury transfers and unlabelled cash movements: en, fr, es, English without a locale', () => {
    const transfer = { id: 't-1', date: '2026-03-14', amount: 1_000, from: treasury, to: bank };
    const labels = (locale?: string) =>
      postTreasuryTransfer(transfer, { locale }).map((entry) => entry.label);
    expect(labels('fr')).toEqual(['Virement de fonds (sortie)', 'Virement de fonds (entrée)']);
    expect(labels('en')).toEqual(['Funds transfer (out)', 'Funds transfer (in)']);
    expect(labels('es')).toEqual(['Traspaso de fondos (salida)', 'Traspaso de fondos (entrada)']);
    expect(labels()).toEqual(['Funds transfer (out)', 'Funds transfer (in)']);

    const movement = { id: 'm-1', date: '2026-03-14', amount: 500, treasury };
    const moved = (direction: 'in' | 'out', locale: string) =>
      postTreasuryMovement({ ...movement, direction }, { locale })[0]!.label;
    expect([moved('in', 'fr'), moved('out', 'fr')]).toEqual(['Encaissement divers', 'Décaissement divers']);
    expect([moved('in', 'en'), moved('out', 'en')]).toEqual(['Sundry receipt', 'Sundry payment']);
    expect([moved('in', 'es'), moved('out', 'es')]).toEqual(['Cobro diverso', 'Pago diverso']);
    // The merchant's own text is kept as typed, whatever the language.
    expect(
      postTreasuryMovement({ ...movement, direction: 'in', label: 'Apport' }, { locale: 'es' })[0]!.label,
    ).toBe('Apport');
  });

  it('every other rule: sales, payments, purchases, expenses, stock and cash differences', () => {
    const sale = {
      id: 's-1',
      number: 'CMD-1',
      date: '2026-03-14',
      total: 1_000,
      lines: [{ kind: 'goods' as const, net: 1_000 }],
    };
    const stock = { id: 'mv-1', date: '2026-03-14', kind: 'goods' as const, value: 700 };
    const payment = { id: 'p-1', date: '2026-03-14', amount: 1_000, treasury };
    const bill = {
      id: 'b-1',
      number: 'F-1',
      date: '2026-03-14',
      supplier_id: 'sup-1',
      total: 1_000,
      lines: [{ kind: 'goods' as const, net: 1_000 }],
    };
    const expense = {
      id: 'e-1',
      date: '2026-03-14',
      category: 'OTHER_CHARGES' as const,
      net: 1_000,
      total: 1_000,
    };
    const labelsIn = (locale: string) => [
      postSale(sale, { locale })[0]!.label,
      postCreditNote({ ...sale, number: 'AV-1' }, { locale })[0]!.label,
      postCustomerPayment(payment, { locale })[0]!.label,
      postCustomerRefund(payment, { locale })[0]!.label,
      postPurchaseBill(bill, { locale })[0]!.label,
      postSupplierPayment({ ...payment, supplier_id: 'sup-1' }, { locale })[0]!.label,
      postSupplierRefund({ ...payment, supplier_id: 'sup-1' }, { locale })[0]!.label,
      postExpense(expense, { locale })[0]!.label,
      postExpensePayment({ ...payment, expense: { category: 'OTHER_CHARGES' } }, { locale })[0]!.label,
      postStockReceipt(stock, { locale })[0]!.label,
      postCostOfGoodsSold(stock, { locale })[0]!.label,
      postStockAdjustment(stock, { locale })[0]!.label,
      postOpeningStock(stock, { locale })[0]!.label,
      postCashDifference({ id: 'cs-1', date: '2026-03-14', difference: 300, treasury }, { locale })[0]!.label,
    ];
    expect(labelsIn('fr')).toEqual([
      'Vente CMD-1',
      'Avoir AV-1',
      'Règlement',
      'Remboursement',
      'Facture fournisseur F-1',
      'Règlement fournisseur',
      'Remboursement fournisseur',
      'Dépense',
      'Règlement dépense',
      'Entrée en stock',
      'Sortie de stock (coût des ventes)',
      'Ajustement de stock',
      'Stock initial',
      'Excédent de caisse',
    ]);
    expect(labelsIn('en')).toEqual([
      'Sale CMD-1',
      'Credit note AV-1',
      'Payment',
      'Refund',
      'Supplier bill F-1',
      'Supplier payment',
      'Supplier refund',
      'Expense',
      'Expense payment',
      'Stock entry',
      'Stock issue (cost of sales)',
      'Stock adjustment',
      'Opening stock',
      'Cash over',
    ]);
    expect(labelsIn('es')).toEqual([
      'Venta CMD-1',
      'Nota de crédito AV-1',
      'Cobro',
      'Reembolso',
      'Factura de proveedor F-1',
      'Pago a proveedor',
      'Reembolso de proveedor',
      'Gasto',
      'Pago de gasto',
      'Entrada de existencias',
      'Salida de existencias (coste de ventas)',
      'Ajuste de existencias',
      'Existencias iniciales',
      'Sobrante de caja',
    ]);
  });
});
