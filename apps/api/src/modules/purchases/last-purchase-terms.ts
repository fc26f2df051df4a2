import type { Executor } from '../../db/client.ts';
import { execRows } from '../../db/raw-rows.ts';
import { findTaxes } from '../orders/orders.repo.ts';

/** How a variant was last bought: the taxes on that line (ids, in the line's order) and whether they were deductible. */
interface LastBoughtLine {
  taxIds: string[];
  deductible: boolean;
}

/**
 * Each variant's most recent purchase line among `ids`, on a purchase order or a supplier bill that is neither
 * deleted nor cancelled (the newer document wins; a bill made from an order is newer than it). Variants never
 * bought are absent. The tax ids are the snapshot's: some may have been deleted or deactivated since.
 */
async function findLastBoughtLines(
  db: Executor,
  companyId: string,
  ids: readonly string[],
): Promise<Map<string, LastBoughtLine>> {
  if (ids.length === 0) return new Map();
  const rows = await execRows(db, {
    name: 'last_purchase_terms',
    text: `select distinct on (variant_id) variant_id, taxes, deductible from (
        select l.variant_id, l.taxes, l.deductible, o.created_at, l.position
          from purchase_order_lines l join purchase_orders o on o.id = l.purchase_order_id
          where l.company_id = $1 and l.variant_id = any($2::uuid[])
            and o.deleted_at is null and o.status <> 'cancelled'
        union all
        select l.variant_id, l.taxes, l.deductible, b.created_at, l.position
          from supplier_bill_lines l join supplier_bills b on b.id = l.bill_id
          where l.company_id = $1 and l.variant_id = any($2::uuid[]) and b.status <> 'cancelled'
      ) bought
      order by variant_id, created_at desc, position`,
    values: [companyId, [...ids]],
  });
  return new Map(
    rows.map(([variantId, taxes, deductible]) => {
      const applied = (typeof taxes === 'string' ? JSON.parse(taxes) : taxes) as { id: string }[];
      return [
        variantId as string,
        { taxIds: applied.map((tax) => tax.id), deductible: deductible as boolean },
      ];
    }),
  );
}

/** Line fields a new purchase line of a variant starts from: the taxes and deductibility of its last purchase. */
export interface LastPurchaseTerms {
  tax_ids: string[];
  deductible: boolean;
}

/**
 * The taxes and deductibility each variant among `ids` was last bought with (findLastBoughtLines), less the taxes
 * deleted or switched off since. A variant never bought is absent: its line starts with no taxes.
 */
export async function lastPurchaseTerms(
  db: Executor,
  companyId: string,
  ids: readonly string[],
): Promise<Map<string, LastPurchaseTerms>> {
  const lines = await findLastBoughtLines(db, companyId, ids);
  const taxIds = [...new Set([...lines.values()].flatMap((line) => line.taxIds))];
  const live = new Set((await findTaxes(db, companyId, taxIds)).map((tax) => tax.id));
  return new Map(
    [...lines].map(([variantId, line]) => [
      variantId,
      { tax_ids: line.taxIds.filter((id) => live.has(id)), deductible: line.deductible },
    ]),
  );
}
