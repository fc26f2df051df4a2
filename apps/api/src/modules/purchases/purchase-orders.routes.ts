import {
  billFromOrderSchema,
  can,
  dataResponseSchema,
  listResponseSchema,
  type PurchaseOrderAction,
  purchaseOrderActionSchema,
  purchaseOrderCreateSchema,
  purchaseOrderSchema,
  purchaseOrdersFromLowStockSchema,
  purchaseOrderUpdateSchema,
  purchaseReceiptCreateSchema,
  purchaseReceiptSchema,
  purchasingSetupSchema,
  supplierBillSchema,
} from '@comptoir/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { CSV_EXPORT_DESCRIPTION, type CsvColumn, exportQuery, sendCsvExport } from '../../lib/csv-export.ts';
import { parseListQuery } from '../../lib/list-query.ts';
import { listQuerystring } from '../../lib/list-querystring.ts';
import { baseQuerySchema } from '../../plugins/request-context.ts';
import { lastPurchaseTerms } from './last-purchase-terms.ts';
import { companyToday } from './purchase-dates.ts';
import { sendPurchaseOrderPdf } from './purchase-order-pdf.ts';
import {
  findPurchaseOrderLines,
  type PurchaseOrderRow,
  purchaseOrderListSpec,
} from './purchase-orders.repo.ts';
import {
  createPurchaseOrder,
  deletePurchaseOrder,
  getPurchaseOrder,
  listPurchaseOrders,
  type PurchaseOrderDetail,
  transitionPurchaseOrder,
  updatePurchaseOrder,
} from './purchase-orders.service.ts';
import { listPurchaseReceipts, receivePurchaseOrder } from './purchase-receipts.service.ts';
import { createPurchaseOrdersFromLowStock } from './purchase-reorder.service.ts';
import { toPurchaseOrderDto, toPurchaseReceiptDto, toSupplierBillDto } from './purchases.dto.ts';
import { purchasingSetup } from './purchasing-setup.ts';
import { createBillFromOrder } from './supplier-bills.service.ts';

const idParams = z.object({ id: z.uuid() });
const tags = ['purchases'];
const access = (permission: string) => ({ access: { permission } });
const one = dataResponseSchema(purchaseOrderSchema);
const LIST_DESCRIPTION =
  'Filters: status (draft, submitted, approved, partially_received, received, cancelled), supplier_id, warehouse_id, created_from, created_to. Sorts: created_at (default, newest first), expected_at, total, reference, supplier_name. Search: reference, supplier name. Include: lines.';

const columns: CsvColumn<PurchaseOrderRow>[] = [
  { header: 'csv.reference', value: (o) => o.reference },
  { header: 'csv.status', value: (o) => o.status, codes: 'purchases.status' },
  { header: 'csv.supplier', value: (o) => o.supplier_name },
  { header: 'csv.expected_at', value: (o) => o.expected_at },
  { header: 'csv.ordered_quantity', value: (o) => o.ordered_quantity },
  { header: 'csv.received_quantity', value: (o) => o.received_quantity },
  { header: 'csv.subtotal', value: (o) => o.subtotal, money: true },
  { header: 'csv.tax_total', value: (o) => o.tax_total, money: true },
  { header: 'csv.total', value: (o) => o.total, money: true },
  { header: 'csv.created_at', value: (o) => o.created_at },
];

const detailDto = (detail: PurchaseOrderDetail) =>
  toPurchaseOrderDto(detail.row, {
    lines: detail.lines,
    billed: detail.billed,
    ...(detail.timeline ? { timeline: detail.timeline } : {}),
  });

const ACTIONS: { action: PurchaseOrderAction; summary: string; description: string }[] = [
  {
    action: 'submit',
    summary: 'Submit a draft purchase order for approval',
    description: 'draft → submitted; 409 from any other status.',
  },
  {
    action: 'approve',
    summary: 'Approve a purchase order: it takes its number (PO-2026-0003) and its lines are final',
    description:
      'draft or submitted → approved. Also needs products.cost (403 without): approving commits money. 409 from any other status.',
  },
  {
    action: 'reopen',
    summary: 'Send a submitted purchase order back to draft',
    description: 'submitted → draft; 409 from any other status.',
  },
  {
    action: 'cancel',
    summary: 'Cancel a purchase order nothing was received on',
    description: 'draft, submitted or approved → cancelled; 409 once goods were received.',
  },
];

export const purchaseOrderRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/purchase-orders',
    {
      config: access('suppliers.view'),
      schema: {
        tags,
        summary: 'Purchase orders to suppliers',
        description: LIST_DESCRIPTION,
        querystring: listQuerystring,
        response: { 200: listResponseSchema(purchaseOrderSchema) },
      },
    },
    async (request) => {
      const scope = request.scope!;
      const query = parseListQuery(request.query, purchaseOrderListSpec);
      const page = await listPurchaseOrders(ctx, scope, query);
      const lines = query.includes.has('lines')
        ? await findPurchaseOrderLines(
            ctx.db,
            scope.companyId,
            page.rows.map((r) => r.id),
          )
        : null;
      return {
        data: page.rows.map((row) =>
          toPurchaseOrderDto(
            row,
            lines ? { lines: lines.filter((l) => l.purchase_order_id === row.id) } : {},
          ),
        ),
        meta: page.meta,
      };
    },
  );

  app.get(
    '/purchase-orders/setup',
    {
      config: access('suppliers.view'),
      schema: {
        tags,
        summary:
          'What the purchasing screens choose from: active suppliers, warehouses, taxes and payment methods',
        querystring: baseQuerySchema,
        response: { 200: dataResponseSchema(purchasingSetupSchema) },
      },
    },
    async (request) => ({ data: await purchasingSetup(ctx.db, request.scope!.companyId) }),
  );

  app.get(
    '/purchase-orders/last-terms',
    {
      config: access('suppliers.view'),
      schema: {
        tags,
        summary: 'How a product variant was last bought: the taxes a new purchase line of it starts with',
        description:
          "variant_id: one of the company's variants. The taxes (ids, in their order) and deductible of the variant's newest line on a purchase order or supplier bill that is not cancelled, without the taxes deleted or switched off since; data is null for a variant never bought (or another company's). The purchase order and bill editors, and the drafts made from low stock, start a line of the variant from it.",
        // optional here so an unknown parameter is named first; required in the handler
        querystring: baseQuerySchema.extend({ variant_id: z.uuid().optional() }),
        response: {
          200: dataResponseSchema(
            z
              .object({ variant_id: z.uuid(), tax_ids: z.array(z.uuid()), deductible: z.boolean() })
              .nullable(),
          ),
        },
      },
    },
    async (request) => {
      const { variant_id: variantId } = request.query;
      if (!variantId) throw new AppError('invalid_parameter', { parameter: 'variant_id' });
      const terms = (await lastPurchaseTerms(ctx.db, request.scope!.companyId, [variantId])).get(variantId);
      return { data: terms ? { variant_id: variantId, ...terms } : null };
    },
  );

  app.get(
    '/purchase-orders/export',
    {
      config: access('suppliers.export'),
      schema: {
        tags: ['exports', ...tags],
        summary: "CSV export of purchase orders with the list's filters, sort and search",
        description: `${LIST_DESCRIPTION} ${CSV_EXPORT_DESCRIPTION}`,
        querystring: listQuerystring,
      },
    },
    async (request, reply) => {
      const query = parseListQuery(exportQuery(request), purchaseOrderListSpec);
      return sendCsvExport(ctx, request, reply, {
        name: 'purchase-orders',
        columns,
        pageSize: 500,
        fetchPage: async (page, perPage) =>
          (await listPurchaseOrders(ctx, request.scope!, { ...query, page, perPage })).rows,
      });
    },
  );

  app.get(
    '/purchase-orders/:id',
    {
      config: access('suppliers.view'),
      schema: {
        tags,
        summary: 'One purchase order with its lines (received and billed units) and its timeline',
        params: idParams,
        response: { 200: one },
      },
    },
    async (request) => ({ data: detailDto(await getPurchaseOrder(ctx, request.scope!, request.params.id)) }),
  );

  app.get(
    '/purchase-orders/:id/pdf',
    {
      config: access('suppliers.view'),
      schema: {
        tags,
        summary: "The purchase order as a PDF, in the company's language",
        params: idParams,
      },
    },
    async (request, reply) => sendPurchaseOrderPdf(ctx, request.scope!, reply, request.params.id),
  );

  app.post(
    '/purchase-orders',
    {
      config: access('suppliers.create'),
      schema: {
        tags,
        summary: 'Create a draft purchase order',
        description:
          "Lines: variant, quantity, unit cost before taxes, the company's taxes, deductible (default true). Warehouse: the company's default when absent. Not numbered until approved.",
        body: purchaseOrderCreateSchema,
        response: { 201: one },
      },
    },
    async (request, reply) => {
      const detail = await createPurchaseOrder(ctx, request.scope!, request.auth!.id, request.body);
      return reply.code(201).send({ data: detailDto(detail) });
    },
  );

  app.post(
    '/purchase-orders/from-low-stock',
    {
      config: access('suppliers.create'),
      schema: {
        tags: ['stock', ...tags],
        summary: 'Reorder what runs low: draft purchase orders for low variants, one per supplier',
        description:
          "variant_ids: the low variants, in the list's order (1–200). Each goes to its product's supplier, else to supplier_id; one draft per supplier, in the order of the variants. Quantity: 2 × reorder point − available (at least 1), on the current stock. Unit cost: the variant's cost for roles that see costs (products.cost), else 0 to be priced before approval. Taxes and deductible: as on the variant's last purchase line (a purchase order or supplier bill, not cancelled), without the taxes deleted or switched off since; none for a variant never bought. Warehouse: the company's default when absent. All or nothing: an unknown, another company's or deleted variant, warehouse or supplier → 404 (naming each variant); a bundle or menu, a variant no longer low, or one without a supplier when no supplier_id is given → 422 naming each.",
        body: purchaseOrdersFromLowStockSchema,
        response: { 201: z.object({ data: z.array(purchaseOrderSchema) }) },
      },
    },
    async (request, reply) => {
      const drafts = await createPurchaseOrdersFromLowStock(
        ctx,
        request.scope!,
        request.auth!.id,
        request.body,
      );
      return reply.code(201).send({
        data: drafts.map((detail) =>
          toPurchaseOrderDto(detail.row, { lines: detail.lines, billed: detail.billed }),
        ),
      });
    },
  );

  for (const method of ['put', 'patch'] as const) {
    app[method](
      '/purchase-orders/:id',
      {
        config: access('suppliers.update'),
        schema: {
          tags,
          summary: 'Change a draft or submitted purchase order (lines replace all lines)',
          description: '409 once approved: its lines are final.',
          params: idParams,
          body: purchaseOrderUpdateSchema,
          response: { 200: one },
        },
      },
      async (request) => ({
        data: detailDto(
          await updatePurchaseOrder(ctx, request.scope!, request.auth!.id, request.params.id, request.body),
        ),
      }),
    );
  }

  app.delete(
    '/purchase-orders/:id',
    {
      config: access('suppliers.delete'),
      schema: { tags, summary: 'Delete a draft purchase order (409 otherwise: cancel it)', params: idParams },
    },
    async (request, reply) => {
      await deletePurchaseOrder(ctx, request.scope!, request.auth!.id, request.params.id);
      return reply.code(204).send();
    },
  );

  for (const { action, summary, description } of ACTIONS) {
    app.post(
      `/purchase-orders/:id/${action}`,
      {
        config: access('suppliers.update'),
        schema: {
          tags,
          summary,
          description,
          params: idParams,
          body: purchaseOrderActionSchema,
          response: { 200: one },
        },
      },
      async (request) => ({
        data: detailDto(
          await transitionPurchaseOrder(
            ctx,
            request.scope!,
            request.auth!.id,
            request.params.id,
            action,
            request.body?.note,
          ),
        ),
      }),
    );
  }

  app.get(
    '/purchase-orders/:id/receipts',
    {
      config: access('suppliers.view'),
      schema: {
        tags,
        summary: 'Goods received against a purchase order, oldest first',
        params: idParams,
        response: { 200: z.object({ data: z.array(purchaseReceiptSchema) }) },
      },
    },
    async (request) => {
      const seesCost = can(request.scope!.role, 'products.cost');
      const receipts = await listPurchaseReceipts(ctx, request.scope!, request.params.id);
      return { data: receipts.map((r) => toPurchaseReceiptDto(r.row, r.lines, seesCost)) };
    },
  );

  app.post(
    '/purchase-orders/:id/receipts',
    {
      config: access('suppliers.update'),
      schema: {
        tags: ['stock', ...tags],
        summary: 'Receive goods against an approved purchase order (all or part of what is outstanding)',
        description:
          "Lines: order line and units (without lines, everything outstanding). Never more than is outstanding on a line (422). Inbound stock movements into the warehouse (default: the order's), and each variant's cost becomes the weighted average of the stock on hand and the units received at their landed cost. The order becomes partially_received or received. 409 unless approved or partially received.",
        params: idParams,
        body: purchaseReceiptCreateSchema,
        response: { 201: dataResponseSchema(purchaseReceiptSchema) },
      },
    },
    async (request, reply) => {
      const receipt = await receivePurchaseOrder(
        ctx,
        request.scope!,
        request.auth!.id,
        request.params.id,
        request.body,
      );
      const seesCost = can(request.scope!.role, 'products.cost');
      return reply.code(201).send({ data: toPurchaseReceiptDto(receipt.row, receipt.lines, seesCost) });
    },
  );

  app.post(
    '/purchase-orders/:id/bills',
    {
      config: access('suppliers.create'),
      schema: {
        tags,
        summary: 'Draw a draft supplier bill from a purchase order',
        description:
          'basis received (default): the units received and not billed yet; ordered: every ordered unit not billed yet. 422 when nothing is left to bill; 409 before approval or once cancelled.',
        params: idParams,
        body: billFromOrderSchema,
        response: { 201: dataResponseSchema(supplierBillSchema) },
      },
    },
    async (request, reply) => {
      const detail = await createBillFromOrder(
        ctx,
        request.scope!,
        request.auth!.id,
        request.params.id,
        request.body,
      );
      const today = await companyToday(ctx.db, request.scope!.companyId);
      return reply.code(201).send({
        data: toSupplierBillDto(detail.row, today, { lines: detail.lines, payments: detail.payments }),
      });
    },
  );
};
