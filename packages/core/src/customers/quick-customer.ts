import { normalizeWhatsappPhone } from '../validation/phone.ts';

// A run of digits with the separators people type in numbers ("+237 6 71 23 45 67", "07-48-12-33-91"),
// at least eight digits long: a name never holds one.
const PHONE_RUN = /\+?\d[\d\s().-]{6,}\d/;

/**
 * A customer created at the counter from what was typed in the customer field: a name, a
 * WhatsApp number, or both ("Mariam Traoré +225 07 48 12 33 91", the number before or after).
 * Null where the text holds none.
 */
export function quickCustomer(typed: string): { name: string | null; phone: string | null } {
  const text = typed.trim();
  const match = PHONE_RUN.exec(text);
  const digits = match ? match[0].replace(/\D/g, '') : '';
  if (!match || digits.length < 8) return { name: text || null, phone: null };
  const name = `${text.slice(0, match.index)} ${text.slice(match.index + match[0].length)}`
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;:–—-]+|[\s,;:–—-]+$/g, '');
  return { name: name || null, phone: match[0].trim() };
}

/**
 * The customer already holding the number typed, if any: a phone is unique among a company's
 * customers (stored as international digits), so a quick-create with it offers that customer
 * instead of failing. Compared as digits: "+225 07 48 12 33 91" is "2250748123391".
 */
export function customerWithPhone<C extends { phone: string | null }>(
  customers: readonly C[],
  typedPhone: string | null,
): C | null {
  const digits = typedPhone ? normalizeWhatsappPhone(typedPhone) : null;
  if (digits === null) return null;
  return customers.find((customer) => customer.phone !== null && customer.phone === digits) ?? null;
}
