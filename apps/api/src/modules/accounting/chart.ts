import {
  type ChartAccount,
  compareAccountCodes,
  isPostable,
  type LedgerAccount,
  type Locale,
  merchantAccount,
  parentAccount,
  SYSCOHADA_ACCOUNTS,
} from '@comptoir/core';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ledgerAccounts } from '../../db/schema/index.ts';

// A company's chart of accounts: the SYSCOHADA seed from @comptoir/core, the same for everyone and
// never copied into the database, plus the sub-accounts the merchant added (table `accounts`).

export type MerchantAccountRow = typeof ledgerAccounts.$inferSelect;

/**
 * The seeded accounts' ids: fixed, so a seeded account has the same id in every company, and
 * written so it cannot meet a generated (v7) id: the code, at most 12 digits, is the last group.
 */
export function seededAccountId(code: string): string {
  return `00000000-0000-4000-8000-${code.padStart(12, '0')}`;
}

export function seededCodeOf(id: string): string | null {
  const match = /^00000000-0000-4000-8000-(\d{12})$/.exec(id);
  if (!match) return null;
  const code = match[1]!.replace(/^0+/, '');
  return SYSCOHADA_ACCOUNTS.some((account) => account.code === code) ? code : null;
}

export interface CompanyChart {
  /** seed and merchant accounts, in chart order: what the core rules take as `chart` */
  accounts: ChartAccount[];
  merchant: Map<string, MerchantAccountRow>;
}

export async function merchantAccounts(db: Executor, companyId: string): Promise<MerchantAccountRow[]> {
  return db
    .select()
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.company_id, companyId))
    .orderBy(asc(ledgerAccounts.code));
}

export async function loadChart(db: Executor, companyId: string): Promise<CompanyChart> {
  const rows = await merchantAccounts(db, companyId);
  const merchant = new Map(rows.map((row) => [row.code, row]));
  // A merchant's sub-account does not make its parent a heading: automatic postings aimed at the
  // parent (411, 521) keep working, and reports add the sub-accounts up under it.
  const accounts = [
    ...SYSCOHADA_ACCOUNTS,
    ...rows.map((row) => merchantAccount(row.code, { fr: row.label, en: row.label, es: row.label })),
  ].sort((a, b) => compareAccountCodes(a.code, b.code));
  return { accounts, merchant };
}

/**
 * The chart to check `codes` against: the seed alone when it takes them all (a merchant's own
 * account can never reuse a seeded code, so the answer is the same), saving the query for the
 * automatic postings, which nearly always aim at seeded accounts.
 */
export async function chartFor(
  db: Executor,
  companyId: string,
  codes: Iterable<string>,
): Promise<CompanyChart> {
  for (const code of codes) {
    if (!isPostable(code, SYSCOHADA_ACCOUNTS)) return loadChart(db, companyId);
  }
  return { accounts: SYSCOHADA_ACCOUNTS as ChartAccount[], merchant: new Map() };
}

export async function findMerchantAccount(
  db: Executor,
  companyId: string,
  id: string,
): Promise<MerchantAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.company_id, companyId), eq(ledgerAccounts.id, id)));
  return row;
}

/** The label of an account in the chart, in `locale`; null for a code the chart does not know. */
export function accountLabel(chart: readonly ChartAccount[], code: string, locale: Locale): string | null {
  const account = chart.find((a) => a.code === code);
  return account ? account.labels[locale] : null;
}

export function accountView(
  account: ChartAccount,
  chart: readonly ChartAccount[],
  locale: Locale,
  merchant?: MerchantAccountRow,
): LedgerAccount {
  return {
    id: merchant?.id ?? seededAccountId(account.code),
    code: account.code,
    label: account.labels[locale],
    class: account.class,
    kind: account.kind,
    normal_side: account.normal_side,
    is_heading: account.is_heading,
    is_system: merchant === undefined,
    parent_code: parentAccount(account.code, chart)?.code ?? null,
    created_at: merchant ? merchant.created_at.toISOString() : null,
  };
}
