import type { ExpenseRecord, PaymentMethodRecord, TreasuryAccountRecord } from '@comptoir/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { payments, treasuryTransactions } from '../db/schema/index.ts';
import { generateDueExpenses } from '../modules/expenses/recurring-expenses.service.ts';
import type { DemoApi } from './demo-catalog.ts';

const A = '/api/v1/admin';
const DAY_MS = 86_400_000;
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);

/**
 * The demo boutique's money side: its bank account (where transfers from Afriland land), cash taken
 * to the bank, a few expenses of the last months (fuel, packaging, power with VAT, a supplier's bill
 * still owed), and two recurring ones: the shop's rent, paid from the bank on the 5th, and the
 * courier's pay, paid by transfer on the 28th. Idempotent: skipped once the company has expenses.
 */
export async function seedDemoTreasury(call: DemoApi, ctx: AppContext, companyId: string): Promise<void> {
  const already = await call<{ meta: { total: number } }>('GET', `${A}/expenses?per_page=1`);
  if (already.meta.total > 0) return;

  // The demo sales were dated back after they were paid: their money moved on those days too.
  await ctx.db.execute(sql`
    update ${treasuryTransactions} t set occurred_at = p.received_at, created_at = p.created_at
    from ${payments} p
    where t.company_id = ${companyId} and t.source in ('payment', 'refund') and t.source_id = p.id`);

  const methods = (await call<{ data: PaymentMethodRecord[] }>('GET', `${A}/payment-methods?per_page=100`))
    .data;
  const accounts = (
    await call<{ data: TreasuryAccountRecord[] }>('GET', `${A}/treasury-accounts?per_page=100`)
  ).data;
  const cash = accounts.find((a) => a.kind === 'cash')!;
  const transfer = methods.find((m) => m.kind === 'bank');
  const bankOfMethod = accounts.find((a) => transfer && a.payment_method_ids.includes(transfer.id));
  const bankBody = {
    name: 'Afriland First Bank',
    kind: 'bank',
    reference: 'CM21 10005 00010 01234567890 12',
    opening_balance: 800_000,
    opening_date: day(365),
    ...(transfer ? { payment_method_ids: [transfer.id] } : {}),
  };
  const bank = bankOfMethod
    ? (
        await call<{ data: TreasuryAccountRecord }>(
          'PATCH',
          `${A}/treasury-accounts/${bankOfMethod.id}`,
          bankBody,
        )
      ).data
    : (await call<{ data: TreasuryAccountRecord }>('POST', `${A}/treasury-accounts`, bankBody)).data;
  await call('PATCH', `${A}/treasury-accounts/${cash.id}`, {
    opening_balance: 150_000,
    opening_date: day(365),
  });

  // Most of the cash in the drawer taken to the bank, now and then.
  for (const daysAgo of [150, 90, 30]) {
    const drawer = await call<{ data: { balance: number } }>(
      'GET',
      `${A}/treasury-accounts/${cash.id}/balance?at=${day(daysAgo)}`,
    );
    const amount = Math.floor((drawer.data.balance * 0.5) / 5_000) * 5_000;
    if (amount < 50_000) continue;
    await call('POST', `${A}/transactions/transfers`, {
      from_account_id: cash.id,
      to_account_id: bank.id,
      amount,
      occurred_at: day(daysAgo),
      label: 'Versement des espèces à la banque',
    });
  }
  const fees = await call<{ data: { id: string } }>('POST', `${A}/transactions`, {
    account_id: bank.id,
    direction: 'out',
    amount: 6_500,
    occurred_at: day(35),
    label: 'Frais de tenue de compte',
    reference: 'RELEVE-M-1',
  });
  await call('POST', `${A}/transactions/${fees.data.id}/reconcile`);

  const taxes = (await call<{ data: { id: string; code: string }[] }>('GET', `${A}/taxes?per_page=100`)).data;
  const vat = taxes.find((tax) => tax.code === 'TVA');
  const orangeMoney = methods.find((m) => m.name === 'Orange Money');
  const expenses = [
    {
      label: 'Carburant moto de livraison',
      amount: 6_000,
      nature: 'fuel',
      date: day(62),
      payee: 'Total Akwa',
    },
    {
      label: 'Sacs et papier cadeau',
      amount: 8_500,
      nature: 'packaging',
      date: day(40),
      payee: 'Marché Central',
    },
    {
      label: 'Électricité ENEO',
      amount: 23_850,
      nature: 'utilities',
      date: day(20),
      payee: 'ENEO',
      ...(vat ? { tax_ids: [vat.id] } : {}),
      ...(orangeMoney ? { payment_method_id: orangeMoney.id } : {}),
    },
    {
      label: 'Carburant moto de livraison',
      amount: 5_000,
      nature: 'fuel',
      date: day(6),
      payee: 'Total Akwa',
    },
    {
      label: 'Facture Pagnes Akwa (stock de fin d’année)',
      amount: 120_000,
      category: 'SUPPLIER',
      item_category: 'PRODUCTS',
      date: day(45),
      paid: false,
      due_date: day(15),
      payee: 'Pagnes Akwa SARL',
    },
    {
      label: 'Réparation de la vitrine',
      amount: 35_000,
      nature: 'maintenance',
      date: day(3),
      paid: false,
      due_date: day(-20),
      payee: 'Menuiserie Bonabéri',
    },
  ];
  for (const expense of expenses) {
    await call<{ data: ExpenseRecord }>('POST', `${A}/expenses`, {
      category: 'OPERATING_EXPENSES',
      ...expense,
    });
  }

  await call('POST', `${A}/recurring-expenses`, {
    label: 'Loyer boutique Akwa',
    category: 'OPERATING_EXPENSES',
    nature: 'rent',
    amount: 75_000,
    payee: 'SCI Bonanjo',
    treasury_account_id: bank.id,
    auto_pay: true,
    frequency: 'monthly',
    day: 5,
    start_date: day(180),
  });
  await call('POST', `${A}/recurring-expenses`, {
    label: 'Salaire Paul Mbarga (livreur)',
    category: 'PERSONNEL',
    nature: 'salaries',
    amount: 35_000,
    payee: 'Paul Mbarga',
    treasury_account_id: bank.id,
    auto_pay: true,
    frequency: 'monthly',
    day: 28,
    start_date: day(100),
  });
  await generateDueExpenses(ctx, { companyId });

  // The bank statement of two months ago is ticked off.
  const older = await ctx.db
    .select({ id: treasuryTransactions.id })
    .from(treasuryTransactions)
    .where(
      and(
        eq(treasuryTransactions.company_id, companyId),
        eq(treasuryTransactions.account_id, bank.id),
        inArray(treasuryTransactions.source, ['transfer', 'expense']),
        sql`${treasuryTransactions.occurred_at} < now() - interval '60 days'`,
      ),
    );
  for (const row of older) await call('POST', `${A}/transactions/${row.id}/reconcile`);
}
