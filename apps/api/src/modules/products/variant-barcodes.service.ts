import { IN_STORE_EAN13_PATTERN, nextInStoreEan13s, type VariantBarcode } from '@comptoir/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { type Executor, queryRows } from '../../db/client.ts';
import { products, productVariants } from '../../db/schema/catalog.ts';
import { recordEvent } from '../../events/outbox.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Scope } from '../../plugins/request-context.ts';
import { liveVariants } from './products.repo.ts';
import { lockVariantCodes } from './variant-codes.ts';

/**
 * The company's highest barcode of the in-store EAN-13 shape ("20" + 11 digits), deleted variants
 * included: a code printed on the labels of a product since deleted may still be stuck on goods or
 * shelves, and must not ring up another product. Labels are printed now and then, so reading the
 * company's rows past the live-barcode index is an acceptable cost for that guarantee.
 */
async function highestInStoreCode(tx: Executor, companyId: string): Promise<string | null> {
  const [row] = await queryRows<{ barcode: string | null }>(
    tx,
    sql`select max(barcode) as barcode from product_variants
      where company_id = ${companyId} and barcode >= '20' and barcode < '21'
        and barcode ~ ${IN_STORE_EAN13_PATTERN}`,
  );
  return row?.barcode ?? null;
}

/**
 * Gives each listed live variant of the company that has no barcode the next free in-store EAN-13
 * (core nextInStoreEan13s), in the order listed; the others keep theirs. Answers every listed variant
 * with its barcode. Any id that is not a live variant of the company is a 404 and nothing changes.
 * Under lockVariantCodes, so two calls at once never hand out the same code.
 */
export async function generateVariantBarcodes(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  variantIds: string[],
): Promise<VariantBarcode[]> {
  const { companyId } = scope;
  const ids = [...new Set(variantIds)];
  return ctx.db.transaction(async (tx) => {
    await lockVariantCodes(tx, companyId);
    const rows = await tx
      .select({
        id: productVariants.id,
        product_id: productVariants.product_id,
        barcode: productVariants.barcode,
      })
      .from(productVariants)
      .where(and(liveVariants(companyId), inArray(productVariants.id, ids)));
    if (rows.length !== ids.length) throw new AppError('not_found', { resource: 'resource.variant' });
    const byId = new Map(rows.map((row) => [row.id, row]));
    const missing = ids.filter((id) => !byId.get(id)!.barcode?.trim());
    const given = new Map<string, string>();
    if (missing.length > 0) {
      const codes = nextInStoreEan13s(await highestInStoreCode(tx, companyId), missing.length);
      if (!codes) {
        throw new AppError('conflict', {}, { variant_ids: ['products.in_store_barcodes_used_up'] });
      }
      for (const [index, id] of missing.entries()) given.set(id, codes[index]!);
      const values = missing.map((id) => sql`(${id}::uuid, ${given.get(id)!})`);
      // Only where the barcode is still empty: the lock makes it so, the condition says it.
      await tx.execute(sql`update product_variants as pv
        set barcode = x.barcode, updated_at = now()
        from (values ${sql.join(values, sql`, `)}) as x(id, barcode)
        where pv.id = x.id and pv.company_id = ${companyId} and pv.deleted_at is null
          and (pv.barcode is null or trim(pv.barcode) = '')`);
      const touched = [...new Set(missing.map((id) => byId.get(id)!.product_id))];
      await tx
        .update(products)
        .set({ updated_at: new Date() })
        .where(and(eq(products.company_id, companyId), inArray(products.id, touched)));
      for (const productId of touched) {
        await recordEvent(tx, {
          companyId,
          type: 'product.updated',
          subjectId: productId,
          actorUserId: actorId,
          payload: {
            variant_ids: missing.filter((id) => byId.get(id)!.product_id === productId),
            fields: ['barcode'],
          },
        });
      }
    }
    return ids.map((id) => ({
      id,
      barcode: given.get(id) ?? byId.get(id)!.barcode!.trim(),
      generated: given.has(id),
    }));
  });
}
