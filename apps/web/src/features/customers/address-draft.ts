import type { CustomerAddress, CustomerAddressCreate } from '@comptoir/core';

/** The address form as typed. */
export interface AddressDraft {
  label: string;
  recipient_name: string;
  phone: string;
  line1: string;
  line2: string;
  district: string;
  city: string;
  region: string;
  postal_code: string;
  country: string;
  is_default: boolean;
}

export const ADDRESS_TEXT_FIELDS = [
  'label',
  'recipient_name',
  'phone',
  'line1',
  'line2',
  'district',
  'city',
  'region',
  'postal_code',
  'country',
] as const satisfies readonly (keyof AddressDraft)[];

export type AddressTextField = (typeof ADDRESS_TEXT_FIELDS)[number];

export function emptyAddressDraft(): AddressDraft {
  return {
    label: '',
    recipient_name: '',
    phone: '',
    line1: '',
    line2: '',
    district: '',
    city: '',
    region: '',
    postal_code: '',
    country: '',
    is_default: false,
  };
}

export function addressDraftOf(address: CustomerAddress): AddressDraft {
  const draft = emptyAddressDraft();
  for (const field of ADDRESS_TEXT_FIELDS) draft[field] = address[field] ?? '';
  if (address.phone) draft.phone = `+${address.phone}`;
  return { ...draft, is_default: address.is_default };
}

/** The POST/PATCH body: blank optional fields are null; required ones go as typed for the server to name. */
export function addressBody(draft: AddressDraft): CustomerAddressCreate {
  const body: Record<string, unknown> = { is_default: draft.is_default };
  for (const field of ADDRESS_TEXT_FIELDS) {
    const value = draft[field].trim();
    body[field] = value === '' && field !== 'line1' && field !== 'city' ? null : value;
  }
  return body as CustomerAddressCreate;
}

/** One line for lists: "Rue Joss, Akwa, Douala, CM". */
export function addressSummary(
  address: Pick<CustomerAddress, 'line1' | 'line2' | 'district' | 'city' | 'country'>,
) {
  return [address.line1, address.line2, address.district, address.city, address.country]
    .filter((part) => part && part.trim() !== '')
    .join(', ');
}
