/**
 * ISO 8601 UTC text ('2026-11-22T03:41:22.123Z') from a timestamptz as PostgreSQL prints it
 * ('2026-11-22 03:41:22.123456+00') or from a Date. Lists read timestamps as text and convert them
 * here: cheaper than parsing a Date per value only to print it again (30 values on a 10-row page).
 */
export function isoTimestamp(value: string | Date): string {
  if (typeof value !== 'string') return value.toISOString();
  // 'YYYY-MM-DD HH:MM:SS+00' or with 1 to 6 fraction digits, read by position: a list page converts
  // ~100 of these, and their regular expression showed in the order list's CPU profile.
  const n = value.length;
  if (value.charCodeAt(10) === 32 && value.endsWith('+00')) {
    if (n === 22) return `${value.slice(0, 10)}T${value.slice(11, 19)}.000Z`;
    if (n >= 24 && n <= 29 && value.charCodeAt(19) === 46) {
      const fraction = n >= 26 ? value.slice(20, 23) : value.slice(20, n - 3).padEnd(3, '0');
      return `${value.slice(0, 10)}T${value.slice(11, 19)}.${fraction}Z`;
    }
  }
  return new Date(value).toISOString();
}

export function isoTimestampOrNull(value: string | Date | null): string | null {
  return value === null ? null : isoTimestamp(value);
}

/** A Date from a timestamptz as a driver returns it: a Date (node-postgres) or PostgreSQL's text (PGlite). */
export function driverDate(value: string | Date): Date {
  return typeof value === 'string' ? new Date(isoTimestamp(value)) : value;
}
