import {
  dataResponseSchema,
  type ExpenseRecord,
  expenseCreateSchema,
  expenseFormOptionsSchema,
  expensePaySchema,
  expenseSchema,
  expenseUpdateSchema,
  listResponseSchema,
  recurringExpenseCreateSchema,
  recurringExpenseSchema,
  recurringExpenseUpdateSchema,
} from '@comptoir/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { CSV_EXPORT_DESCRIPTION, type CsvColumn, exportQuery, sendCsvExport } from '../../lib/csv-export.ts';
import { parseListQuery } from '../../lib/list-query.ts';
import { listQuerystring } from '../../lib/list-querystring.ts';
import {
  createExpense,
  deleteExpense,
  expenseFormOptions,
  getExpense,
  listExpenses,
  payExpense,
  updateExpense,
} from './expenses.service.ts';
import { registerRecurringExpensesJob } from './recurring-expenses.job.ts';
import { recurringExpenseListSpec } from './recurring-expenses.repo.ts';
import {
  createRecurringExpense,
  deleteRecurringExpense,
  getRecurringExpense,
  listRecurringExpenses,
  toRecurringExpenseDto,
  updateRecurringExpense,
} from './recurring-expenses.service.ts';

const idParams = z.object({ id: z.uuid() });
const tags = ['expenses'];
const access = (permission: string) => ({ access: { permission } });
const one = dataResponseSchema(expenseSchema);
const oneTemplate = dataResponseSchema(recurringExpenseSchema);
const LIST_DESCRIPTION =
  'Filters: category, item_category, status (paid, unpaid), supplier_id, treasury_account_id, payment_method_id, recurring_expense_id, nature, date_from and date_to (YYYY-MM-DD, inclusive), payee (text it contains), overdue (true). Sorts: date (default, newest first), amount, due_date, created_at. Search: label, payee, notes.';

const expenseColumns: CsvColumn<ExpenseRecord>[] = [
  { header: 'expenses.csv.date', value: (r) => r.date },
  { header: 'expenses.csv.label', value: (r) => r.label },
  { header: 'expenses.csv.category', value: (r) => r.category, codes: 'csv_values.expense_category' },
  {
    header: 'expenses.csv.item_category',
    value: (r) => r.item_category,
    codes: 'csv_values.expense_item_category',
  },
  { header: 'expenses.csv.account', value: (r) => r.account_code },
  { header: 'expenses.csv.payee', value: (r) => r.payee ?? r.supplier_name },
  { header: 'expenses.csv.net', value: (r) => r.net_amount, money: true },
  { header: 'expenses.csv.taxes', value: (r) => r.tax_amount, money: true },
  { header: 'expenses.csv.deductible_tax', value: (r) => r.deductible_tax_amount, money: true },
  { header: 'expenses.csv.amount', value: (r) => r.amount, money: true },
  { header: 'expenses.csv.status', value: (r) => r.status, codes: 'csv_values.expense_status' },
  { header: 'expenses.csv.paid_on', value: (r) => r.paid_on },
  { header: 'expenses.csv.due_date', value: (r) => r.due_date },
  { header: 'expenses.csv.treasury_account', value: (r) => r.treasury_account_name },
];

/** Expenses and recurring expenses (expenses.*): staff add what they spend, with a photo of the receipt. */
export const expenseRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerRecurringExpensesJob(ctx);

  app.get(
    '/expenses',
    {
      config: access('expenses.view'),
      schema: {
        tags,
        summary: 'Expenses',
        description: LIST_DESCRIPTION,
        querystring: listQuerystring,
        response: { 200: listResponseSchema(expenseSchema) },
      },
    },
    async (request) => {
      const page = await listExpenses(ctx, request.scope!, request.query as Record<string, unknown>);
      return { data: page.rows, meta: page.meta };
    },
  );

  app.get(
    '/expenses/export',
    {
      config: access('expenses.export'),
      schema: {
        tags: ['exports', ...tags],
        summary: "CSV export of expenses with the list's filters, sort and search",
        description: `${LIST_DESCRIPTION} ${CSV_EXPORT_DESCRIPTION}`,
        querystring: listQuerystring,
      },
    },
    async (request, reply) => {
      const raw = exportQuery(request);
      return sendCsvExport(ctx, request, reply, {
        name: 'expenses',
        columns: expenseColumns,
        pageSize: 500,
        fetchPage: async (page, perPage) =>
          (await listExpenses(ctx, request.scope!, raw, { page, perPage })).rows,
      });
    },
  );

  app.get(
    '/expenses/form-options',
    {
      config: access('expenses.create'),
      schema: {
        tags,
        summary: 'What the expense form offers: treasury accounts, payment methods, taxes',
        response: { 200: dataResponseSchema(expenseFormOptionsSchema) },
      },
    },
    async (request) => ({ data: await expenseFormOptions(ctx, request.scope!) }),
  );

  app.get(
    '/expenses/:id',
    {
      config: access('expenses.view'),
      schema: { tags, summary: 'One expense', params: idParams, response: { 200: one } },
    },
    async (request) => ({ data: await getExpense(ctx, request.scope!, request.params.id) }),
  );

  app.post(
    '/expenses',
    {
      config: access('expenses.create'),
      schema: {
        tags,
        summary: 'Add an expense: paid now (money leaves a treasury account) or owed with a due date',
        body: expenseCreateSchema,
        response: { 201: one },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await createExpense(ctx, request.scope!, request.auth!.id, request.body) }),
  );

  for (const method of ['put', 'patch'] as const) {
    app[method](
      '/expenses/:id',
      {
        config: access('expenses.update'),
        schema: {
          tags,
          summary: 'Update an expense; a paid one moves its outflow along (409 when reconciled)',
          params: idParams,
          body: expenseUpdateSchema,
          response: { 200: one },
        },
      },
      async (request) => ({
        data: await updateExpense(ctx, request.scope!, request.auth!.id, request.params.id, request.body),
      }),
    );
  }

  app.post(
    '/expenses/:id/pay',
    {
      config: access('expenses.update'),
      schema: {
        tags,
        summary: 'Pay an owed expense from a treasury account (409 when already paid)',
        params: idParams,
        body: expensePaySchema,
        response: { 200: one },
      },
    },
    async (request) => ({
      data: await payExpense(ctx, request.scope!, request.auth!.id, request.params.id, request.body),
    }),
  );

  app.delete(
    '/expenses/:id',
    {
      config: access('expenses.delete'),
      schema: { tags, summary: 'Delete an expense and its outflow (409 when reconciled)', params: idParams },
    },
    async (request, reply) => {
      await deleteExpense(ctx, request.scope!, request.auth!.id, request.params.id);
      return reply.code(204).send();
    },
  );

  // ——— Recurring expenses ———

  app.get(
    '/recurring-expenses',
    {
      config: access('expenses.view'),
      schema: {
        tags,
        summary: 'Recurring expenses (rent, salaries) and when each falls due next',
        description:
          'Filters: category, frequency (weekly, monthly), is_active. Sorts: next_run_on (default), label, amount, created_at. Search: label, payee.',
        querystring: listQuerystring,
        response: { 200: listResponseSchema(recurringExpenseSchema) },
      },
    },
    async (request) => {
      const page = await listRecurringExpenses(
        ctx,
        request.scope!,
        parseListQuery(request.query, recurringExpenseListSpec),
      );
      return { data: page.rows.map(toRecurringExpenseDto), meta: page.meta };
    },
  );

  app.get(
    '/recurring-expenses/:id',
    {
      config: access('expenses.view'),
      schema: { tags, summary: 'One recurring expense', params: idParams, response: { 200: oneTemplate } },
    },
    async (request) => ({
      data: toRecurringExpenseDto(await getRecurringExpense(ctx, request.scope!, request.params.id)),
    }),
  );

  app.post(
    '/recurring-expenses',
    {
      config: access('expenses.create'),
      schema: {
        tags,
        summary:
          'A recurring expense: its occurrences from start_date on become expenses (the scheduler runs hourly)',
        body: recurringExpenseCreateSchema,
        response: { 201: oneTemplate },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        data: toRecurringExpenseDto(
          await createRecurringExpense(ctx, request.scope!, request.auth!.id, request.body),
        ),
      }),
  );

  for (const method of ['put', 'patch'] as const) {
    app[method](
      '/recurring-expenses/:id',
      {
        config: access('expenses.update'),
        schema: {
          tags,
          summary: 'Update a recurring expense (expenses already made stay as they are)',
          params: idParams,
          body: recurringExpenseUpdateSchema,
          response: { 200: oneTemplate },
        },
      },
      async (request) => ({
        data: toRecurringExpenseDto(
          await updateRecurringExpense(
            ctx,
            request.scope!,
            request.auth!.id,
            request.params.id,
            request.body,
          ),
        ),
      }),
    );
  }

  app.delete(
    '/recurring-expenses/:id',
    {
      config: access('expenses.delete'),
      schema: { tags, summary: 'Stop and delete a recurring expense', params: idParams },
    },
    async (request, reply) => {
      await deleteRecurringExpense(ctx, request.scope!, request.auth!.id, request.params.id);
      return reply.code(204).send();
    },
  );
};
