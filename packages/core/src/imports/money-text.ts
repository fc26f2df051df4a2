// Prices typed in spreadsheets: "1 500,50" (French Excel), "1,500.50", "1.500", "2500 FCFA".

export type MoneyTextResult =
  | { ok: true; minor: number }
  | { ok: false; code: 'money_invalid' | 'money_too_precise' };

const SPACES = /[\s\u00a0\u202f']/g;

/**
 * A price as written in a spreadsheet, in minor units of a currency with `precision` decimals,
 * exactly (no floats). A lone separator followed by exactly three digits is a thousands separator
 * when the currency has fewer than three decimals ("1.500" XOF → 1500); with both separators the
 * last one is the decimal mark. More decimals than the currency has (other than zeros) are refused
 * rather than rounded: a merchant's price is never silently changed.
 */
export function parseMoneyText(raw: string, precision: number): MoneyTextResult {
  const invalid = { ok: false, code: 'money_invalid' } as const;
  // Leading/trailing currency symbols or codes ("FCFA", "€", "$") are ignored.
  const text = raw.replace(SPACES, '').replace(/^[^\d.,-]+|[^\d.,]+$/g, '');
  if (!/^\d[\d.,]*$/.test(text)) return invalid;
  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  let intPart = text;
  let decPart = '';
  if (lastComma >= 0 && lastDot >= 0) {
    const mark = lastComma > lastDot ? ',' : '.';
    const thousands = mark === ',' ? '.' : ',';
    const at = text.lastIndexOf(mark);
    intPart = text.slice(0, at);
    decPart = text.slice(at + 1);
    if (intPart.includes(mark) || !thousandsGrouped(intPart, thousands)) return invalid;
    intPart = intPart.split(thousands).join('');
  } else if (lastComma >= 0 || lastDot >= 0) {
    const mark = lastComma >= 0 ? ',' : '.';
    const parts = text.split(mark);
    if (parts.length > 2) {
      if (!thousandsGrouped(text, mark)) return invalid;
      intPart = parts.join('');
    } else if (parts[1]!.length === 3 && precision < 3) {
      intPart = parts.join('');
    } else {
      intPart = parts[0]!;
      decPart = parts[1]!;
    }
  }
  if (!/^\d+$/.test(intPart) || !/^\d*$/.test(decPart)) return invalid;
  const significant = decPart.replace(/0+$/, '');
  if (significant.length > precision) return { ok: false, code: 'money_too_precise' };
  const minor = BigInt(intPart + significant.padEnd(precision, '0'));
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) return invalid;
  return { ok: true, minor: Number(minor) };
}

/** "1.500.000" with `.` as thousands separator: groups of three after the first. */
function thousandsGrouped(text: string, separator: string): boolean {
  const groups = text.split(separator);
  return (
    (/^\d{1,3}$/.test(groups[0]!) && groups.slice(1).every((g) => /^\d{3}$/.test(g))) || groups.length === 1
  );
}

/** Minor units back to the plain decimal a spreadsheet reads ("1500.50"); used by CSV exports. */
export function minorToDecimalText(minor: number, precision: number): string {
  const negative = minor < 0;
  const digits = String(Math.abs(minor)).padStart(precision + 1, '0');
  const text = precision === 0 ? digits : `${digits.slice(0, -precision)}.${digits.slice(-precision)}`;
  return negative ? `-${text}` : text;
}
