import { randomUUID } from 'node:crypto';
import type { TransferRecord } from '@comptoir/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upgradePlan } from '../../../test/cross/cross-helpers.ts';
import { type Account, registerCompany } from '../../../test/helpers/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { companies } from '../../db/schema/index.ts';
import { companyToday } from '../accounting/ledger.service.ts';
import { apiAs, cashAccountOf, createAccount } from './treasury.test-helpers.ts';
import { postMovement, reverseMovement } from './treasury-postings.ts';

// The entries the treasury and the expenses post by themselves (a transfer, a cash movement nobody
// named, an expense paid later) and their reversals are labelled in the company's language
// (companies.locale, ledgerLabel), as the sales' are (accounting/ledger-labels.routes.test.ts).

let t: TestApp;
let api: ReturnType<typeof apiAs>;
beforeAll(async () => {
  t = await createTestApp();
  api = apiAs(t);
});
afterAll(() => t.close());

const data = <T>(response: { json<U>(): U }) => response.json<{ data: T }>().data;

async function companyIn(locale: string): Promise<Account> {
  const account = await registerCompany(t.app, { name: `Boutique ${locale}`, currency: 'XOF' });
  await upgradePlan(t.ctx, account.companyId);
  await t.ctx.db.update(companies).set({ locale }).where(eq(companies.id, account.companyId));
  return account;
}

/** The labels of a source's entries, then of their reversals, oldest first. */
async function labelsOf(account: Account, sourceId: string): Promise<string[]> {
  const response = await api(account, 'GET', `journal-entries?per_page=100&filter[source_id]=${sourceId}`);
  expect(response.statusCode, response.body).toBe(200);
  const entries = data<{ id: string; label: string; created_at: string }[]>(response);
  const all = await api(account, 'GET', 'journal-entries?per_page=100&include=lines');
  const reversals = data<{ label: string; reversal_of: string | null }[]>(all).filter((entry) =>
    entries.some((source) => source.id === entry.reversal_of),
  );
  return [...entries.map((entry) => entry.label).sort(), ...reversals.map((entry) => entry.label).sort()];
}

const expected = {
  en: {
    transfer: ['Funds transfer (in)', 'Funds transfer (out)'],
    transferReversed: ['Reversal of Funds transfer (in)', 'Reversal of Funds transfer (out)'],
    movement: ['Sundry payment', 'Reversal of Sundry payment'],
    expensePayment: 'Expense payment — Loyer',
  },
  fr: {
    transfer: ['Virement de fonds (entrée)', 'Virement de fonds (sortie)'],
    transferReversed: ['Annulation Virement de fonds (entrée)', 'Annulation Virement de fonds (sortie)'],
    movement: ['Décaissement divers', 'Annulation Décaissement divers'],
    expensePayment: 'Règlement dépense — Loyer',
  },
  es: {
    transfer: ['Traspaso de fondos (entrada)', 'Traspaso de fondos (salida)'],
    transferReversed: [
      'Anulación de Traspaso de fondos (entrada)',
      'Anulación de Traspaso de fondos (salida)',
    ],
    movement: ['Pago diverso', 'Anulación de Pago diverso'],
    expensePayment: 'Pago de gasto — Loyer',
  },
} as const;

describe('treasury and expense entry labels in the company language', () => {
  for (const locale of ['en', 'fr', 'es'] as const) {
    it(`a company in ${locale}: transfers, unnamed cash movements, expense payments and their reversals`, async () => {
      const account = await companyIn(locale);
      const cash = (await cashAccountOf(t, account)).id;
      const bank = (await createAccount(t, account, { name: 'Banque', kind: 'bank', accounting_code: '521' }))
        .id;

      const created = await api(account, 'POST', 'transactions/transfers', {
        from_account_id: cash,
        to_account_id: bank,
        amount: 10_000,
        label: 'Dépôt',
      });
      expect(created.statusCode, created.body).toBe(201);
      const transfer = data<TransferRecord>(created);
      expect(await labelsOf(account, transfer.transfer_id)).toEqual(expected[locale].transfer);
      expect((await api(account, 'DELETE', `transactions/${transfer.out.id}`)).statusCode).toBe(204);
      expect(await labelsOf(account, transfer.transfer_id)).toEqual([
        ...expected[locale].transfer,
        ...expected[locale].transferReversed,
      ]);

      // A movement nobody named (the HTTP routes ask for a label or a reason, an import or a future
      // caller may not): the default label is in the company's language too.
      const movementId = randomUUID();
      const date = await companyToday(t.ctx.db, account.companyId);
      await t.ctx.db.transaction(async (tx) => {
        await postMovement(
          tx,
          account.companyId,
          { transactionId: movementId, date, direction: 'out', amount: 500, accountId: cash, label: null },
          null,
        );
        await reverseMovement(tx, account.companyId, movementId, null);
      });
      expect(await labelsOf(account, movementId)).toEqual(expected[locale].movement);

      const owed = await api(account, 'POST', 'expenses', {
        category: 'OPERATING_EXPENSES',
        label: 'Loyer',
        amount: 20_000,
        paid: false,
      });
      expect(owed.statusCode, owed.body).toBe(201);
      const expenseId = data<{ id: string }>(owed).id;
      const paid = await api(account, 'POST', `expenses/${expenseId}/pay`, { treasury_account_id: bank });
      expect(paid.statusCode, paid.body).toBe(200);
      // The charge keeps the merchant's text; the payment is ours, in the company's language.
      expect(await labelsOf(account, expenseId)).toEqual(['Loyer', expected[locale].expensePayment].sort());
    });
  }
});
