import type { CompanyVariablesAnswer, CompanyWithSubscription } from '@comptoir/core';
import { describe, expect, it } from 'vitest';
import {
  currencyOptions,
  detailsBody,
  detailsDraftOf,
  documentsBody,
  documentsDraftOf,
  timezoneOptions,
  websiteBody,
} from './company-draft.ts';

const company = {
  id: 'c1',
  name: 'Boutique Awa',
  company_code: 'AB12CD',
  email: null,
  phone: '+237 690 00 00 00',
  address: null,
  city: 'Douala',
  country: 'CM',
  tax_id: null,
  currency: 'XAF',
  timezone: 'Africa/Douala',
  locale: 'fr',
  created_at: '2026-01-05T08:00:00.000Z',
  updated_at: '2026-01-05T08:00:00.000Z',
  subscription: null,
  logo: null,
  currency_locked: false,
} satisfies CompanyWithSubscription;

const variables = {
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
  currency: 'XAF',
  timezone: 'Africa/Douala',
  locale: 'fr',
} satisfies CompanyVariablesAnswer;

describe('company details form', () => {
  it('starts from the company, blanks for what it lacks', () => {
    expect(detailsDraftOf(company)).toMatchObject({ email: '', address: '', phone: '+237 690 00 00 00' });
  });

  it('sends trimmed text, no email as null, the country upper-cased', () => {
    const draft = {
      ...detailsDraftOf(company),
      name: ' Awa & Fils ',
      email: ' ',
      country: 'sn',
      tax_id: ' M01 ',
    };
    expect(detailsBody(draft, false)).toMatchObject({
      name: 'Awa & Fils',
      email: null,
      country: 'SN',
      tax_id: 'M01',
      currency: 'XAF',
      timezone: 'Africa/Douala',
      locale: 'fr',
    });
  });

  it('leaves the currency out once it is locked', () => {
    const body = detailsBody({ ...detailsDraftOf(company), currency: 'EUR' }, true);
    expect(body).not.toHaveProperty('currency');
  });
});

describe('document settings form', () => {
  it('shows no due days as empty and sends empty as null (due on receipt)', () => {
    const draft = documentsDraftOf(variables);
    expect(draft.invoice_due_days).toBe('');
    expect(documentsBody(draft).body).toMatchObject({ invoice_due_days: null, credit_note_prefix: 'CN-' });
  });

  it('sends whole days as a number and trims prefixes', () => {
    const draft = { ...documentsDraftOf(variables), invoice_due_days: ' 30 ', invoice_prefix: ' FAC- ' };
    expect(documentsBody(draft).body).toMatchObject({ invoice_due_days: 30, invoice_prefix: 'FAC-' });
  });

  it.each(['-1', '7.5', 'thirty', '1000'])('refuses %j days before asking the server', (days) => {
    expect(documentsBody({ ...documentsDraftOf(variables), invoice_due_days: days })).toEqual({
      body: null,
      error: 'due_days_invalid',
    });
  });
});

describe('website form', () => {
  it('sends no domain and no WhatsApp number as null', () => {
    const body = websiteBody({
      title: ' Awa ',
      description: '',
      domain: ' ',
      primary_color: '#ed9221',
      whatsapp_phone: '',
      published: true,
    });
    expect(body).toEqual({
      title: 'Awa',
      description: '',
      domain: null,
      primary_color: '#ed9221',
      whatsapp_phone: null,
      published: true,
    });
  });
});

describe('choices', () => {
  it('offers every currency once by code, the CFA francs among them', () => {
    const options = currencyOptions();
    expect(new Set(options.map((o) => o.value)).size).toBe(options.length);
    expect(options.find((o) => o.value === 'XAF')?.label).toMatch(/^XAF — /);
  });

  it('names the currencies in the language of the user, the code first', () => {
    const label = (language: string, code: string) =>
      currencyOptions(language).find((o) => o.value === code)?.label;
    expect(label('fr', 'XAF')).toBe('XAF — franc CFA (BEAC)');
    expect(label('fr', 'GHS')).toMatch(/^GHS — c[eé]di ghanéen$/);
    expect(label('es', 'XOF')).toMatch(/^XOF — franco CFA/);
    expect(label('en', 'XAF')).toMatch(/^XAF — Central African CFA Franc$/i);
    // The same codes whatever the language, so a choice made in one still holds in another.
    expect(currencyOptions('fr').map((o) => o.value)).toEqual(currencyOptions('en').map((o) => o.value));
  });

  it("keeps the company's own time zone and UTC even when the browser does not list them", () => {
    expect(timezoneOptions('Africa/Douala', ['Europe/Paris'])).toEqual([
      'Africa/Douala',
      'Europe/Paris',
      'UTC',
    ]);
  });
});
