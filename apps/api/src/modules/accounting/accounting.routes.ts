import {
  ACCOUNT_KINDS,
  accountCreateSchema,
  accountingLockSchema,
  accountingLockUpdateSchema,
  accountSchema,
  accountUpdateSchema,
  dataResponseSchema,
  foldForSearch,
  journalEntryCreateSchema,
  journalEntryReverseSchema,
  journalEntrySchema,
  type LedgerAccount,
  LIST_DEFAULT_PER_PAGE,
  LIST_MAX_PER_PAGE,
  listMeta,
  listResponseSchema,
} from '@comptoir/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { parseListQuery } from '../../lib/list-query.ts';
import { listQuerystring } from '../../lib/list-querystring.ts';
import { baseQuerySchema } from '../../plugins/request-context.ts';
import { toJournalEntryDto } from './accounting.dto.ts';
import {
  createAccount,
  createManualEntry,
  deleteAccount,
  getAccount,
  getEntry,
  getLock,
  listAccounts,
  reverseManualEntry,
  updateAccount,
  updateLock,
} from './accounting.service.ts';
import { loadChart } from './chart.ts';
import {
  JOURNAL_EXTRA_PARAMS,
  journalEntryListSpec,
  journalExtraConditions,
  listEntries,
  reversalsOf,
} from './journal.repo.ts';
import { entryLines } from './ledger.service.ts';
import { postMissingSales } from './sales-backfill.ts';

const idParams = z.object({ id: z.uuid() });
const tags = ['accounting'];
const access = (permission: string) => ({ access: { permission } });
const oneAccount = dataResponseSchema(accountSchema);
const oneEntry = dataResponseSchema(journalEntrySchema);

const ACCOUNT_PARAMS = new Set(['page', 'per_page', 'search', 'anonymous', 'locale']);
const ACCOUNT_FILTERS = new Set(['filter[class]', 'filter[kind]', 'filter[is_system]']);

/** The chart is a few hundred accounts: filtered and paged in memory, with the list's usual parameters. */
function filterAccounts(accounts: LedgerAccount[], query: Record<string, unknown>) {
  for (const key of Object.keys(query)) {
    if (!ACCOUNT_PARAMS.has(key) && !ACCOUNT_FILTERS.has(key))
      throw new AppError('unknown_parameter', { parameter: key });
  }
  const invalid = (parameter: string) => new AppError('invalid_parameter', { parameter });
  const number = (key: string, max: number, fallback: number) => {
    const value = query[key];
    if (value === undefined) return fallback;
    if (typeof value !== 'string' || !/^\d{1,7}$/.test(value) || Number(value) < 1 || Number(value) > max)
      throw invalid(key);
    return Number(value);
  };
  const page = number('page', 1_000_000, 1);
  const perPage = number('per_page', LIST_MAX_PER_PAGE, LIST_DEFAULT_PER_PAGE);
  let rows = accounts;
  const klass = query['filter[class]'];
  if (klass !== undefined) {
    if (typeof klass !== 'string' || !/^[1-8](,[1-8])*$/.test(klass)) throw invalid('filter[class]');
    const classes = new Set(klass.split(',').map(Number));
    rows = rows.filter((a) => classes.has(a.class));
  }
  const kind = query['filter[kind]'];
  if (kind !== undefined) {
    const kinds = typeof kind === 'string' ? kind.split(',') : [];
    if (kinds.length === 0 || !kinds.every((k) => (ACCOUNT_KINDS as readonly string[]).includes(k)))
      throw invalid('filter[kind]');
    rows = rows.filter((a) => kinds.includes(a.kind));
  }
  const system = query['filter[is_system]'];
  if (system !== undefined) {
    if (system !== 'true' && system !== 'false' && system !== '1' && system !== '0')
      throw invalid('filter[is_system]');
    rows = rows.filter((a) => a.is_system === (system === 'true' || system === '1'));
  }
  const search = query.search;
  if (search !== undefined) {
    if (typeof search !== 'string' || search.length > 200) throw invalid('search');
    const text = search.trim();
    // the label ignoring accents and case ("creances" finds "Créances clients"), the code as typed
    const folded = foldForSearch(text);
    if (text) rows = rows.filter((a) => a.code.startsWith(text) || foldForSearch(a.label).includes(folded));
  }
  const data = rows.slice((page - 1) * perPage, page * perPage);
  return { data, meta: listMeta(page, perPage, rows.length, data.length) };
}

export const accountingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/accounts',
    {
      config: access('accounting.view'),
      schema: {
        tags,
        summary: 'The chart of accounts: the SYSCOHADA seed and the merchant’s own accounts',
        description:
          'In chart order. Filters: class (1–8, comma-separated), kind (asset, liability, equity, income, expense), is_system. Search: a code prefix or words of the label.',
        querystring: listQuerystring,
        response: { 200: listResponseSchema(accountSchema) },
      },
    },
    async (request) =>
      filterAccounts(
        await listAccounts(ctx, request.scope!, request.locale),
        request.query as Record<string, unknown>,
      ),
  );

  app.get(
    '/accounts/:id',
    {
      config: access('accounting.view'),
      schema: {
        tags,
        summary: 'One account',
        params: idParams,
        querystring: baseQuerySchema,
        response: { 200: oneAccount },
      },
    },
    async (request) => ({ data: await getAccount(ctx, request.scope!, request.params.id, request.locale) }),
  );

  app.post(
    '/accounts',
    {
      config: access('accounting.create'),
      schema: {
        tags,
        summary: 'Add an account under a main account of the chart (e.g. 5211 for one bank)',
        description:
          '3 to 12 digits, class 1–8, under an existing 2-digit account, not taken (422 otherwise). Its kind and normal side follow from its number.',
        querystring: baseQuerySchema,
        body: accountCreateSchema,
        response: { 201: oneAccount },
      },
    },
    async (request, reply) => {
      const account = await createAccount(
        ctx,
        request.scope!,
        request.auth!.id,
        request.body,
        request.locale,
      );
      return reply.code(201).send({ data: account });
    },
  );

  app.patch(
    '/accounts/:id',
    {
      config: access('accounting.update'),
      schema: {
        tags,
        summary: 'Rename one of the merchant’s accounts (the seeded chart is not edited: 409)',
        params: idParams,
        querystring: baseQuerySchema,
        body: accountUpdateSchema,
        response: { 200: oneAccount },
      },
    },
    async (request) => ({
      data: await updateAccount(
        ctx,
        request.scope!,
        request.auth!.id,
        request.params.id,
        request.body.label,
        request.locale,
      ),
    }),
  );

  app.delete(
    '/accounts/:id',
    {
      config: access('accounting.delete'),
      schema: {
        tags,
        summary: 'Delete one of the merchant’s accounts that no line was posted to (409 otherwise)',
        params: idParams,
        querystring: baseQuerySchema,
      },
    },
    async (request, reply) => {
      await deleteAccount(ctx, request.scope!, request.auth!.id, request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/journal-entries',
    {
      config: access('accounting.view'),
      schema: {
        tags,
        summary: 'The journal: entries, newest first',
        description:
          'Filters: journal (VT, AC, CA, BQ, OD, AN), source_kind, source_id. Also from and to (YYYY-MM-DD, included) and account (entries with a line on it or under it). Sorts: date (default -date), posted_at, total. Search: reference, label. Include: lines.',
        querystring: listQuerystring,
        response: { 200: listResponseSchema(journalEntrySchema) },
      },
    },
    async (request) => {
      const scope = request.scope!;
      const raw = request.query as Record<string, unknown>;
      const query = parseListQuery(raw, journalEntryListSpec, JOURNAL_EXTRA_PARAMS);
      const page = await listEntries(
        ctx.db,
        scope.companyId,
        query,
        journalExtraConditions(scope.companyId, raw),
      );
      const ids = page.rows.map((r) => r.id);
      const [reversed, lines, chart] = await Promise.all([
        reversalsOf(ctx.db, scope.companyId, ids),
        query.includes.has('lines') ? entryLines(ctx.db, scope.companyId, ids) : Promise.resolve(null),
        query.includes.has('lines') ? loadChart(ctx.db, scope.companyId) : Promise.resolve(null),
      ]);
      return {
        data: page.rows.map((row) =>
          toJournalEntryDto(row, {
            reversedBy: reversed.get(row.id) ?? null,
            ...(lines ? { lines: lines.filter((l) => l.entry_id === row.id) } : {}),
            ...(chart ? { chart: chart.accounts } : {}),
            locale: request.locale,
          }),
        ),
        meta: page.meta,
      };
    },
  );

  app.get(
    '/journal-entries/:id',
    {
      config: access('accounting.view'),
      schema: {
        tags,
        summary: 'One journal entry with its lines',
        params: idParams,
        querystring: baseQuerySchema,
        response: { 200: oneEntry },
      },
    },
    async (request) => {
      const scope = request.scope!;
      const row = await getEntry(ctx, scope, request.params.id);
      const [reversed, lines, chart] = await Promise.all([
        reversalsOf(ctx.db, scope.companyId, [row.id]),
        entryLines(ctx.db, scope.companyId, [row.id]),
        loadChart(ctx.db, scope.companyId),
      ]);
      return {
        data: toJournalEntryDto(row, {
          reversedBy: reversed.get(row.id) ?? null,
          lines,
          chart: chart.accounts,
          locale: request.locale,
        }),
      };
    },
  );

  app.post(
    '/journal-entries',
    {
      config: access('accounting.create'),
      schema: {
        tags,
        summary: 'Post a manual entry (journal OD by default)',
        description:
          'Balanced (422 unbalanced_entry), on accounts of the chart that take postings (422 unknown_account, heading_account), dated after the locked period (409 period_locked). Numbered in its journal and year.',
        querystring: baseQuerySchema,
        body: journalEntryCreateSchema,
        response: { 201: oneEntry },
      },
    },
    async (request, reply) => {
      const scope = request.scope!;
      const row = await createManualEntry(ctx, scope, request.auth!.id, request.body);
      const [lines, chart] = await Promise.all([
        entryLines(ctx.db, scope.companyId, [row.id]),
        loadChart(ctx.db, scope.companyId),
      ]);
      return reply
        .code(201)
        .send({ data: toJournalEntryDto(row, { lines, chart: chart.accounts, locale: request.locale }) });
    },
  );

  app.post(
    '/journal-entries/:id/reverse',
    {
      config: access('accounting.create'),
      schema: {
        tags,
        summary: 'Reverse a manual entry: the same lines with debits and credits swapped',
        description:
          'Dated today unless a date is given (409 inside the locked period). Once only (409). An automatic entry follows its document (cancel the sale, void the payment, issue a credit note): 409 automatic_entry.',
        params: idParams,
        querystring: baseQuerySchema,
        body: journalEntryReverseSchema,
        response: { 201: oneEntry },
      },
    },
    async (request, reply) => {
      const scope = request.scope!;
      const row = await reverseManualEntry(
        ctx,
        scope,
        request.auth!.id,
        request.params.id,
        request.body ?? {},
      );
      const [lines, chart] = await Promise.all([
        entryLines(ctx.db, scope.companyId, [row.id]),
        loadChart(ctx.db, scope.companyId),
      ]);
      return reply
        .code(201)
        .send({ data: toJournalEntryDto(row, { lines, chart: chart.accounts, locale: request.locale }) });
    },
  );

  app.get(
    '/accounting/lock',
    {
      config: access('accounting.view'),
      schema: {
        tags,
        summary: 'The period lock: no entry is posted on or before locked_until',
        querystring: baseQuerySchema,
        response: { 200: dataResponseSchema(accountingLockSchema) },
      },
    },
    async (request) => ({ data: await getLock(ctx, request.scope!) }),
  );

  app.put(
    '/accounting/lock',
    {
      config: access('accounting.update'),
      schema: {
        tags,
        summary: 'Close the books up to a day, or reopen months of the current year',
        description:
          'locked_until must be before today (422). Moving it back is allowed within the current financial year only: once the lock passed a 31 December, that year stays closed (422 lock_reopens_closed_year; reopen_floor tells how far back it may go).',
        querystring: baseQuerySchema,
        body: accountingLockUpdateSchema,
        response: { 200: dataResponseSchema(accountingLockSchema) },
      },
    },
    async (request) => ({ data: await updateLock(ctx, request.scope!, request.auth!.id, request.body) }),
  );

  app.post(
    '/accounting/post-missing-sales',
    {
      config: access('accounting.create'),
      schema: {
        tags,
        summary: 'Post the sales confirmed before the ledger existed (one-off, idempotent)',
        description:
          'Every confirmed or completed order with no sale entry gets it now (dated its confirmation day), with its live payments and refunds and its approved returns; the cost of goods of that time is not posted. Orders dated in the locked period are skipped and counted. Running it again posts nothing.',
        querystring: baseQuerySchema,
        body: z.object({}).strict().optional(),
        response: {
          200: dataResponseSchema(z.object({ posted: z.number(), skipped_locked: z.number() })),
        },
      },
    },
    async (request) => ({
      data: await postMissingSales(ctx.db, request.scope!.companyId, request.auth!.id),
    }),
  );
};
