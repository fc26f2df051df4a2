import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';

/** Today in the company's calendar (YYYY-MM-DD). */
export function todayIn(timezone: string, at: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(at)
    .slice(0, 10);
}

/** The year of a calendar date (YYYY-MM-DD). */
export const yearOf = (date: string): number => Number(date.slice(0, 4));

/** Today in the company's calendar, read from its time zone. */
export async function companyToday(db: Executor, companyId: string): Promise<string> {
  const [row] = await db
    .select({ timezone: companies.timezone })
    .from(companies)
    .where(eq(companies.id, companyId));
  return todayIn(row?.timezone ?? 'UTC');
}
