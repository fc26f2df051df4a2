import type { CompanyVariables, CompanyWebsite, OnboardingState } from '../../db/schema/index.ts';

export const defaultVariables = (): CompanyVariables => ({
  invoice_prefix: 'INV-',
  order_prefix: 'ORD-',
  quotation_prefix: 'QUO-',
  receipt_prefix: 'REC-',
  purchase_order_prefix: 'PO-',
  credit_note_prefix: 'CN-',
  invoice_due_days: null,
  week_starts_on: 1,
  allow_negative_stock: false,
  amount_in_words: false,
});

export const defaultWebsite = (name: string): CompanyWebsite => ({
  title: name,
  description: '',
  domain: null,
  logo_url: null,
  primary_color: '#ed9221',
  whatsapp_phone: null,
  published: false,
});

export const defaultOnboarding = (): OnboardingState => ({ dismissed: false, skipped: [] });
