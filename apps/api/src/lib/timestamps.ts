/**
 * ISO 8601 UTC text ('2026-11-22T03:41:22.123Z') from a timestamptz as PostgreSQL prints it
 * ('2026-11-22 03:41:22.123456+00') or from a Date. Lists read timestamps as text and convert them
 * here: cheaper than parsing a Date per value only to print it again (30 values on a 10-row page).
 */
export function isoTimestamp(value: string | Date): string {
  if (typeof value !== 'string') return value.toISOString();
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00$/.exec(value);
  if (!match) return new Date(value).toISOString();
  const millis = (match[3] ?? '').slice(0, 3).padEnd(3, '0');
  return `${match[1]}T${match[2]}.${millis}Z`;
}

export function isoTimestampOrNull(value: string | Date | null): string | null {
  return value === null ? null : isoTimestamp(value);
}
