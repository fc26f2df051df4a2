/**
 * A number as a cashier types it in a small field: digits, with a decimal comma or point when
 * `decimals` is allowed ("12,5"), spaces ignored. Null while the text is not a number yet (empty,
 * "-", "1,2,3"): the field keeps what was typed and the basket keeps its last good value.
 */
export function parseTypedNumber(text: string, { decimals }: { decimals: boolean }): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  const shape = decimals ? /^\d+(\.\d*)?$|^\.\d+$/ : /^\d+$/;
  if (!shape.test(compact)) return null;
  const value = Number(compact);
  return Number.isFinite(value) ? value : null;
}
