import type { LedgerAccount } from '@comptoir/core';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { ok, page, renderScreen } from '../orders/testing.tsx';
import { AccountsPage } from './accounts-page.tsx';

const api = fakeApi();

beforeAll(() => i18n.loadNamespaces(['accounting', 'products']));
afterEach(async () => {
  cleanup();
  for (const fn of Object.values(api)) fn.mockReset();
  await i18n.changeLanguage('en');
});

function anAccount(change: Partial<LedgerAccount> = {}): LedgerAccount {
  return {
    id: 'a1',
    code: '571',
    label: 'Caisse',
    class: 5,
    kind: 'asset',
    normal_side: 'debit',
    is_heading: false,
    is_system: true,
    parent_code: '57',
    created_at: null,
    ...change,
  };
}

const ACCOUNTS = [
  anAccount(),
  anAccount({
    id: 'a2',
    code: '401100',
    label: 'Fournisseurs locaux',
    class: 4,
    kind: 'liability',
    normal_side: 'credit',
    is_system: false,
    parent_code: '401',
  }),
];

function render() {
  api.get.mockImplementation(async (path: string) => {
    if (path.endsWith('/lock'))
      return ok({ data: { locked_until: null, reopen_floor: null, updated_at: null } });
    if (path.endsWith('accounts')) return ok(page(ACCOUNTS));
    throw new Error(`unexpected GET ${path}`);
  });
  return renderScreen(
    '/accounting/accounts',
    ['accounting.view', 'accounting.delete'],
    [{ path: '/accounting/accounts', element: <AccountsPage /> }],
  );
}

describe('the chart of accounts', () => {
  it('tells each account’s nature under its label on phones, where the Nature column is left out', async () => {
    await i18n.changeLanguage('fr');
    render();
    const table = await screen.findByRole('table');
    const row = within(table).getByRole('row', { name: /Fournisseurs locaux/ });
    const [label, kind] = within(row).getAllByRole('cell');
    const phoneLine = within(label!).getByText('Passif (dette)');
    expect(phoneLine.className).toContain('sm:hidden');
    expect(kind!.textContent).toBe('Passif (dette)');
    expect(kind!.className).toContain('hidden sm:table-cell');
    expect(within(table).getByRole('columnheader', { name: 'Nature' }).className).toContain(
      'hidden sm:table-cell',
    );
    // the code, the label and the actions stay on phones
    const kept = within(table)
      .getAllByRole('columnheader')
      .filter((header) => !header.className.includes('hidden'))
      .map((header) => header.textContent);
    expect(kept).toEqual(['Compte', 'Libellé', 'Actions']);
    expect(within(row).getByRole('button', { name: /401100/ })).toBeTruthy();
  });
});
