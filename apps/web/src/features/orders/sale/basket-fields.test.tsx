import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { BasketPanel } from '../pos/basket-panel.tsx';
import { addVariant, type Basket, basketTotals, emptyBasket } from './basket.ts';

const xaf = { alpha: 'XAF', precision: 0 };
const money = (minor: number) => `${minor} FCFA`;
const pagne = {
  id: 'v1',
  title: 'Default Title',
  sku: 'PW-1',
  price: 10_000,
  product: { title: 'Pagne wax' },
};

let latest: Basket = emptyBasket;

/** The basket panel of the counter holding what it is given, as the sale screens hold it. */
function Harness({ initial }: { initial: Basket }) {
  const [basket, setBasket] = useState(initial);
  latest = basket;
  const totals = basketTotals(basket, xaf, []);
  return (
    <BasketPanel
      basket={basket}
      onChange={setBasket}
      totals={totals}
      unitPrices={basket.lines.map((line) => line.price)}
      currency={xaf}
      money={money}
    />
  );
}

const renderPanel = (initial = addVariant(emptyBasket, pagne)) =>
  render(
    <I18nextProvider i18n={i18n}>
      <Harness initial={initial} />
    </I18nextProvider>,
  );
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
/** Types one key after the other at the end of what the field shows, as a thumb does. */
const keys = (input: HTMLElement, text: string) => {
  for (const key of text) type(input, (input as HTMLInputElement).value + key);
};

beforeAll(async () => {
  await i18n.loadNamespaces(['orders', 'products']);
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('the order discount of the basket', () => {
  it('takes an amount once Amount is chosen: 1,000 typed is 1,000 off, not 100 %', () => {
    renderPanel();

    fireEvent.change(screen.getByLabelText('Order discount'), { target: { value: 'fixed' } });
    expect((screen.getByLabelText('Order discount') as HTMLSelectElement).value).toBe('fixed');
    type(screen.getByLabelText('Discount value'), '1000');

    expect(latest.discount).toEqual({ type: 'fixed', value: 1_000 });
    expect(basketTotals(latest, xaf, []).total).toBe(9_000);
  });

  it('starts a new kind from no discount: 10 % does not become 10 FCFA, nor 1,000 FCFA 100 %', () => {
    renderPanel();
    type(screen.getByLabelText('Discount value'), '10');
    expect(latest.discount).toEqual({ type: 'percentage', value: 10 });

    fireEvent.change(screen.getByLabelText('Order discount'), { target: { value: 'fixed' } });
    expect(latest.discount).toBeNull();
    expect((screen.getByLabelText('Discount value') as HTMLInputElement).value).toBe('');
    type(screen.getByLabelText('Discount value'), '1000');

    fireEvent.change(screen.getByLabelText('Order discount'), { target: { value: 'percentage' } });
    expect(latest.discount).toBeNull();
    expect((screen.getByLabelText('Discount value') as HTMLInputElement).value).toBe('');
  });

  it('takes a percentage with a decimal comma: 12,5 is 12.5 %, not 125', () => {
    renderPanel();
    const value = screen.getByLabelText('Discount value');
    keys(value, '12,5');
    expect(latest.discount).toEqual({ type: 'percentage', value: 12.5 });
    expect((value as HTMLInputElement).value).toBe('12,5');
  });
});

describe('the quantity of a basket line', () => {
  it('can be emptied and typed again: 5 typed after clearing is 5, not 15', () => {
    renderPanel();
    const quantity = screen.getByLabelText('Quantity of Pagne wax');

    type(quantity, '');
    expect((quantity as HTMLInputElement).value).toBe('');
    expect(latest.lines[0]?.quantity).toBe(1);
    keys(quantity, '5');

    expect(latest.lines[0]?.quantity).toBe(5);
    expect((quantity as HTMLInputElement).value).toBe('5');
  });

  it('shows the basket quantity again when left empty, and follows the + key', () => {
    renderPanel();
    const quantity = screen.getByLabelText('Quantity of Pagne wax') as HTMLInputElement;
    type(quantity, '');
    fireEvent.blur(quantity);
    expect(quantity.value).toBe('1');

    fireEvent.click(screen.getByRole('button', { name: 'One more Pagne wax' }));
    expect(quantity.value).toBe('2');
    expect(latest.lines[0]?.quantity).toBe(2);
  });

  it('takes a line discount with a decimal comma and caps it at 100 %', () => {
    renderPanel();
    const line = within(screen.getByRole('list', { name: 'Items in the basket' })).getByRole('listitem');
    const discount = within(line).getByLabelText('Discount on Pagne wax, in percent') as HTMLInputElement;
    keys(discount, '7,5');
    expect(latest.lines[0]?.discountPercent).toBe(7.5);
    expect(discount.value).toBe('7,5');
    type(discount, '');
    keys(discount, '150');
    expect(latest.lines[0]?.discountPercent).toBe(100);
    expect(discount.value).toBe('100');
  });
});
