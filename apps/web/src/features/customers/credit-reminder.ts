import type { CustomerCredit } from '@comptoir/core';
import { whatsappLink } from '../orders/receipt-text.ts';

export type ReminderTranslate = (key: string, params: Record<string, string | number>) => string;

export interface ReminderOptions {
  /** the shop's name, who the message comes from */
  company: string;
  money: (minor: number) => string;
  /** a day as the reader writes it, e.g. "12 nov. 2026" */
  day: (iso: string) => string;
  t: ReminderTranslate;
}

/**
 * The WhatsApp message that reminds a customer of what they owe: who writes, the balance over how
 * many purchases and since when, and the overdue part when there is one. Polite and short: it is sent
 * from the merchant's own phone, to a customer they will see again.
 */
export function creditReminderText(
  credit: Pick<
    CustomerCredit,
    'name' | 'balance' | 'overdue_amount' | 'unpaid_orders_count' | 'oldest_unpaid_at'
  >,
  { company, money, day, t }: ReminderOptions,
): string {
  const owed = t('credit.reminder', {
    name: credit.name.trim(),
    company,
    balance: money(credit.balance),
    count: credit.unpaid_orders_count,
    date: day(credit.oldest_unpaid_at),
  });
  const overdue =
    credit.overdue_amount > 0
      ? ` ${t('credit.reminder_overdue', { amount: money(credit.overdue_amount) })}`
      : '';
  return `${owed}${overdue} ${t('credit.reminder_end', {})}`;
}

/** The reminder as a wa.me link, to the customer's number when it is one WhatsApp takes. */
export function creditReminderLink(
  credit: Parameters<typeof creditReminderText>[0] & Pick<CustomerCredit, 'phone'>,
  options: ReminderOptions,
): string {
  return whatsappLink(creditReminderText(credit, options), credit.phone?.replace(/\D/g, '') ?? null);
}
