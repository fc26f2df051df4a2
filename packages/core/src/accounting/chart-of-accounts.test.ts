import { describe, expect, it } from 'vitest';
import {
  accountCodeErrors,
  accountNature,
  ancestorAccounts,
  findAccount,
  isPostable,
  merchantAccount,
  parentAccount,
  postableAccountFor,
  SYSCOHADA_ACCOUNTS,
  SYSCOHADA_CLASS_LABELS,
} from './chart-of-accounts.ts';

const codes = SYSCOHADA_ACCOUNTS.map((account) => account.code);

describe('the SYSCOHADA seed chart', () => {
  it('covers classes 1 to 8 with unique codes in chart order', () => {
    expect(new Set(SYSCOHADA_ACCOUNTS.map((account) => account.class))).toEqual(
      new Set([1, 2, 3, 4, 5, 6, 7, 8]),
    );
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual(codes);
    for (const cls of [1, 2, 3, 4, 5, 6, 7, 8]) expect(SYSCOHADA_CLASS_LABELS[cls]?.fr).toBeTruthy();
  });

  it('holds the accounts the posting rules and the issue name', () => {
    const required =
      '101 104 109 121 129 131 139 16 162 21 22 23 24 245 28 31 32 37 38 401 408 409 411 418 419 421 422 431 ' +
      '4431 4441 4449 4452 4453 4454 447 4492 4711 4712 521 531 538 552 571 585 601 602 6031 6032 6033 604 605 ' +
      '608 612 618 622 624 625 627 628 631 632 633 637 638 641 646 658 661 663 664 668 671 681 701 702 703 ' +
      '704 705 706 7071 7078 736 75 758 77 781 791 82 84 86 88 89';
    for (const code of required.split(' ')) expect(findAccount(code), code).toBeDefined();
  });

  it('labels every account in French, English and Spanish, its class being its first digit', () => {
    for (const account of SYSCOHADA_ACCOUNTS) {
      expect(account.labels.fr.trim(), account.code).not.toBe('');
      expect(account.labels.en.trim(), account.code).not.toBe('');
      expect(account.labels.es.trim(), account.code).not.toBe('');
      expect(account.class).toBe(Number(account.code[0]));
    }
    expect(findAccount('4431')?.labels.fr).toBe('TVA facturée sur ventes');
    expect(findAccount('4452')?.labels.fr).toBe('TVA récupérable sur achats');
    expect(findAccount('585')?.labels.fr).toBe('Virements de fonds');
  });

  it('files every account under a main (2-digit) account of the chart', () => {
    for (const code of codes.filter((code) => code.length > 2)) {
      expect(findAccount(code.slice(0, 2)), code).toBeDefined();
    }
  });

  it('makes an account a heading exactly when other accounts sit under it', () => {
    expect(findAccount('52')?.is_heading).toBe(true);
    expect(findAccount('521')?.is_heading).toBe(false);
    expect(findAccount('443')?.is_heading).toBe(true);
    expect(findAccount('4431')?.is_heading).toBe(false);
    expect(findAccount('603')?.is_heading).toBe(true);
    expect(findAccount('31')?.is_heading).toBe(false);
    expect(isPostable('571')).toBe(true);
    expect(isPostable('57')).toBe(false);
    expect(isPostable('5799')).toBe(false);
  });
});

describe('account natures', () => {
  it.each([
    ['101', 'equity', 'credit'],
    ['109', 'equity', 'debit'],
    ['129', 'equity', 'debit'],
    ['162', 'liability', 'credit'],
    ['245', 'asset', 'debit'],
    ['2845', 'asset', 'credit'],
    ['31', 'asset', 'debit'],
    ['39', 'asset', 'credit'],
    ['401', 'liability', 'credit'],
    ['409', 'asset', 'debit'],
    ['411', 'asset', 'debit'],
    ['419', 'liability', 'credit'],
    ['421', 'asset', 'debit'],
    ['422', 'liability', 'credit'],
    ['4431', 'liability', 'credit'],
    ['4452', 'asset', 'debit'],
    ['4449', 'asset', 'debit'],
    ['4492', 'asset', 'debit'],
    ['447', 'liability', 'credit'],
    ['521', 'asset', 'debit'],
    ['561', 'liability', 'credit'],
    ['601', 'expense', 'debit'],
    ['6031', 'expense', 'debit'],
    ['701', 'income', 'credit'],
    ['81', 'expense', 'debit'],
    ['82', 'income', 'credit'],
    ['89', 'expense', 'debit'],
  ])('%s is %s, normally %s', (code, kind, side) => {
    expect(accountNature(code)).toEqual({ kind, normal_side: side });
  });

  it('calls anything outside classes 1–8 off-balance', () => {
    expect(accountNature('901').kind).toBe('off_balance');
  });
});

describe('headings and parents', () => {
  it('finds the nearest account above a code, and all of them from the main account down', () => {
    expect(parentAccount('5211')?.code).toBe('521');
    expect(parentAccount('4431')?.code).toBe('443');
    expect(parentAccount('52')).toBeUndefined();
    expect(ancestorAccounts('4431').map((account) => account.code)).toEqual(['44', '443']);
  });

  it('lands a posting aimed at a heading on its first detail account', () => {
    expect(postableAccountFor('52')).toBe('521');
    expect(postableAccountFor('57')).toBe('571');
    expect(postableAccountFor('538')).toBe('538');
    expect(postableAccountFor('4999')).toBe('4999');
  });

  it('uses a merchant chart when given one', () => {
    const chart = [...SYSCOHADA_ACCOUNTS.filter((account) => account.code !== '521')];
    expect(postableAccountFor('52', chart)).toBe('522');
  });
});

describe("a merchant's new account", () => {
  it('is digits under an existing main account of classes 1 to 8, not yet used', () => {
    expect(accountCodeErrors('5211', SYSCOHADA_ACCOUNTS)).toEqual([]);
    expect(accountCodeErrors('411001', SYSCOHADA_ACCOUNTS)).toEqual([]);
    expect(accountCodeErrors('52a1', SYSCOHADA_ACCOUNTS)).toEqual(['account_code_digits']);
    expect(accountCodeErrors('52', SYSCOHADA_ACCOUNTS)).toEqual(['account_code_digits']);
    expect(accountCodeErrors(' 5211', SYSCOHADA_ACCOUNTS)).toEqual(['account_code_digits']);
    expect(accountCodeErrors('9011', SYSCOHADA_ACCOUNTS)).toEqual(['account_code_class']);
    expect(accountCodeErrors('0521', SYSCOHADA_ACCOUNTS)).toEqual(['account_code_class']);
    expect(accountCodeErrors('7411', SYSCOHADA_ACCOUNTS)).toEqual(['account_code_no_heading']);
    expect(accountCodeErrors('521', SYSCOHADA_ACCOUNTS)).toEqual(['account_code_taken']);
  });

  it('is a detail account with the nature its number gives it, and then taken', () => {
    const ecobank = merchantAccount('5211', { fr: 'Ecobank', en: 'Ecobank', es: 'Ecobank' });
    expect(ecobank).toMatchObject({ class: 5, kind: 'asset', normal_side: 'debit', is_heading: false });
    expect(accountCodeErrors('5211', [...SYSCOHADA_ACCOUNTS, ecobank])).toEqual(['account_code_taken']);
  });
});
