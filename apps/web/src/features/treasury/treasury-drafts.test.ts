import { describe, expect, it } from 'vitest';
import {
  isFiltered,
  readTransactionParams,
  transactionListQueryOf,
  writeTransactionParams,
} from './transaction-params.ts';
import {
  emptyTreasuryAccountDraft,
  treasuryAccountBody,
  treasuryAccountDraftOf,
} from './treasury-account-draft.ts';

const ACCOUNT = '0190c5a0-0000-7000-8000-000000000001';

describe('treasury account draft', () => {
  it('leaves the code to the kind when blank, and sends linked methods only when they were shown', () => {
    const draft = { ...emptyTreasuryAccountDraft('2026-03-01'), name: ' SGBC ', opening_balance: 5_000 };
    expect(treasuryAccountBody(draft, false)).toEqual({
      name: 'SGBC',
      kind: 'bank',
      accounting_code: null,
      reference: null,
      description: null,
      opening_balance: 5_000,
      opening_date: '2026-03-01',
      is_archived: false,
    });
    expect(treasuryAccountBody({ ...draft, payment_method_ids: ['m1'] }, true).payment_method_ids).toEqual([
      'm1',
    ]);
  });

  it('shows the kind’s own code as blank and keeps a chosen one', () => {
    const record = {
      id: 'a1',
      name: 'Caisse',
      kind: 'cash' as const,
      accounting_code: '571',
      currency: 'XAF',
      reference: null,
      description: null,
      opening_balance: 0,
      opening_date: '2026-01-01',
      is_archived: false,
      balance: 0,
      unreconciled_count: 0,
      payment_method_ids: ['m1'],
      created_at: '',
      updated_at: '',
    };
    expect(treasuryAccountDraftOf(record).accounting_code).toBe('');
    expect(treasuryAccountDraftOf({ ...record, accounting_code: '572' }).accounting_code).toBe('572');
  });
});

describe('transaction list parameters', () => {
  it('reads known values from the address and drops the rest', () => {
    const state = readTransactionParams(
      new URLSearchParams(
        `account=${ACCOUNT}&direction=out&source=gift&from=2026-02-01&to=02/28&reconciled=false&page=2`,
      ),
    );
    expect(state).toEqual({
      account: ACCOUNT,
      direction: 'out',
      source: '',
      from: '2026-02-01',
      to: '',
      reconciled: 'false',
      search: '',
      page: 2,
    });
    expect(writeTransactionParams(state).toString()).toBe(
      `account=${ACCOUNT}&direction=out&from=2026-02-01&reconciled=false&page=2`,
    );
  });

  it('counts a chosen account as a filter, but not the account a page is pinned to', () => {
    const state = readTransactionParams(new URLSearchParams(`account=${ACCOUNT}`));
    expect(isFiltered(state)).toBe(true);
    expect(isFiltered(state, 'a1')).toBe(false);
    expect(isFiltered(readTransactionParams(new URLSearchParams()))).toBe(false);
    expect(isFiltered(readTransactionParams(new URLSearchParams('direction=in')), 'a1')).toBe(true);
  });

  it('asks the API with filter[...] names, pinned to the account page’s account', () => {
    const state = readTransactionParams(
      new URLSearchParams('direction=in&from=2026-02-01&to=2026-02-28&search=loyer'),
    );
    expect(transactionListQueryOf(state, 'a1')).toEqual({
      page: 1,
      per_page: 25,
      sort: '-occurred_at',
      search: 'loyer',
      filter: { account_id: 'a1', direction: 'in', occurred_from: '2026-02-01', occurred_to: '2026-02-28' },
    });
  });
});
