import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { discounts, shippingFees } from '../../db/schema/index.ts';
import type { DiscountRow } from '../discounts/discounts.repo.ts';
import type { ShippingFeeRow } from '../shipping-fees/shipping-fees.repo.ts';

/** The company's live discount with this code (codes are stored upper case), or null. */
export async function findDiscountByCode(
  db: Executor,
  companyId: string,
  code: string,
): Promise<DiscountRow | null> {
  const [row] = await db
    .select()
    .from(discounts)
    .where(
      and(
        eq(discounts.company_id, companyId),
        isNull(discounts.deleted_at),
        eq(discounts.code, code.trim().toUpperCase()),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The company's active shipping fees, in the order they are tried. */
export async function findActiveShippingFees(db: Executor, companyId: string): Promise<ShippingFeeRow[]> {
  return db
    .select()
    .from(shippingFees)
    .where(
      and(
        eq(shippingFees.company_id, companyId),
        isNull(shippingFees.deleted_at),
        eq(shippingFees.is_active, true),
      ),
    )
    .orderBy(asc(shippingFees.position), asc(shippingFees.label))
    .limit(200);
}
