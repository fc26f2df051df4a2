import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { creditReminderLink, creditReminderText } from './credit-reminder.ts';

const credit = {
  name: ' Awa Ndiaye ',
  phone: '+221 77 111 22 33',
  balance: 85_000,
  overdue_amount: 0,
  unpaid_orders_count: 1,
  oldest_unpaid_at: '2026-01-02T10:00:00.000Z',
};

beforeAll(async () => {
  await i18n.loadLanguages(['fr', 'es']);
  await i18n.loadNamespaces(['customers']);
});

const optionsIn = (language: string) => ({
  company: 'Boutique Awa',
  money: (minor: number) => `${minor.toLocaleString('fr-FR').replace(/\u202f/g, ' ')} FCFA`,
  day: () => '2 janv. 2026',
  t: (key: string, params: Record<string, string | number>) =>
    i18n.getFixedT(language, 'customers')(key, params) as string,
});

describe('the reminder of what a customer owes', () => {
  it('says who writes, the balance and since when, in the language chosen', () => {
    expect(creditReminderText(credit, optionsIn('fr'))).toBe(
      'Bonjour Awa Ndiaye, c’est Boutique Awa. Il reste 85 000 FCFA à régler sur votre achat du 2 janv. 2026. ' +
        'Vous pouvez régler en boutique ou par mobile money. Merci !',
    );
  });

  it('counts the purchases and adds the overdue part when there is one', () => {
    const text = creditReminderText(
      { ...credit, unpaid_orders_count: 3, overdue_amount: 40_000 },
      optionsIn('es'),
    );
    expect(text).toContain('Quedan 85 000 FCFA por pagar de sus 3 compras desde el 2 janv. 2026.');
    expect(text).toContain('De ello, 40 000 FCFA ya están vencidos.');
  });

  it("goes to the customer's number as WhatsApp wants it (digits only), or to no one when there is none", () => {
    expect(creditReminderLink(credit, optionsIn('en'))).toMatch(
      /^https:\/\/wa\.me\/221771112233\?text=Hello%20Awa/,
    );
    expect(creditReminderLink({ ...credit, phone: null }, optionsIn('en'))).toMatch(
      /^https:\/\/wa\.me\/\?text=/,
    );
  });
});
