import { describe, expect, it } from 'vitest';
import { ledgerLabel, ledgerLocale } from './ledger-labels.ts';

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
