// The customer CSV import: the batch machinery of the product import, the customer form's rules.
import {
  type CustomerColumnMapping,
  type CustomerImportBatch,
  type CustomerImportPreview,
  type CustomerPlan,
  type CustomerRowError,
  customerMappingErrors,
  guessCustomerMapping,
  IMPORT_PREVIEW_CUSTOMERS,
  type ImportUpload,
  type KnownCustomer,
  type Locale,
  planCustomerImport,
  validateCustomerRows,
} from '@comptoir/core';
import type { AppContext } from '../../context.ts';
import type { Executor, Tx } from '../../db/client.ts';
import { recordEvent } from '../../events/outbox.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ListQuery } from '../../lib/list-query.ts';
import type { Page } from '../../lib/paginate.ts';
import type { Scope } from '../../plugins/request-context.ts';
import { isUniqueViolation } from '../auth/registration.service.ts';
import { customersByContacts, insertCustomer } from '../customers/customers.repo.ts';
import type { ParsedCsv } from './csv-parse.ts';
import {
  assertMapping,
  batchFields,
  batchPage,
  errorRows,
  findBatch,
  openBatch,
  parsedOf,
  uploadBatch,
  validRows,
  worded,
} from './import-batches.ts';
import { type ImportBatchRow, updateImportBatch } from './imports.repo.ts';

interface CustomerAnalysis {
  parsed: ParsedCsv;
  rowCount: number;
  /** valid rows, each to create or to skip */
  plans: CustomerPlan[];
  errors: CustomerRowError[];
  /** one per skipped row */
  warnings: CustomerRowError[];
}

/** Every row error of the file under `mapping`, and which valid rows live customers already answer to. */
async function analyseCustomers(
  db: Executor,
  companyId: string,
  batch: ImportBatchRow,
  mapping: CustomerColumnMapping,
): Promise<CustomerAnalysis> {
  const parsed = parsedOf(batch);
  const result = validateCustomerRows(parsed.headers, parsed.rows, mapping);
  const found = await customersByContacts(db, companyId, {
    phones: result.customers.flatMap((c) => (c.phone ? [c.phone] : [])),
    emails: result.customers.flatMap((c) => (c.email ? [c.email] : [])),
  });
  const byPhone = new Map<string, KnownCustomer>();
  const byEmail = new Map<string, KnownCustomer>();
  // Oldest first: a shared email matches the customer who had it first.
  for (const customer of found) {
    const known = { id: customer.id, name: customer.name };
    if (customer.phone && !byPhone.has(customer.phone)) byPhone.set(customer.phone, known);
    const email = customer.email?.toLowerCase();
    if (email && !byEmail.has(email)) byEmail.set(email, known);
  }
  const { plans, warnings } = planCustomerImport(result.customers, { byPhone, byEmail });
  return { parsed, rowCount: result.rowCount, plans, errors: result.errors, warnings };
}

function previewOf(analysis: CustomerAnalysis, locale: Locale): CustomerImportPreview {
  return {
    row_count: analysis.rowCount,
    valid_count: validRows(analysis.rowCount, analysis.errors),
    new_count: analysis.plans.filter((p) => p.action === 'new').length,
    skip_count: analysis.plans.filter((p) => p.action === 'skip').length,
    errors: analysis.errors.map(worded(locale)),
    warnings: analysis.warnings.map(worded(locale)),
    customers: analysis.plans.slice(0, IMPORT_PREVIEW_CUSTOMERS).map(({ customer, action, existing }) => ({
      row: customer.row,
      action,
      type: customer.type,
      name: customer.name,
      phone: customer.phone,
      email: customer.email,
      tags: customer.tags,
      marketing_consent: customer.marketing_consent,
      existing,
    })),
  };
}

function toDto(
  row: ImportBatchRow,
  parsed: ParsedCsv,
  preview: CustomerImportPreview | null,
): CustomerImportBatch {
  return { ...batchFields(row, parsed), mapping: row.mapping as CustomerColumnMapping, preview };
}

export async function uploadCustomerImport(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  input: ImportUpload,
): Promise<CustomerImportBatch> {
  const { row, parsed } = await uploadBatch(ctx, scope, actorId, input, 'customers', guessCustomerMapping);
  return toDto(row, parsed, null);
}

/** The company's customer import batches, without their columns and preview (GET one for those). */
export async function listCustomerImports(
  ctx: AppContext,
  scope: Scope,
  query: ListQuery,
): Promise<Page<CustomerImportBatch>> {
  return batchPage(ctx.db, scope.companyId, query, ['customers'], toDto);
}

export async function getCustomerImport(
  ctx: AppContext,
  scope: Scope,
  id: string,
  locale: Locale,
): Promise<CustomerImportBatch> {
  const row = await findBatch(ctx.db, scope.companyId, 'customers', id);
  if (row.status !== 'previewed') return toDto(row, parsedOf(row), null);
  const analysis = await analyseCustomers(ctx.db, scope.companyId, row, row.mapping as CustomerColumnMapping);
  return toDto(row, analysis.parsed, previewOf(analysis, locale));
}

/** Sets the column mapping (or keeps the current one) and answers the preview with every bad row. */
export async function previewCustomerImport(
  ctx: AppContext,
  scope: Scope,
  id: string,
  mappingInput: CustomerColumnMapping | undefined,
  locale: Locale,
): Promise<CustomerImportBatch> {
  const current = await openBatch(ctx.db, scope.companyId, 'customers', id);
  const mapping = mappingInput ?? (current.mapping as CustomerColumnMapping);
  assertMapping(customerMappingErrors(mapping, parsedOf(current).headers));
  const analysis = await analyseCustomers(ctx.db, scope.companyId, current, mapping);
  const row = await updateImportBatch(ctx.db, scope.companyId, id, {
    mapping,
    status: 'previewed',
    row_count: analysis.rowCount,
    error_count: errorRows(analysis.errors),
  });
  return toDto(row, analysis.parsed, previewOf(analysis, locale));
}

/**
 * All or nothing: the file is checked again inside the transaction (customers may have been added
 * since the preview); any row error refuses the whole file with import_has_errors and nothing is
 * written. Otherwise every new customer is created as the customer form creates one (a
 * customer.created event each, consent stamped now); skipped rows change nothing.
 */
export async function commitCustomerImport(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  id: string,
  locale: Locale,
): Promise<CustomerImportBatch> {
  const { companyId } = scope;
  try {
    return await ctx.db.transaction(async (tx: Tx) => {
      const batch = await openBatch(tx, companyId, 'customers', id, { lock: true });
      const mapping = batch.mapping as CustomerColumnMapping;
      assertMapping(customerMappingErrors(mapping, parsedOf(batch).headers));
      const analysis = await analyseCustomers(tx, companyId, batch, mapping);
      if (analysis.errors.length > 0) {
        throw new AppError('import_has_errors', { count: errorRows(analysis.errors) });
      }
      const now = new Date();
      const created = analysis.plans.filter((p) => p.action === 'new');
      for (const { customer } of created) {
        const { row: _row, ...fields } = customer;
        const inserted = await insertCustomer(tx, companyId, {
          ...fields,
          marketing_consent_at: fields.marketing_consent ? now : null,
          created_by: actorId,
        });
        await recordEvent(tx, {
          companyId,
          type: 'customer.created',
          subjectId: inserted.id,
          actorUserId: actorId,
          payload: { name: inserted.name, type: inserted.type, source: 'import' },
        });
      }
      const row = await updateImportBatch(tx, companyId, id, {
        status: 'committed',
        committed_at: now,
        row_count: analysis.rowCount,
        error_count: 0,
      });
      await recordEvent(tx, {
        companyId,
        type: 'import.committed',
        subjectId: id,
        actorUserId: actorId,
        payload: {
          kind: batch.kind,
          created: created.length,
          skipped: analysis.plans.length - created.length,
        },
      });
      return toDto(row, analysis.parsed, previewOf(analysis, locale));
    });
  } catch (error) {
    // A customer given one of the file's phones by someone else between our check and our write.
    if (isUniqueViolation(error, 'customers_company_phone_uq'))
      throw new AppError('import_has_errors', { count: 1 });
    throw error;
  }
}
