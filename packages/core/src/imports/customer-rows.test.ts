import { describe, expect, it } from 'vitest';
import { customerMappingErrors, guessCustomerMapping } from './customer-columns.ts';
import { parseConsent, planCustomerImport, validateCustomerRows } from './customer-rows.ts';

const rowsOf = (csv: string[][]) => ({ headers: csv[0]!, rows: csv.slice(1) });

describe('customer column mapping', () => {
  it('recognises French, Spanish and English headers', () => {
    expect(guessCustomerMapping(['Prénom', 'Nom', 'Téléphone', 'E-mail', 'Consentement'])).toEqual({
      first_name: 'Prénom',
      last_name: 'Nom',
      phone: 'Téléphone',
      email: 'E-mail',
      marketing_consent: 'Consentement',
    });
    expect(guessCustomerMapping(['Nombre', 'Apellido', 'Teléfono', 'Correo electrónico', 'Empresa'])).toEqual(
      {
        first_name: 'Nombre',
        last_name: 'Apellido',
        phone: 'Teléfono',
        email: 'Correo electrónico',
        company_name: 'Empresa',
      },
    );
    expect(guessCustomerMapping(['Type', 'First name', 'Last name', 'WhatsApp', 'Tags', 'Notes'])).toEqual({
      type: 'Type',
      first_name: 'First name',
      last_name: 'Last name',
      phone: 'WhatsApp',
      tags: 'Tags',
      notes: 'Notes',
    });
  });

  it('needs a column for a name, and refuses a column the file does not have', () => {
    expect(customerMappingErrors({ phone: 'Tel' }, ['Tel'])).toEqual({ last_name: 'required' });
    expect(customerMappingErrors({ last_name: 'Nom', phone: 'X' }, ['Nom'])).toEqual({
      phone: 'import.unknown_column',
    });
  });
});

describe('parseConsent', () => {
  it('reads yes/no in en, fr, es, true/false and 1/0', () => {
    for (const yes of ['yes', 'Oui', 'sí', 'SI', 'true', '1']) expect(parseConsent(yes)).toBe(true);
    for (const no of ['no', 'NON', 'false', '0']) expect(parseConsent(no)).toBe(false);
    expect(parseConsent('')).toBeUndefined();
    expect(parseConsent('peut-être')).toBeNull();
  });
});

describe('validateCustomerRows', () => {
  const headers = ['Type', 'Prénom', 'Nom', 'Entreprise', 'Téléphone', 'E-mail', 'Tags', 'Consentement'];
  const mapping = guessCustomerMapping(headers);

  it('normalises the phone as the customer form does and reads every field', () => {
    const { headers: h, rows } = rowsOf([
      headers,
      ['', 'Awa', 'Diop', '', '+221 77 123 45 67', 'AWA@Example.com', 'vip; grossiste', 'oui'],
      ['entreprise', '', '', 'Tissus Ba', '(237) 671-234-567', '', '', 'non'],
    ]);
    const result = validateCustomerRows(h, rows, mapping);
    expect(result.errors).toEqual([]);
    expect(result.customers).toMatchObject([
      {
        row: 2,
        type: 'individual',
        name: 'Awa Diop',
        phone: '221771234567',
        email: 'awa@example.com',
        tags: ['vip', 'grossiste'],
        marketing_consent: true,
      },
      { row: 3, type: 'company', name: 'Tissus Ba', phone: '237671234567', marketing_consent: false },
    ]);
  });

  it('reports every bad row with its reason: phone, name, email, consent, a phone repeated in the file', () => {
    const { headers: h, rows } = rowsOf([
      headers,
      ['', 'Awa', '', '', '0771234567', '', '', ''],
      ['', '', '', '', '221771234567', '', '', ''],
      ['societe', 'Moussa', '', '', '', 'pas-un-mail', '', 'peut-être'],
      ['', 'Fatou', '', '', '221 77 000 00 01', '', '', ''],
      ['', 'Fanta', '', '', '+221770000001', '', '', ''],
    ]);
    const result = validateCustomerRows(h, rows, mapping);
    expect(result.errors.map((e) => [e.row, e.field, e.code])).toEqual([
      [2, 'phone', 'import.phone_invalid'],
      [3, 'first_name', 'customer_name_required'],
      [4, 'marketing_consent', 'import.consent_invalid'],
      [4, 'email', 'import.email_invalid'],
      [4, 'company_name', 'customer_company_name_required'],
      [6, 'phone', 'import.phone_repeated'],
    ]);
    expect(result.customers.map((c) => c.row)).toEqual([5]);
    expect(result.rowCount).toBe(5);
  });

  it('says a file without data rows is empty', () => {
    expect(validateCustomerRows(['Nom'], [[' ']], { last_name: 'Nom' }).errors).toEqual([
      { row: 2, field: 'file', code: 'import.empty_customer_file' },
    ]);
  });
});

describe('planCustomerImport', () => {
  it('skips rows whose phone, or else email, a live customer has, and creates the others', () => {
    const { customers } = validateCustomerRows(
      ['Nom', 'Téléphone', 'E-mail'],
      [
        ['Awa', '221771234567', ''],
        ['Binta', '', 'binta@example.com'],
        ['Coumba', '221770000009', 'coumba@example.com'],
      ],
      { last_name: 'Nom', phone: 'Téléphone', email: 'E-mail' },
    );
    const known = {
      byPhone: new Map([['221771234567', { id: 'c1', name: 'Awa Diop' }]]),
      byEmail: new Map([['binta@example.com', { id: 'c2', name: 'Binta Sow' }]]),
    };
    const { plans, warnings } = planCustomerImport(customers, known);
    expect(plans.map((p) => [p.customer.row, p.action, p.existing?.id ?? null])).toEqual([
      [2, 'skip', 'c1'],
      [3, 'skip', 'c2'],
      [4, 'new', null],
    ]);
    expect(warnings).toEqual([
      { row: 2, field: 'phone', code: 'import.customer_exists_phone', params: { name: 'Awa Diop' } },
      { row: 3, field: 'email', code: 'import.customer_exists_email', params: { name: 'Binta Sow' } },
    ]);
  });
});
