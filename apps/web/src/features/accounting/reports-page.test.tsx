import type { AgedBalanceReport, GeneralLedgerReport, TrialBalanceReport } from '@comptoir/core';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { ok, renderScreen } from '../orders/testing.tsx';
import { AccountingReportsPage } from './reports-page.tsx';

const api = fakeApi();

beforeAll(() => i18n.loadNamespaces(['accounting', 'products']));
afterEach(() => {
  cleanup();
  for (const fn of Object.values(api)) fn.mockReset();
});

const period = { from: '2026-11-01', to: '2026-11-30' };

const trialBalance: TrialBalanceReport = {
  period,
  rows: [{ account: '411', label: 'Clients', opening: 0, debit: 37_000, credit: 12_000, closing: 25_000 }],
  totals: {
    opening_debit: 0,
    opening_credit: 0,
    debit: 37_000,
    credit: 12_000,
    closing_debit: 25_000,
    closing_credit: 0,
  },
};

const ledger: GeneralLedgerReport = {
  period,
  account: '571',
  label: 'Caisse',
  opening: 0,
  debit: 18_500,
  credit: 0,
  closing: 18_500,
  lines: [
    {
      entry_id: 'e1',
      entry_number: 'VT-2026-00001',
      journal: 'VT',
      date: '2026-11-20',
      account: '571',
      label: 'Vente comptoir',
      reference: 'CMD-12',
      debit: 18_500,
      credit: 0,
      balance: 18_500,
    },
  ],
  meta: { current_page: 1, last_page: 1, per_page: 50, total: 1 },
};

const aged: AgedBalanceReport = {
  as_of: '2026-11-30',
  side: 'receivable',
  rows: [
    {
      partner_id: 'c1',
      partner_name: 'Ousmane Ndiaye',
      amounts: { current: 0, days_1_30: 12_000, days_31_60: 0, days_61_90: 0, over_90: 5_000, total: 17_000 },
    },
  ],
  totals: { current: 0, days_1_30: 12_000, days_31_60: 0, days_61_90: 0, over_90: 5_000, total: 17_000 },
};

function render(address: string) {
  api.get.mockImplementation(async (path: string) => {
    if (path.endsWith('reports/trial-balance')) return ok({ data: trialBalance });
    if (path.endsWith('reports/general-ledger')) return ok({ data: ledger });
    if (path.endsWith('reports/aged-receivables')) return ok({ data: aged });
    throw new Error(`unexpected GET ${path}`);
  });
  return renderScreen(
    address,
    ['accounting.view'],
    [{ path: '/accounting', element: <AccountingReportsPage /> }],
  );
}

/** The headers a phone shows: those not left out below `sm`. */
const phoneHeaders = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .filter((header) => !header.className.includes('hidden'))
    .map((header) => header.textContent);

describe('the accounting reports on a phone', () => {
  it('trial balance: the balances keep their columns; the label, debit and credit come under the account', async () => {
    render('/accounting?report=trial-balance');
    const table = await screen.findByRole('table', { name: 'Trial balance' });
    expect(phoneHeaders(table)).toEqual(['Account', 'Debit balance', 'Credit balance']);
    const account = within(table).getByRole('rowheader');
    expect(within(account).getByRole('link', { name: '411' })).toBeTruthy();
    const phoneLine = within(account)
      .getByText(/^Debit: .*37,000$/)
      .closest('.sm\\:hidden');
    expect(phoneLine?.textContent).toMatch(/^Clients.*Credit: .*12,000$/);
  });

  it('general ledger: the debit and credit stay; the date, label, reference and balance come under the entry', async () => {
    render('/accounting?report=general-ledger&account=571');
    const table = await screen.findByRole('table', { name: 'General ledger' });
    expect(phoneHeaders(table)).toEqual(['Entry', 'Debit', 'Credit']);
    const entry = within(table).getByRole('rowheader');
    expect(within(entry).getByRole('link', { name: 'VT-2026-00001' })).toBeTruthy();
    const phoneLine = within(entry)
      .getByText(/Vente comptoir · CMD-12$/)
      .closest('.sm\\:hidden');
    expect(phoneLine?.textContent).toMatch(/Balance: .*18,500$/);
  });

  it('aged receivables: the total stays; the amounts due by age come under the customer, the empty ages left out', async () => {
    render('/accounting?report=aged-receivables');
    const table = await screen.findByRole('table', { name: 'Aged receivables' });
    expect(phoneHeaders(table)).toEqual(['Customer or supplier', 'Total']);
    const customer = within(table).getByRole('rowheader', { name: /Ousmane Ndiaye/ });
    const phoneLine = within(customer).getByText(/^1–30 days: .*12,000 · Over 90 days: .*5,000$/);
    expect(phoneLine.className).toContain('sm:hidden');
  });
});
