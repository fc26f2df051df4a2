import {
  AccountingError,
  assertBalanced,
  assertCanPostOn,
  entryAccountErrors,
  entryTotals,
  type JournalCode,
  type JournalEntryDraft,
  ledgerLabel,
  type PostingSourceKind,
  reverseLines,
} from '@comptoir/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { execRows, valuesList } from '../../db/raw-rows.ts';
import { companies, journalEntries, journalLines } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { nextDocumentNumber } from '../../lib/document-sequences.ts';
import { driverDate } from '../../lib/timestamps.ts';
import { uuidv7 } from '../../lib/uuid.ts';
import { dayOf } from '../treasury/company-calendar.ts';
import { type CompanyChart, chartFor } from './chart.ts';

// THE way anything is written to the ledger: checked (balanced, accounts known and postable, period
// open), numbered per journal and year without gaps, and posted once per source. Other modules call
// postEntries inside the transaction of the business change, so the books and the documents commit
// (or roll back) together.

export type JournalEntryRow = typeof journalEntries.$inferSelect;
export type JournalLineRow = typeof journalLines.$inferSelect;

/**
 * The day `at` falls on in the company's time zone (YYYY-MM-DD): the accounting date of a fact.
 * dayOf keeps one formatter per zone (building one costs ~0.5 ms, each sale posting asks).
 */
export function dateIn(timezone: string, at: Date): string {
  return dayOf(at, timezone);
}

export async function companyTimezone(db: Executor, companyId: string): Promise<string> {
  const [row] = await db
    .select({ timezone: companies.timezone })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.timezone ?? 'UTC';
}

/**
 * The company's time zone and language, read together: what a posting needs for its dates and for
 * its labels (ledgerLabel) in one query.
 */
export async function companyCalendar(
  db: Executor,
  companyId: string,
): Promise<{ timezone: string; locale: string }> {
  // A named statement, no drizzle building: every sale posting asks (bench/README.md, creation's profile).
  const [row] = await execRows(db, {
    name: 'company_calendar',
    text: 'select timezone, locale from companies where id = $1',
    values: [companyId],
  });
  return {
    timezone: (row?.[0] as string | undefined) ?? 'UTC',
    locale: (row?.[1] as string | undefined) ?? 'en',
  };
}

/** Today in the company's calendar. */
export async function companyToday(db: Executor, companyId: string): Promise<string> {
  return dateIn(await companyTimezone(db, companyId), new Date());
}

export async function lockedUntil(db: Executor, companyId: string, share = false): Promise<string | null> {
  // A posting holds the lock row shared, so a lock being moved waits for postings in flight. Named statements: every
  // sale posting reads it.
  const [row] = await execRows(db, {
    name: share ? 'accounting_lock_share' : 'accounting_lock',
    text: `select locked_until::text from accounting_locks where company_id = $1${share ? ' for share' : ''}`,
    values: [companyId],
  });
  return (row?.[0] as string | null | undefined) ?? null;
}

/** An AccountingError from the core rules, as the API error it answers with. */
export function toAppError(error: AccountingError, entry?: JournalEntryDraft): AppError {
  switch (error.code) {
    case 'period_locked': {
      const match = /up to (\S+): no posting on (\S+)/.exec(error.message);
      return new AppError('period_locked', {
        locked_until: match?.[1] ?? '',
        date: match?.[2] ?? entry?.date ?? '',
      });
    }
    case 'unbalanced_entry': {
      const totals = entry ? entryTotals(entry) : { debit: 0, credit: 0 };
      return new AppError('unbalanced_entry', { debit: totals.debit, credit: totals.credit });
    }
    case 'unknown_account':
    case 'heading_account':
      return new AppError(error.code, { account: /(\d+)/.exec(error.message)?.[1] ?? '' });
    default:
      return new AppError('invalid_entry', { problem: error.message });
  }
}

function check(entry: JournalEntryDraft, chart: CompanyChart, locked: string | null): void {
  try {
    assertBalanced(entry);
    const [problem] = entryAccountErrors(entry, chart.accounts);
    if (problem) throw new AccountingError(problem.code, `Account ${problem.account} cannot take postings`);
    assertCanPostOn(entry.date, locked);
  } catch (error) {
    if (error instanceof AccountingError) throw toAppError(error, entry);
    throw error;
  }
}

const sourceKey = (kind: string, id: string) => `${kind}:${id}`;

/** Sources among `drafts` already in the books, as "kind:id". */
async function postedSources(tx: Tx, companyId: string, drafts: readonly JournalEntryDraft[]) {
  const ids = [...new Set(drafts.flatMap((d) => (d.source ? [d.source.id] : [])))];
  if (ids.length === 0) return new Set<string>();
  const rows = await tx
    .select({ kind: journalEntries.source_kind, id: journalEntries.source_id })
    .from(journalEntries)
    .where(and(eq(journalEntries.company_id, companyId), inArray(journalEntries.source_id, ids)));
  return new Set(rows.map((r) => sourceKey(r.kind ?? '', r.id ?? '')));
}

export interface PostOptions {
  /** the entry each draft cancels (reversals only) */
  reversalOf?: string | null;
  /** the company's chart when the caller already loaded it */
  chart?: CompanyChart;
  /** the period lock when the caller already read it (lockedUntil with share) in this transaction */
  locked?: string | null;
  /** the drafts' sources were made in this transaction (a new order): none can be in the books yet */
  newSources?: boolean;
}

/**
 * Posts the drafts in the caller's transaction and returns the entries written. A draft whose
 * source (kind and id) is already in the books is skipped, so posting a document twice posts it
 * once. Refused with an AppError: unbalanced (422), unknown or heading account (422), date in the
 * locked period (409 period_locked).
 */
export async function postEntries(
  tx: Tx,
  companyId: string,
  drafts: readonly JournalEntryDraft[],
  actorId: string | null,
  options: PostOptions = {},
): Promise<JournalEntryRow[]> {
  if (drafts.length === 0) return [];
  const chart =
    options.chart ??
    (await chartFor(tx, companyId, new Set(drafts.flatMap((d) => d.lines.map((l) => l.account)))));
  const locked = options.locked !== undefined ? options.locked : await lockedUntil(tx, companyId, true);
  for (const draft of drafts) check(draft, chart, locked);

  const posted = options.newSources ? new Set<string>() : await postedSources(tx, companyId, drafts);
  const parts = new Map<string, number>();
  const entries: Omit<JournalEntryRow, 'posted_at'>[] = [];
  const lines: Omit<typeof journalLines.$inferSelect, 'id'>[] = [];
  for (const draft of drafts) {
    const key = draft.source ? sourceKey(draft.source.kind, draft.source.id) : null;
    if (key && posted.has(key)) continue;
    const part = key ? (parts.get(key) ?? 0) : 0;
    if (key) parts.set(key, part + 1);
    const year = Number(draft.date.slice(0, 4));
    const number = await nextDocumentNumber(tx, companyId, `journal_${draft.journal}`, year);
    const id = uuidv7();
    entries.push({
      id,
      company_id: companyId,
      journal: draft.journal,
      year,
      number,
      date: draft.date,
      label: draft.label.slice(0, 200),
      reference: draft.reference ?? null,
      source_kind: draft.source?.kind ?? null,
      source_id: draft.source?.id ?? null,
      source_part: part,
      reversal_of: options.reversalOf ?? null,
      total: entryTotals(draft).debit,
      created_by: actorId,
    });
    draft.lines.forEach((line, position) => {
      lines.push({
        company_id: companyId,
        entry_id: id,
        position,
        date: draft.date,
        journal: draft.journal,
        account: line.account,
        debit: line.debit,
        credit: line.credit,
        label: line.label ?? null,
        partner_type: line.partner?.kind ?? null,
        partner_id: line.partner?.id ?? null,
        due_date: line.due_date ?? null,
      });
    });
  }
  if (entries.length === 0) return [];
  // Hand-written (db/raw-rows.ts, docs/decisions.md): every sale and payment posts here.
  const [stamp] = await execRows(tx, {
    name: `journal_entries_insert_${entries.length}`,
    text: cachedText(`journal_entries_${entries.length}`, () => {
      const rows = entries.map((_, r) => {
        const p = (c: number) => `$${r * 14 + c}`;
        return `(${p(1)}, ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)}, ${p(6)}::date, ${p(7)}, ${p(8)}, ${p(9)}, ${p(10)}, ${p(11)}, ${p(12)}, ${p(13)}, ${p(14)})`;
      });
      return `insert into journal_entries (id, company_id, journal, year, number, date, label, reference, source_kind, source_id, source_part, reversal_of, total, created_by) values ${rows.join(', ')} returning posted_at`;
    }),
    values: entries.flatMap((e) => [
      e.id,
      e.company_id,
      e.journal,
      e.year,
      e.number,
      e.date,
      e.label,
      e.reference,
      e.source_kind,
      e.source_id,
      e.source_part,
      e.reversal_of,
      e.total,
      e.created_by,
    ]),
  });
  await execRows(tx, {
    name: `journal_lines_insert_${lines.length}`,
    text: cachedText(
      `journal_lines_${lines.length}`,
      () =>
        `insert into journal_lines (company_id, entry_id, position, date, journal, account, debit, credit, label, partner_type, partner_id, due_date) values ${valuesList(lines.length, 12)}`,
    ),
    values: lines.flatMap((l) => [
      l.company_id,
      l.entry_id,
      l.position,
      l.date,
      l.journal,
      l.account,
      l.debit,
      l.credit,
      l.label,
      l.partner_type,
      l.partner_id,
      l.due_date,
    ]),
  });
  const postedAt = driverDate(stamp![0] as string | Date);
  return entries.map((e) => ({ ...e, posted_at: postedAt }));
}

const statementTexts = new Map<string, string>();
function cachedText(key: string, build: () => string): string {
  let text = statementTexts.get(key);
  if (!text) {
    text = build();
    statementTexts.set(key, text);
  }
  return text;
}

export async function findEntry(
  db: Executor,
  companyId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<JournalEntryRow | undefined> {
  const query = db
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.company_id, companyId), eq(journalEntries.id, id)));
  const [row] = await (options.lock ? query.for('update') : query);
  return row;
}

export async function entryLines(db: Executor, companyId: string, entryIds: string[]) {
  if (entryIds.length === 0) return [];
  return db
    .select()
    .from(journalLines)
    .where(and(eq(journalLines.company_id, companyId), inArray(journalLines.entry_id, entryIds)))
    .orderBy(journalLines.entry_id, journalLines.position);
}

/** The entries of a source (a sale's VT entry, a payment's CA/BQ entry), oldest first, not yet reversed. */
export async function liveEntriesOf(
  db: Executor,
  companyId: string,
  kind: PostingSourceKind,
  sourceId: string,
): Promise<JournalEntryRow[]> {
  return db
    .select()
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.company_id, companyId),
        eq(journalEntries.source_kind, kind),
        eq(journalEntries.source_id, sourceId),
        sql`not exists (select 1 from ${journalEntries} r where r.reversal_of = ${journalEntries.id})`,
      ),
    )
    .orderBy(journalEntries.source_part);
}

export async function isPosted(
  db: Executor,
  companyId: string,
  kind: PostingSourceKind,
  sourceId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.company_id, companyId),
        eq(journalEntries.source_kind, kind),
        eq(journalEntries.source_id, sourceId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Cancels an entry with its mirror (every debit a credit and back) dated `date`, in the same
 * journal, linked by reversal_of; an entry already reversed is left as it is (returns null).
 */
export async function reverseEntry(
  tx: Tx,
  companyId: string,
  entry: JournalEntryRow,
  options: { date: string; label?: string | null; locale?: string; actorId: string | null },
): Promise<JournalEntryRow | null> {
  const [already] = await tx
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(and(eq(journalEntries.company_id, companyId), eq(journalEntries.reversal_of, entry.id)));
  if (already) return null;
  const lines = await entryLines(tx, companyId, [entry.id]);
  const locale = options.label ? 'en' : (options.locale ?? (await companyCalendar(tx, companyId)).locale);
  const draft: JournalEntryDraft = {
    journal: entry.journal as JournalCode,
    date: options.date,
    label: options.label || ledgerLabel(locale, 'reversal', { reference: entry.label }),
    reference: entry.reference,
    source: null,
    lines: reverseLines(
      lines.map((line) => ({
        account: line.account,
        debit: line.debit,
        credit: line.credit,
        label: line.label,
        partner:
          line.partner_type && line.partner_id ? { kind: line.partner_type, id: line.partner_id } : null,
        due_date: line.due_date,
      })),
    ),
  };
  const [reversal] = await postEntries(tx, companyId, [draft], options.actorId, { reversalOf: entry.id });
  return reversal ?? null;
}

/** Reverses every live entry of a source (a cancelled sale, a voided payment), dated `date`. */
export async function reverseSource(
  tx: Tx,
  companyId: string,
  kind: PostingSourceKind,
  sourceId: string,
  options: { date: string; locale?: string; actorId: string | null },
): Promise<JournalEntryRow[]> {
  const reversed: JournalEntryRow[] = [];
  const entries = await liveEntriesOf(tx, companyId, kind, sourceId);
  // One read of the company's language for all the mirrors, only when there is something to reverse.
  const locale =
    options.locale ?? (entries.length > 0 ? (await companyCalendar(tx, companyId)).locale : undefined);
  for (const entry of entries) {
    const reversal = await reverseEntry(tx, companyId, entry, { ...options, locale });
    if (reversal) reversed.push(reversal);
  }
  return reversed;
}

/**
 * Moves the entries of these sources (and their reversals) to another day, keeping their numbers:
 * for demo data made today and then dated back with its documents, never for real books.
 */
export async function redateSourceEntries(
  tx: Tx,
  companyId: string,
  sourceIds: string[],
  date: string,
): Promise<void> {
  if (sourceIds.length === 0) return;
  const ids = sql`(select id from ${journalEntries} where company_id = ${companyId}
    and source_id = any(${sql.param(sourceIds)}::uuid[]))`;
  const reversals = sql`(select id from ${journalEntries} where company_id = ${companyId} and reversal_of in ${ids})`;
  await tx.execute(
    sql`update ${journalLines} set date = ${date}::date
        where company_id = ${companyId} and (entry_id in ${ids} or entry_id in ${reversals})`,
  );
  await tx.execute(
    sql`update ${journalEntries} set date = ${date}::date
        where company_id = ${companyId} and (id in ${ids} or id in ${reversals})`,
  );
}
