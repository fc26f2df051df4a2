import type { CustomerStatement } from '@comptoir/core';
import { whatsappLink } from '../orders/receipt-text.ts';

export interface StatementMessageOptions {
  /** the shop's name, who the message comes from */
  company: string;
  money: (minor: number) => string;
  /** a day (YYYY-MM-DD) as the reader writes it */
  day: (day: string) => string;
  t: (key: string, params: Record<string, string | number>) => string;
}

/**
 * The WhatsApp message sending a customer their statement's result: who writes, the period and the
 * balance at its end, thanks. Short and polite, like the credit reminder it sits beside; the PDF
 * carries the details.
 */
export function statementMessage(
  statement: Pick<CustomerStatement, 'customer' | 'from' | 'to' | 'closing_balance'>,
  { company, money, day, t }: StatementMessageOptions,
): string {
  const params = {
    name: statement.customer.name.trim(),
    company,
    from: day(statement.from),
    to: day(statement.to),
    balance: money(statement.closing_balance),
  };
  const body = statement.closing_balance > 0 ? t('message.owed', params) : t('message.settled', params);
  return `${t('message.greeting', params)} ${body} ${t('message.end', params)}`;
}

/** The message as a wa.me link, to the customer's number when WhatsApp takes it. */
export function statementWhatsappLink(
  statement: Parameters<typeof statementMessage>[0],
  options: StatementMessageOptions,
): string {
  return whatsappLink(
    statementMessage(statement, options),
    statement.customer.phone?.replace(/\D/g, '') ?? null,
  );
}
