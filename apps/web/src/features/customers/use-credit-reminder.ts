import { useTranslation } from 'react-i18next';
import { useProductSession } from '../products/shared/use-session.ts';
import { creditReminderLink } from './credit-reminder.ts';

/**
 * The WhatsApp reminder link of what a customer owes, written from the signed-in company in the user's
 * language and money format: the credit ledger's rows and the customer's page send the same message.
 */
export function useCreditReminderLink() {
  const { t, i18n } = useTranslation('customers');
  const session = useProductSession();
  const day = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  return (credit: Parameters<typeof creditReminderLink>[0]) =>
    creditReminderLink(credit, {
      company: session.profile?.company.name ?? '',
      money: session.money,
      day,
      t: (key, params) => t(key, params),
    });
}
