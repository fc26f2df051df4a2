import pg from 'pg';

/** A value's SQL literal, or undefined for a value this file does not write (arrays, dates, objects, NUL). */
function literal(value: unknown): string | undefined {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
      // PostgreSQL text cannot hold NUL: as a parameter it would be the driver's error, so leave it one.
      return value.includes('\0') ? undefined : pg.escapeLiteral(value);
    case 'number':
      if (!Number.isFinite(value)) return undefined;
      // In parentheses: "a -$1" must not become "a --1", a comment.
      return value < 0 ? `(${value})` : String(value);
    case 'boolean':
      return String(value);
    default:
      return undefined;
  }
}

/**
 * A statement's text with its `$n` parameters written in as literals (strings escaped by the driver's
 * escapeLiteral, which also copes with backslashes), for a statement kept under a name: PostgreSQL then plans it
 * once per connection knowing the values, where a named statement with parameters may fall back to a generic plan
 * that does not. Undefined when a value has no literal here, or the text names a parameter that is not given.
 * Only for text built by the app (drizzle's or by hand), where `$` appears only as a parameter.
 */
export function inlineParams(text: string, params: readonly unknown[]): string | undefined {
  const literals = params.map(literal);
  if (literals.includes(undefined)) return undefined;
  let complete = true;
  const inlined = text.replace(/\$(\d+)/g, (_match, n: string) => {
    const value = literals[Number(n) - 1];
    if (value === undefined) complete = false;
    return value ?? '';
  });
  return complete ? inlined : undefined;
}
