import {
  defaultTreasuryAccountCode,
  type TreasuryAccountCreate,
  type TreasuryAccountKind,
  type TreasuryAccountRecord,
} from '@comptoir/core';

/** The account form as typed; a blank code means the kind's own (571, 521, 538). */
export interface TreasuryAccountDraft {
  name: string;
  kind: TreasuryAccountKind;
  accounting_code: string;
  reference: string;
  description: string;
  opening_balance: number | null;
  opening_date: string;
  is_archived: boolean;
  payment_method_ids: string[];
}

export function emptyTreasuryAccountDraft(today: string): TreasuryAccountDraft {
  return {
    name: '',
    kind: 'bank',
    accounting_code: '',
    reference: '',
    description: '',
    opening_balance: null,
    opening_date: today,
    is_archived: false,
    payment_method_ids: [],
  };
}

export function treasuryAccountDraftOf(account: TreasuryAccountRecord): TreasuryAccountDraft {
  return {
    name: account.name,
    kind: account.kind,
    // the kind's own code shows as the placeholder, so a change of kind carries it along
    accounting_code:
      account.accounting_code === defaultTreasuryAccountCode(account.kind) ? '' : account.accounting_code,
    reference: account.reference ?? '',
    description: account.description ?? '',
    opening_balance: account.opening_balance,
    opening_date: account.opening_date,
    is_archived: account.is_archived,
    payment_method_ids: account.payment_method_ids,
  };
}

const textOrNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * The POST/PATCH body. Linked payment methods go only when the user could see them (`withMethods`):
 * the list is the whole set, so sending an empty one would unlink every method.
 */
export function treasuryAccountBody(
  draft: TreasuryAccountDraft,
  withMethods: boolean,
): TreasuryAccountCreate {
  return {
    name: draft.name.trim(),
    kind: draft.kind,
    accounting_code: textOrNull(draft.accounting_code),
    reference: textOrNull(draft.reference),
    description: textOrNull(draft.description),
    opening_balance: draft.opening_balance ?? 0,
    opening_date: draft.opening_date,
    is_archived: draft.is_archived,
    ...(withMethods ? { payment_method_ids: draft.payment_method_ids } : {}),
  };
}
