import {
  billBalanceDue,
  dataResponseSchema,
  daysOverdue,
  listResponseSchema,
  supplierBalanceSchema,
  supplierBillCreateSchema,
  supplierBillSchema,
  supplierBillUpdateSchema,
  supplierPaymentCreateSchema,
  supplierPaymentSchema,
} from '@comptoir/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { CSV_EXPORT_DESCRIPTION, type CsvColumn, exportQuery, sendCsvExport } from '../../lib/csv-export.ts';
import { parseListQuery } from '../../lib/list-query.ts';
import { listQuerystring } from '../../lib/list-querystring.ts';
import { companyToday } from './purchase-dates.ts';
import { toSupplierBillDto, toSupplierPaymentDto } from './purchases.dto.ts';
import {
  findSupplierBillLines,
  type SupplierBillListRow,
  supplierBillListSpec,
  supplierPaymentListSpec,
} from './supplier-bills.repo.ts';
import {
  cancelSupplierBill,
  createSupplierBill,
  getSupplierBill,
  listSupplierBills,
  openSupplierBill,
  type SupplierBillDetail,
  updateSupplierBill,
} from './supplier-bills.service.ts';
import { listSupplierPayments, paySupplierBill, supplierBalance } from './supplier-payments.service.ts';

const idParams = z.object({ id: z.uuid() });
const tags = ['purchases'];
const access = (permission: string) => ({ access: { permission } });
const one = dataResponseSchema(supplierBillSchema);
const LIST_DESCRIPTION =
  'Filters: status (draft, open, partially_paid, paid, cancelled; open,partially_paid lists what is owed), supplier_id, purchase_order_id, bill_from, bill_to, due_from, due_to. Sorts: created_at (default, newest first), bill_date, due_date, total, reference. Search: reference, supplier reference, supplier name. Include: lines.';

const detailDto = (detail: SupplierBillDetail, today: string) =>
  toSupplierBillDto(detail.row, today, { lines: detail.lines, payments: detail.payments });

export const supplierBillRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const today = (companyId: string) => companyToday(ctx.db, companyId);

  app.get(
    '/supplier-bills',
    {
      config: access('suppliers.view'),
      schema: {
        tags,
        summary: 'Bills from suppliers, with what each still owes and how many days it is overdue',
        description: LIST_DESCRIPTION,
        querystring: listQuerystring,
        response: { 200: listResponseSchema(supplierBillSchema) },
      },
    },
    async (request) => {
      const scope = request.scope!;
      const query = parseListQuery(request.query, supplierBillListSpec);
      const [page, day] = await Promise.all([listSupplierBills(ctx, scope, query), today(scope.companyId)]);
      const lines = query.includes.has('lines')
        ? await findSupplierBillLines(
            ctx.db,
            scope.companyId,
            page.rows.map((r) => r.id),
          )
        : null;
      return {
        data: page.rows.map((row) =>
          toSupplierBillDto(row, day, lines ? { lines: lines.filter((l) => l.bill_id === row.id) } : {}),
        ),
        meta: page.meta,
      };
    },
  );

  app.get(
    '/supplier-bills/export',
    {
      config: access('suppliers.export'),
      schema: {
        tags: ['exports', ...tags],
        summary: "CSV export of supplier bills with the list's filters, sort and search",
        description: `${LIST_DESCRIPTION} ${CSV_EXPORT_DESCRIPTION}`,
        querystring: listQuerystring,
      },
    },
    async (request, reply) => {
      const query = parseListQuery(exportQuery(request), supplierBillListSpec);
      const day = await today(request.scope!.companyId);
      const columns: CsvColumn<SupplierBillListRow>[] = [
        { header: 'csv.reference', value: (b) => b.reference },
        { header: 'csv.status', value: (b) => b.status, codes: 'csv_values.bill_status' },
        { header: 'csv.supplier', value: (b) => b.supplier_name },
        { header: 'csv.supplier_reference', value: (b) => b.supplier_reference },
        { header: 'csv.purchase_order', value: (b) => b.purchase_order_reference },
        { header: 'csv.bill_date', value: (b) => b.bill_date },
        { header: 'csv.due_date', value: (b) => b.due_date },
        { header: 'csv.total', value: (b) => b.total, money: true },
        { header: 'csv.paid_total', value: (b) => b.paid_total, money: true },
        { header: 'csv.balance_due', value: (b) => billBalanceDue(b), money: true },
        {
          header: 'csv.days_overdue',
          value: (b) => (billBalanceDue(b) > 0 ? daysOverdue(b.due_date, day) : 0),
        },
      ];
      return sendCsvExport(ctx, request, reply, {
        name: 'supplier-bills',
        columns,
        pageSize: 500,
        fetchPage: async (page, perPage) =>
          (await listSupplierBills(ctx, request.scope!, { ...query, page, perPage })).rows,
      });
    },
  );

  app.get(
    '/supplier-bills/:id',
    {
      config: access('suppliers.view'),
      schema: {
        tags,
        summary: 'One supplier bill with its lines and payments',
        params: idParams,
        response: { 200: one },
      },
    },
    async (request) => {
      const scope = request.scope!;
      const [detail, day] = await Promise.all([
        getSupplierBill(ctx, scope, request.params.id),
        today(scope.companyId),
      ]);
      return { data: detailDto(detail, day) };
    },
  );

  app.post(
    '/supplier-bills',
    {
      config: access('suppliers.create'),
      schema: {
        tags,
        summary: "Enter a draft bill from a supplier's invoice, without a purchase order",
        description:
          "Lines: a product (variant_id) or a title, quantity, unit cost, taxes, deductible, kind (goods, raw_materials, consumables, packaging, services). bill_date defaults to today, due_date to bill_date + the supplier's payment terms.",
        body: supplierBillCreateSchema,
        response: { 201: one },
      },
    },
    async (request, reply) => {
      const scope = request.scope!;
      const detail = await createSupplierBill(ctx, scope, request.auth!.id, request.body);
      return reply.code(201).send({ data: detailDto(detail, await today(scope.companyId)) });
    },
  );

  for (const method of ['put', 'patch'] as const) {
    app[method](
      '/supplier-bills/:id',
      {
        config: access('suppliers.update'),
        schema: {
          tags,
          summary: 'Change a draft bill (lines only on a bill not drawn from a purchase order)',
          description: '409 once entered (open).',
          params: idParams,
          body: supplierBillUpdateSchema,
          response: { 200: one },
        },
      },
      async (request) => {
        const scope = request.scope!;
        const detail = await updateSupplierBill(
          ctx,
          scope,
          request.auth!.id,
          request.params.id,
          request.body,
        );
        return { data: detailDto(detail, await today(scope.companyId)) };
      },
    );
  }

  app.post(
    '/supplier-bills/:id/open',
    {
      config: access('suppliers.update'),
      schema: {
        tags,
        summary: 'Enter a draft bill: it takes its number (BILL-2026-0012) and is owed from now on',
        description: '409 unless draft.',
        params: idParams,
        response: { 200: one },
      },
    },
    async (request) => {
      const scope = request.scope!;
      const detail = await openSupplierBill(ctx, scope, request.auth!.id, request.params.id);
      return { data: detailDto(detail, await today(scope.companyId)) };
    },
  );

  app.post(
    '/supplier-bills/:id/cancel',
    {
      config: access('suppliers.update'),
      schema: {
        tags,
        summary: 'Cancel a draft or open bill nothing was paid on',
        description:
          '409 once paid in part or in full. The units it billed on a purchase order can be billed again.',
        params: idParams,
        response: { 200: one },
      },
    },
    async (request) => {
      const scope = request.scope!;
      const detail = await cancelSupplierBill(ctx, scope, request.auth!.id, request.params.id);
      return { data: detailDto(detail, await today(scope.companyId)) };
    },
  );

  app.post(
    '/supplier-bills/:id/payments',
    {
      config: access('transactions.create'),
      schema: {
        tags: ['payments', ...tags],
        summary: 'Pay (part of) an open bill',
        description:
          'Money leaving a treasury account, so under transactions.create (admin, manager, accountant). Never more than the bill still owes (422); 409 unless open or partially paid. Answers the bill with its payments.',
        params: idParams,
        body: supplierPaymentCreateSchema,
        response: { 201: one },
      },
    },
    async (request, reply) => {
      const scope = request.scope!;
      const detail = await paySupplierBill(ctx, scope, request.auth!.id, request.params.id, request.body);
      return reply.code(201).send({ data: detailDto(detail, await today(scope.companyId)) });
    },
  );

  app.get(
    '/supplier-payments',
    {
      config: access('suppliers.view'),
      schema: {
        tags,
        summary: 'Payments made to suppliers',
        description:
          'Filters: supplier_id, bill_id, payment_method_id, paid_from, paid_to. Sorts: created_at (default, newest first), paid_at, amount. Search: reference.',
        querystring: listQuerystring,
        response: { 200: listResponseSchema(supplierPaymentSchema) },
      },
    },
    async (request) => {
      const query = parseListQuery(request.query, supplierPaymentListSpec);
      const page = await listSupplierPayments(ctx, request.scope!, query);
      return { data: page.rows.map(toSupplierPaymentDto), meta: page.meta };
    },
  );

  app.get(
    '/suppliers/:id/balance',
    {
      config: access('suppliers.view'),
      schema: {
        tags: ['suppliers', ...tags],
        summary:
          'What we owe a supplier: bills entered minus payments, overdue part, and the open bills by due date',
        params: idParams,
        response: { 200: dataResponseSchema(supplierBalanceSchema) },
      },
    },
    async (request) => {
      const figures = await supplierBalance(ctx, request.scope!, request.params.id);
      return {
        data: {
          supplier_id: request.params.id,
          currency: figures.currency,
          billed_total: figures.billed,
          paid_total: figures.paid,
          balance: figures.billed - figures.paid,
          overdue_total: figures.overdue,
          open_bills: figures.openBills.map((bill) => toSupplierBillDto(bill, figures.today)),
        },
      };
    },
  );
};
