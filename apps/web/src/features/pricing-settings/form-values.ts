// Conversions between what a settings form shows and what the API takes: pure, tested beside.

/** '19.25' shown as '19,25' in French: the decimal mark of the language. */
export function formatPercentText(value: string, language: string): string {
  const mark =
    new Intl.NumberFormat(language).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
  return `${value.replace('.', mark)} %`;
}

/** A typed percentage ('19,25', '19.25 %') as decimal text for the API; '' stays '' and nonsense goes as typed. */
export function percentBody(text: string): string {
  const cleaned = text.replace(/[\s%\u00a0\u202f]/g, '').replace(',', '.');
  return cleaned;
}

/** A typed whole number ('1 000'), or the text as typed when it is not one (the server answers why); '' is null. */
export function integerBody(text: string): number | string | null {
  const cleaned = text.replace(/[\s\u00a0\u202f]/g, '');
  if (cleaned === '') return null;
  return /^\d+$/.test(cleaned) ? Number(cleaned) : text;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as a datetime-local input shows it, in the browser's time zone. */
export function localInputOf(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value as an ISO instant; '' is null and a bad value goes as typed (the server refuses it). */
export function isoOfLocalInput(value: string): string | null {
  if (value.trim() === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** Blank text is null (which also clears the field on update). */
export const textOrNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());
