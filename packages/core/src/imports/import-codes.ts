// Whether the SKUs and barcodes a file gives are free once the whole file is applied.
import type { VariantPlan } from './import-plan-types.ts';
import type { ImportRowError } from './import-rows.ts';

/** Live variant ids of the company by the code they hold now: SKUs lower-cased, barcodes exact. */
export interface CodeOwners {
  sku: ReadonlyMap<string, readonly string[]>;
  barcode: ReadonlyMap<string, readonly string[]>;
}

type CodeField = 'sku' | 'barcode';
const keyOf = (field: CodeField, code: string) => (field === 'sku' ? code.toLowerCase() : code);

/** The codes rows give (a new variant's, or an update's changed one): the ones to look owners up for. */
export function givenCodes(variants: readonly VariantPlan[], field: CodeField): string[] {
  return variants.flatMap((v) => {
    const code = v.variant[field];
    return code && (v.action === 'new' || v.changes[field] !== undefined) ? [code] : [];
  });
}

/**
 * Row errors for the codes the file gives that another live variant of the company would still hold
 * once the whole file is applied: SKUs in any case (import.sku_exists), barcodes exactly
 * (import.barcode_exists). A variant the file gives another code (or none) no longer holds its old one,
 * so two variants swapping SKUs, or a chain of renames, pass; all are checked against the end state,
 * never row by row. A code a row leaves as it is is not checked, so a duplicate saved before the checks
 * does not block the rest of the file. Codes repeated within the file are validateProductRows' part.
 */
export function codeConflicts(variants: readonly VariantPlan[], owners: CodeOwners): ImportRowError[] {
  const errors: ImportRowError[] = [];
  for (const field of ['sku', 'barcode'] as const) {
    // What each variant the file updates will hold instead of its current code.
    const next = new Map<string, string | null>();
    for (const v of variants) {
      const change = v.changes[field];
      if (v.id && change !== undefined) next.set(v.id, change === null ? null : keyOf(field, change));
    }
    for (const v of variants) {
      const code = v.variant[field];
      if (!code || (v.action === 'update' && v.changes[field] === undefined)) continue;
      const key = keyOf(field, code);
      const stillHeld = (owners[field].get(key) ?? []).some(
        (id) => id !== v.id && (next.has(id) ? next.get(id) === key : true),
      );
      if (stillHeld) {
        errors.push({
          row: v.row,
          field,
          code: field === 'sku' ? 'import.sku_exists' : 'import.barcode_exists',
          params: { value: code },
        });
      }
    }
  }
  return errors.sort((a, b) => a.row - b.row);
}
