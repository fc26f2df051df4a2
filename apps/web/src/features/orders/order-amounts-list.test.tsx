import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { OrderAmountsList } from './order-amounts-list.tsx';
import { type Translate, timelineText } from './order-timeline.ts';
import { anOrder } from './testing.tsx';

fakeApi();

beforeAll(() => i18n.loadNamespaces(['orders']));
afterEach(cleanup);

const money = (minor: number) => `${minor} F`;
const feeLine = {
  ...anOrder().lines![0]!,
  id: 'l2',
  source: 'shipping' as const,
  variant_id: null,
  product_id: null,
  title: 'Douala',
  sku: null,
  price: 1_500,
  quantity: 1,
  subtotal: 1_500,
  total: 1_500,
};

/** The definition list's rows as "term = value" pairs. */
function rows() {
  const terms = screen.getAllByRole('term').map((term) => term.textContent);
  const values = screen.getAllByRole('definition').map((value) => value.textContent);
  return terms.map((term, index) => `${term} = ${values[index]}`);
}

describe('OrderAmountsList', () => {
  it('shows the delivery fee on its own row, named, and not in the subtotal', async () => {
    await i18n.changeLanguage('en');
    const order = anOrder({
      subtotal: 10_500,
      shipping_total: 1_500,
      total: 10_500,
      paid_total: 10_500,
      lines: [...anOrder().lines!, feeLine],
    });
    render(
      <I18nextProvider i18n={i18n}>
        <OrderAmountsList order={order} money={money} />
      </I18nextProvider>,
    );
    expect(rows()).toEqual([
      'Subtotal = 9000 F',
      'Delivery · Douala = 1500 F',
      'Total = 10500 F',
      'Paid = 10500 F',
      'Still to pay = 0 F',
    ]);
  });

  it('shows a free delivery as such: its fee named at 0, not left out', async () => {
    await i18n.changeLanguage('en');
    const free = { ...feeLine, title: 'Plateau (offerte)', price: 0, subtotal: 0, total: 0 };
    const order = anOrder({ paid_total: 9_000, lines: [...anOrder().lines!, free] });
    render(
      <I18nextProvider i18n={i18n}>
        <OrderAmountsList order={order} money={money} />
      </I18nextProvider>,
    );
    expect(rows()).toContain('Delivery · Plateau (offerte) = 0 F');
  });

  it('says the goods are before tax when taxes follow them', async () => {
    await i18n.changeLanguage('fr');
    render(
      <I18nextProvider i18n={i18n}>
        <OrderAmountsList order={anOrder({ tax_total: 1_733, total: 10_733 })} money={money} />
      </I18nextProvider>,
    );
    expect(rows().slice(0, 3)).toEqual(['Sous-total HT = 9000 F', 'Taxes = 1733 F', 'Total = 10733 F']);
    await i18n.changeLanguage('en');
  });

  it('after a return without refund on a paid sale, the credit shows and what is owed back', async () => {
    await i18n.changeLanguage('fr');
    const order = anOrder({ credited_total: 4_500, payment_status: 'partially_credited' });
    render(
      <I18nextProvider i18n={i18n}>
        <OrderAmountsList order={order} money={money} />
      </I18nextProvider>,
    );
    expect(rows()).toEqual([
      'Sous-total = 9000 F',
      'Total = 9000 F',
      'Retours et avoirs = −4500 F',
      'Payé = 9000 F',
      'Reste à payer = 0 F',
      'Dû au client = 4500 F',
    ]);
    await i18n.changeLanguage('en');
  });
});

describe('timelineText', () => {
  it('names the document or return an entry is about, in the user’s language', async () => {
    await i18n.changeLanguage('es');
    const t = i18n.getFixedT('es', 'orders') as unknown as Translate;
    const entry = (type: string, to_value: string) => ({ type, from_value: null, to_value });
    expect(timelineText(t, entry('return_approved', 'RET-2026-0001'), money)).toBe(
      'Devolución RET-2026-0001 aceptada',
    );
    expect(timelineText(t, entry('credit_note', 'AV-2026-0002'), money)).toBe(
      'Nota de crédito AV-2026-0002 emitida',
    );
    expect(timelineText(t, entry('something_new', ''), money)).toBe('Modificado');
    await i18n.changeLanguage('en');
  });

  it('tells a pickup order’s handover as a collection, a delivery’s as a delivery', () => {
    const t = i18n.getFixedT('fr', 'orders') as unknown as Translate;
    const handedOver = { type: 'delivery_status', from_value: 'idle', to_value: 'delivered' };
    expect(timelineText(t, handedOver, money, 'pickup')).toBe('Retrait : Retirée');
    expect(timelineText(t, handedOver, money, 'delivery')).toBe('Livraison : Livrée');
  });
});
