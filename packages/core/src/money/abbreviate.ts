// SPEC §9 number abbreviation for dashboards: 2 decimals, K from 1e5, M from 1e6, B from 1e9.
// K starts at 100 000 (not 1 000) so that everyday amounts stay exact.

const UNITS = [
  { suffix: 'B', size: 1e9, from: 1e9 },
  { suffix: 'M', size: 1e6, from: 1e6 },
  { suffix: 'K', size: 1e3, from: 1e5 },
] as const;

function numberFormatter(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  try {
    return new Intl.NumberFormat(locale, options);
  } catch {
    return new Intl.NumberFormat('en', options);
  }
}

const roundTo2 = (value: number): number => Math.round(value * 100) / 100;

/**
 * 150000 → '150.00K', 1500000 → '1.50M', 2e9 → '2.00B', 12345.678 → '12,345.68'; negatives
 * mirror positives. A value that rounds up to the next unit moves to it (999 999 → '1.00M').
 */
export function abbreviateNumber(n: number, locale = 'en'): string {
  const magnitude = Math.abs(n);
  const index = UNITS.findIndex((unit) => magnitude >= unit.from);
  if (index === -1 || !Number.isFinite(n)) {
    return numberFormatter(locale, { maximumFractionDigits: 2 }).format(n);
  }
  let unit = UNITS[index]!;
  const larger = UNITS[index - 1];
  if (larger !== undefined && roundTo2(magnitude / unit.size) >= larger.size / unit.size) unit = larger;
  const scaled = numberFormatter(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    n / unit.size,
  );
  return `${scaled}${unit.suffix}`;
}
