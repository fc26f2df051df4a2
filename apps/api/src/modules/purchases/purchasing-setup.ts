import type { PurchasingSetup } from '@comptoir/core';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies, paymentMethods, suppliers, taxes, warehouses } from '../../db/schema/index.ts';

/** Suppliers offered in a purchase order's picker: the active ones, by name. */
const SUPPLIER_CHOICES = 1000;

/** The choices of the purchasing screens: active suppliers, warehouses, taxes and payment methods. */
export async function purchasingSetup(db: Executor, companyId: string): Promise<PurchasingSetup> {
  const [company, supplierRows, warehouseRows, taxRows, methodRows] = await Promise.all([
    db.select({ currency: companies.currency }).from(companies).where(eq(companies.id, companyId)),
    db
      .select({ id: suppliers.id, name: suppliers.name, payment_terms_days: suppliers.payment_terms_days })
      .from(suppliers)
      .where(
        and(eq(suppliers.company_id, companyId), isNull(suppliers.deleted_at), eq(suppliers.is_active, true)),
      )
      .orderBy(asc(suppliers.name))
      .limit(SUPPLIER_CHOICES),
    db
      .select({ id: warehouses.id, name: warehouses.name, is_default: warehouses.is_default })
      .from(warehouses)
      .where(
        and(
          eq(warehouses.company_id, companyId),
          isNull(warehouses.deleted_at),
          eq(warehouses.is_active, true),
        ),
      )
      .orderBy(asc(warehouses.name)),
    db
      .select({
        id: taxes.id,
        code: taxes.code,
        label: taxes.label,
        rate: taxes.rate,
        fixed_amount: taxes.fixed_amount,
        tax_order: taxes.tax_order,
        is_withholding: taxes.is_withholding,
        include_in_base_for_subsequent_taxes: taxes.include_in_base_for_subsequent_taxes,
      })
      .from(taxes)
      .where(and(eq(taxes.company_id, companyId), isNull(taxes.deleted_at), eq(taxes.is_active, true)))
      .orderBy(asc(taxes.tax_order), asc(taxes.code)),
    db
      .select({ id: paymentMethods.id, name: paymentMethods.name, kind: paymentMethods.kind })
      .from(paymentMethods)
      .where(
        and(
          eq(paymentMethods.company_id, companyId),
          isNull(paymentMethods.deleted_at),
          eq(paymentMethods.is_active, true),
        ),
      )
      .orderBy(asc(paymentMethods.position), asc(paymentMethods.name)),
  ]);
  return {
    currency: company[0]?.currency ?? 'USD',
    suppliers: supplierRows,
    warehouses: warehouseRows,
    taxes: taxRows,
    payment_methods: methodRows,
  };
}
