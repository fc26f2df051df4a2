// The server's 422 answer names fields with dots ("lines.1.variant_id", "discount_codes.0",
// "shipping_address.city"): these helpers hand each part of the form its own messages, and what no
// field shows goes to the summary at the top.

export type FieldErrors = Record<string, string[]>;

/** The messages of `field` and of everything under it. */
export function errorsUnder(errors: FieldErrors, field: string): string[] {
  return Object.entries(errors).flatMap(([key, messages]) =>
    key === field || key.startsWith(`${field}.`) ? messages : [],
  );
}

/** The messages of each item of a list field, by index: `lines.2.price` → 2. */
export function errorsByIndex(errors: FieldErrors, field: string): Record<number, string[]> {
  const byIndex: Record<number, string[]> = {};
  for (const [key, messages] of Object.entries(errors)) {
    const match = new RegExp(`^${field}\\.(\\d+)(\\.|$)`).exec(key);
    if (match) byIndex[Number(match[1])] = [...(byIndex[Number(match[1])] ?? []), ...messages];
  }
  return byIndex;
}

/** The messages of fields the form does not show (under none of `shown`). */
export function otherErrors(errors: FieldErrors, shown: readonly string[]): string[] {
  return Object.entries(errors).flatMap(([key, messages]) =>
    shown.some((field) => key === field || key.startsWith(`${field}.`)) ? [] : messages,
  );
}
