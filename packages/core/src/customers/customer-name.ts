// Who a customer is (SPEC §3: individual or company) and the name lists and documents show.

export const CUSTOMER_TYPES = ['individual', 'company'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

export interface CustomerIdentity {
  type: CustomerType;
  first_name?: string | null;
  last_name?: string | null;
  company_name?: string | null;
}

const clean = (value: string | null | undefined): string => (value ?? '').trim().replace(/\s+/g, ' ');

/** "First Last" for an individual, the company's name for a company; '' when it has none. */
export function customerDisplayName(customer: CustomerIdentity): string {
  if (customer.type === 'company') return clean(customer.company_name);
  return [clean(customer.first_name), clean(customer.last_name)].filter(Boolean).join(' ');
}

/** Error code of a customer without a name: the field to fill for its type. */
export const CUSTOMER_NAME_REQUIRED = 'customer_name_required';
export const CUSTOMER_COMPANY_NAME_REQUIRED = 'customer_company_name_required';

/**
 * Field errors (field → message codes) when the customer cannot be named: an individual needs a
 * first or a last name, a company its company_name. Empty when the customer is fine.
 */
export function customerNameErrors(customer: CustomerIdentity): Record<string, string[]> {
  if (customerDisplayName(customer) !== '') return {};
  return customer.type === 'company'
    ? { company_name: [CUSTOMER_COMPANY_NAME_REQUIRED] }
    : { first_name: [CUSTOMER_NAME_REQUIRED], last_name: [CUSTOMER_NAME_REQUIRED] };
}
