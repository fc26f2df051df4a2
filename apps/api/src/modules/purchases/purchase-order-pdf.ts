import { isLocale } from '@comptoir/core';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context.ts';
import { suppliers, warehouses } from '../../db/schema/index.ts';
import { loadLogo } from '../../pdf/company-logo.ts';
import { renderPurchaseOrder } from '../../pdf/purchase-order.ts';
import type { Scope } from '../../plugins/request-context.ts';
import { findCompanyRow } from '../invoices/invoices.repo.ts';
import { sellerOf } from '../invoices/invoices.service.ts';
import { loadPurchaseOrder } from './purchase-orders.service.ts';

/**
 * Sends a purchase order's PDF in the company's language (it goes to the supplier on the company's
 * behalf, whoever prints it): the supplier and the warehouse as they are now, the lines as ordered.
 */
export async function sendPurchaseOrderPdf(ctx: AppContext, scope: Scope, reply: FastifyReply, id: string) {
  const { companyId } = scope;
  const { row, lines } = await loadPurchaseOrder(ctx.db, companyId, id);
  const [company, [supplier], [warehouse]] = await Promise.all([
    findCompanyRow(ctx.db, companyId),
    ctx.db
      .select()
      .from(suppliers)
      .where(and(eq(suppliers.company_id, companyId), eq(suppliers.id, row.supplier_id))),
    ctx.db
      .select()
      .from(warehouses)
      .where(and(eq(warehouses.company_id, companyId), eq(warehouses.id, row.warehouse_id))),
  ]);
  const locale = isLocale(company!.locale) ? company!.locale : 'en';
  const logo = await loadLogo(ctx, company!.logo_key);
  const pdf = await renderPurchaseOrder(
    {
      reference: row.reference,
      status: row.status,
      currency: row.currency,
      subtotal: row.subtotal,
      tax_total: row.tax_total,
      total: row.total,
      expected_at: row.expected_at,
      notes: row.notes,
      date: row.approved_at ?? row.created_at,
      company: sellerOf(company!),
      logo,
      supplier: {
        name: row.supplier_name,
        contact_name: supplier?.contact_name ?? null,
        phone: supplier?.phone ?? null,
        email: supplier?.email ?? null,
        address: supplier?.address ?? null,
        city: supplier?.city ?? null,
        country: supplier?.country ?? null,
        tax_id: supplier?.tax_id ?? null,
      },
      deliver_to: {
        name: warehouse?.name ?? '',
        address: warehouse?.address ?? null,
        city: warehouse?.city ?? null,
        country: warehouse?.country ?? null,
      },
      lines,
    },
    locale,
  );
  const filename = row.reference ?? `purchase-order-${row.id.slice(-8)}`;
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${filename}.pdf"`)
    .send(pdf);
}
