import { customerStatementSchema, dataResponseSchema, isLocale, STATEMENT_MAX_DAYS } from '@comptoir/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { loadLogo } from '../../pdf/company-logo.ts';
import { renderCustomerStatement } from '../../pdf/customer-statement.ts';
import { sellerOf } from '../invoices/document-content.ts';
import { assertCanViewCustomer, customerStatement } from './customer-statement.service.ts';

const idParams = z.object({ id: z.uuid() });
const tags = ['customers'];
const config = { access: { permission: 'customers.stats' } };
const querystring = z
  .strictObject({
    from: z.string().optional().describe('first day, YYYY-MM-DD (default: the first of the month)'),
    to: z.string().optional().describe('last day, included, YYYY-MM-DD (default: today, or the month end)'),
    anonymous: z.string().optional(),
    locale: z.string().optional(),
  })
  .describe('Any other parameter is a 400');

const DESCRIPTION = `What the customer bought, paid and was credited between two days of the company's calendar (both included; the current month by default; at most ${STATEMENT_MAX_DAYS} days), from the sales the credit ledger counts: confirmed and completed orders in the company's currency. A sale is a debit of its total; a payment a credit; a refund a debit; an approved return and a credit note no return made are credits. An order never counts below zero (an overpayment is money to hand back), so the closing balance on today is the ledger's balance owed. Amounts in minor units. Needs customers.view too.`;

/** A customer's account statement, as JSON and as a PDF, under customers.stats like the ledger. */
export const customerStatementRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/customers/:id/statement',
    {
      config,
      schema: {
        tags,
        summary:
          "A customer's account statement: opening balance, lines with a running balance, closing balance",
        description: DESCRIPTION,
        params: idParams,
        querystring,
        response: { 200: dataResponseSchema(customerStatementSchema) },
      },
    },
    async (request) => {
      assertCanViewCustomer(request.scope!.role);
      const { statement } = await customerStatement(ctx, request.scope!, request.params.id, request.query);
      return { data: statement };
    },
  );

  app.get(
    '/customers/:id/statement/pdf',
    {
      config,
      schema: {
        tags,
        summary: "The customer's account statement as a PDF, in the company's language",
        description: `${DESCRIPTION} The same query as the JSON statement.`,
        params: idParams,
        querystring,
      },
    },
    async (request, reply) => {
      assertCanViewCustomer(request.scope!.role);
      const { statement, company, customer } = await customerStatement(
        ctx,
        request.scope!,
        request.params.id,
        request.query,
      );
      const locale = isLocale(company.locale) ? company.locale : 'en';
      const pdf = await renderCustomerStatement(
        {
          statement,
          company: sellerOf(company),
          logo: await loadLogo(ctx, company.logo_key),
          customer: {
            name: customer.name,
            phone: customer.phone,
            email: customer.email,
            tax_id: customer.tax_id,
          },
          printedAt: new Date(),
        },
        locale,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="statement-${statement.from}-${statement.to}.pdf"`)
        .send(pdf);
    },
  );
};
