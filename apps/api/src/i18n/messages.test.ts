import {
  ADJUSTMENT_REASONS,
  CUSTOMER_TYPES,
  DELIVERY_MODES,
  DELIVERY_STATUSES,
  DISCOUNT_TYPES,
  EXPENSE_CATEGORIES,
  EXPENSE_ITEM_CATEGORIES,
  EXPENSE_STATUSES,
  LOCALES,
  ONLINE_PAYMENT_PROVIDERS,
  ONLINE_PAYMENT_STATUSES,
  ORDER_STATUSES,
  PAYMENT_KINDS,
  PAYMENT_METHOD_KINDS,
  PAYMENT_STATUSES,
  PRODUCT_STATUSES,
  PRODUCT_TYPES,
  PURCHASE_ORDER_STATUSES,
  RETURN_STATUSES,
  ROLES,
  SALES_DOCUMENT_KINDS,
  STOCK_DIRECTIONS,
  STOCK_REASONS,
  STOCK_TRANSFER_STATUSES,
  SUPPLIER_BILL_STATUSES,
  TRANSACTION_DIRECTIONS,
  TRANSACTION_SOURCES,
  TREASURY_ACCOUNT_KINDS,
  userStatusSchema,
} from '@comptoir/core';
import { describe, expect, it } from 'vitest';
import { MODULES, messages } from './messages.ts';

describe('the server catalogue', () => {
  it('has each key from one module only: a second one with other words would silently win', () => {
    const clashes: string[] = [];
    const seen = new Map<string, string>();
    for (const module of MODULES) {
      for (const [key, text] of Object.entries(module.fr)) {
        const before = seen.get(key);
        if (before !== undefined && before !== text) clashes.push(`${key}: “${before}” / “${text}”`);
        seen.set(key, text);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('has the same keys in English, French and Spanish', () => {
    const english = Object.keys(messages.en).sort();
    for (const locale of LOCALES) expect(Object.keys(messages[locale]).sort(), locale).toEqual(english);
  });

  // The `codes` prefixes of the CSV exports' columns and every value the column can hold: a value
  // without a label would reach the merchant's file as its raw code.
  const exportCodes: [prefix: string, values: readonly string[]][] = [
    ['orders.status', ORDER_STATUSES],
    ['csv_values.payment_status', PAYMENT_STATUSES],
    ['csv_values.delivery_status', DELIVERY_STATUSES],
    ['analytics.delivery_mode', DELIVERY_MODES],
    ['csv_values.role', ROLES],
    ['csv_values.user_status', userStatusSchema.options],
    ['csv_values.product_type', PRODUCT_TYPES],
    ['csv_values.product_status', PRODUCT_STATUSES],
    ['csv_values.stock_direction', STOCK_DIRECTIONS],
    ['csv_values.stock_reason', STOCK_REASONS],
    ['csv_values.adjustment_reason', ADJUSTMENT_REASONS],
    ['csv_values.customer_type', CUSTOMER_TYPES],
    ['csv_values.payment_method_kind', PAYMENT_METHOD_KINDS],
    ['csv_values.collection_kind', ['manual', 'rules']],
    ['csv_values.discount_type', DISCOUNT_TYPES],
    ['csv_values.return_status', RETURN_STATUSES],
    ['csv_values.return_resolution', ['refund', 'credit_note']],
    ['csv_values.payment_kind', PAYMENT_KINDS],
    ['csv_values.document_kind', SALES_DOCUMENT_KINDS],
    ['online_payments.status', ONLINE_PAYMENT_STATUSES],
    ['csv_values.online_payment_provider', ONLINE_PAYMENT_PROVIDERS],
    ['csv_values.expense_category', EXPENSE_CATEGORIES],
    ['csv_values.expense_item_category', EXPENSE_ITEM_CATEGORIES],
    ['csv_values.expense_status', EXPENSE_STATUSES],
    ['csv_values.treasury_account_kind', TREASURY_ACCOUNT_KINDS],
    ['csv_values.transaction_direction', TRANSACTION_DIRECTIONS],
    ['csv_values.transaction_source', TRANSACTION_SOURCES],
    ['csv_values.bill_status', SUPPLIER_BILL_STATUSES],
    ['purchases.status', PURCHASE_ORDER_STATUSES],
    ['stock.pdf.status_value', STOCK_TRANSFER_STATUSES],
  ];

  it('words every code a CSV export writes, in every language', () => {
    const missing = exportCodes.flatMap(([prefix, values]) =>
      values.flatMap((value) =>
        LOCALES.filter((locale) => !messages[locale][`${prefix}.${value}`]).map(
          (locale) => `${locale} ${prefix}.${value}`,
        ),
      ),
    );
    expect(missing).toEqual([]);
  });
});
