// CSV rows → customers, checked with the customer form's own schema, then held against the
// company's live customers: a row whose phone or email a customer already has is skipped.
import { TAG_SEPARATORS } from '../catalog/products.ts';
import { type CustomerType, customerDisplayName, customerNameErrors } from '../customers/customer-name.ts';
import { customerCreateSchema } from '../schemas/customer.schema.ts';
import type { CustomerColumnMapping, CustomerImportField } from './customer-columns.ts';
import { cellReader, FIRST_DATA_ROW, type ImportRowError, isBlankRow, tooManyRows } from './import-rows.ts';

export type CustomerRowError = ImportRowError<CustomerImportField>;

/** A customer as its row gives it, validated as the customer form validates it (phone as digits). */
export interface ImportCustomer {
  row: number;
  type: CustomerType;
  name: string;
  first_name: string | null;
  last_name: string | null;
  company_name: string | null;
  phone: string | null;
  email: string | null;
  tax_id: string | null;
  tags: string[];
  notes: string | null;
  marketing_consent: boolean;
}

export interface CustomerValidation {
  rowCount: number;
  customers: ImportCustomer[];
  errors: CustomerRowError[];
}

const word = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

const TYPE_WORDS: Record<string, CustomerType> = {
  individual: 'individual',
  person: 'individual',
  private: 'individual',
  particulier: 'individual',
  individuel: 'individual',
  particular: 'individual',
  persona: 'individual',
  company: 'company',
  business: 'company',
  entreprise: 'company',
  societe: 'company',
  empresa: 'company',
  compania: 'company',
};

/** yes/no in en/fr/es, true/false and 1/0, as spreadsheets and exports write them. */
const CONSENT_WORDS: Record<string, boolean> = {
  yes: true,
  y: true,
  oui: true,
  o: true,
  si: true,
  true: true,
  vrai: true,
  verdadero: true,
  '1': true,
  x: true,
  no: false,
  n: false,
  non: false,
  false: false,
  faux: false,
  falso: false,
  '0': false,
};

/** The consent a cell says, undefined when empty, null when it is no yes/no word. */
export function parseConsent(text: string): boolean | null | undefined {
  if (text.trim() === '') return undefined;
  return CONSENT_WORDS[word(text)] ?? null;
}

/** The schema's refusal of one field, as an import row error. */
function issueError(
  row: number,
  field: CustomerImportField,
  issue: { code: string; maximum?: unknown },
  value: string,
): CustomerRowError {
  if (field === 'phone') return { row, field, code: 'import.phone_invalid', params: { value } };
  if (field === 'email') return { row, field, code: 'import.email_invalid', params: { value } };
  if (field === 'tags') {
    return issue.code === 'too_big' && typeof issue.maximum === 'number' && issue.maximum > 40
      ? { row, field, code: 'import.too_many_tags', params: { max: issue.maximum } }
      : { row, field, code: 'import.tag_too_long', params: { value, max: 40 } };
  }
  if (issue.code === 'too_big')
    return { row, field, code: 'import.too_long', params: { max: Number(issue.maximum) } };
  return { row, field, code: 'import.value_invalid', params: { value } };
}

/**
 * Validates every data row against the mapping with customerCreateSchema (the form's rules: a
 * WhatsApp-capable phone kept as its digits, a valid email, lengths, tags) and customerNameErrors
 * (a first or last name for an individual, a company name for a company). Every bad row is
 * reported, several errors per row when several cells are wrong, and a phone given twice in the
 * file. `customers` holds only valid rows and is meant to be used only when `errors` is empty.
 */
export function validateCustomerRows(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  mapping: CustomerColumnMapping,
): CustomerValidation {
  const tooMany = tooManyRows(rows.length);
  if (tooMany) return { rowCount: rows.length, customers: [], errors: [tooMany] };
  const read = cellReader(headers, mapping);
  const errors: CustomerRowError[] = [];
  const customers: ImportCustomer[] = [];
  const phoneRows = new Map<string, number>();
  let rowCount = 0;

  rows.forEach((cells, i) => {
    const row = FIRST_DATA_ROW + i;
    if (isBlankRow(cells)) return;
    rowCount++;
    const cell = (field: CustomerImportField) => read(cells, field);
    const rowErrors: CustomerRowError[] = [];

    const typeText = cell('type');
    const type = typeText === '' ? 'individual' : TYPE_WORDS[word(typeText)];
    if (!type)
      rowErrors.push({
        row,
        field: 'type',
        code: 'import.customer_type_invalid',
        params: { value: typeText },
      });
    const consent = parseConsent(cell('marketing_consent'));
    if (consent === null) {
      rowErrors.push({
        row,
        field: 'marketing_consent',
        code: 'import.consent_invalid',
        params: { value: cell('marketing_consent') },
      });
    }
    const text = (field: CustomerImportField) => cell(field) || null;
    const tags = cell('tags')
      .split(TAG_SEPARATORS)
      .map((tag) => tag.trim())
      .filter(Boolean);
    const parsed = customerCreateSchema.safeParse({
      type: type ?? 'individual',
      first_name: text('first_name'),
      last_name: text('last_name'),
      company_name: text('company_name'),
      phone: text('phone'),
      email: text('email'),
      tax_id: text('tax_id'),
      notes: text('notes'),
      tags,
    });
    if (!parsed.success) {
      const seen = new Set<string>();
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as CustomerImportField;
        if (seen.has(field)) continue;
        seen.add(field);
        const value = field === 'tags' ? (tags[Number(issue.path[1])] ?? cell('tags')) : cell(field);
        rowErrors.push(issueError(row, field, issue as { code: string; maximum?: unknown }, value));
      }
    }
    const fields = parsed.success ? parsed.data : null;
    if (type) {
      const names = { first_name: cell('first_name'), last_name: cell('last_name') };
      const missing = Object.entries(
        customerNameErrors({ ...names, company_name: cell('company_name'), type }),
      )[0];
      if (missing) rowErrors.push({ row, field: missing[0] as CustomerImportField, code: missing[1][0]! });
    }
    const phone = fields?.phone ?? null;
    if (phone) {
      const other = phoneRows.get(phone);
      if (other !== undefined) {
        rowErrors.push({ row, field: 'phone', code: 'import.phone_repeated', params: { other_row: other } });
      } else phoneRows.set(phone, row);
    }

    if (rowErrors.length > 0 || !fields || !type) {
      errors.push(...rowErrors);
      return;
    }
    customers.push({
      row,
      type,
      name: customerDisplayName({ ...fields, type }),
      first_name: fields.first_name ?? null,
      last_name: fields.last_name ?? null,
      company_name: fields.company_name ?? null,
      phone,
      email: fields.email ?? null,
      tax_id: fields.tax_id ?? null,
      tags: fields.tags ?? [],
      notes: fields.notes ?? null,
      marketing_consent: consent ?? false,
    });
  });

  if (rowCount === 0) errors.push({ row: FIRST_DATA_ROW, field: 'file', code: 'import.empty_customer_file' });
  return { rowCount, customers, errors };
}

/** A live customer of the company the import compares rows with. */
export interface KnownCustomer {
  id: string;
  name: string;
}

export interface CustomerPlan {
  customer: ImportCustomer;
  /** new: the commit creates it; skip: a live customer already has its phone or email, left as is */
  action: 'new' | 'skip';
  existing: KnownCustomer | null;
}

/** How many rows the customer preview lists. */
export const IMPORT_PREVIEW_CUSTOMERS = 20;

/**
 * Rows a live customer already answers to, by phone (digits, unique among live customers) or else
 * by email (lower case), are skipped and never change that customer: what the merchant edited in
 * Comptoir (and a consent given or withdrawn there) outranks an older spreadsheet. Each skipped row
 * is a warning naming the customer; the other rows are created.
 */
export function planCustomerImport(
  customers: readonly ImportCustomer[],
  known: { byPhone: ReadonlyMap<string, KnownCustomer>; byEmail: ReadonlyMap<string, KnownCustomer> },
): { plans: CustomerPlan[]; warnings: CustomerRowError[] } {
  const warnings: CustomerRowError[] = [];
  const plans = customers.map((customer): CustomerPlan => {
    const byPhone = customer.phone ? known.byPhone.get(customer.phone) : undefined;
    const byEmail = !byPhone && customer.email ? known.byEmail.get(customer.email) : undefined;
    const existing = byPhone ?? byEmail ?? null;
    if (!existing) return { customer, action: 'new', existing: null };
    warnings.push({
      row: customer.row,
      field: byPhone ? 'phone' : 'email',
      code: byPhone ? 'import.customer_exists_phone' : 'import.customer_exists_email',
      params: { name: existing.name },
    });
    return { customer, action: 'skip', existing };
  });
  return { plans, warnings };
}
