import { describe, expect, it } from 'vitest';
import {
  addVariant,
  basketTotals,
  emptyBasket,
  itemCount,
  quotationBody,
  saleBody,
  setCustomer,
  setDelivery,
  setLineDiscount,
  setLinePrice,
  setOrderDiscount,
  setQuantity,
} from './basket.ts';

const XAF = { alpha: 'XAF', precision: 0 };
const wax = {
  id: 'v1',
  title: 'Default Title',
  sku: 'WAX-1',
  price: 12_500,
  product: { title: 'Pagne wax' },
};
const savonM = { id: 'v2', title: 'M', sku: 'SAV-M', price: 1_500, product: { title: 'Savon noir' } };
const vat = { id: 't1', rate: '19.25' };

describe('the basket', () => {
  it('adds a variant once, then counts it up', () => {
    const basket = addVariant(addVariant(addVariant(emptyBasket, wax), savonM), wax);

    expect(basket.lines.map((l) => [l.title, l.variantTitle, l.quantity])).toEqual([
      ['Pagne wax', null, 2],
      ['Savon noir', 'M', 1],
    ]);
    expect(itemCount(basket)).toBe(3);
  });

  it('removes a line set to zero and keeps quantities whole', () => {
    const basket = addVariant(addVariant(emptyBasket, wax), savonM);

    expect(setQuantity(basket, 'v1', 0).lines.map((l) => l.variantId)).toEqual(['v2']);
    expect(setQuantity(basket, 'v1', 2.7).lines[0]!.quantity).toBe(2);
  });

  it('prices with priceOrder and the default taxes, as the server does', () => {
    let basket = addVariant(addVariant(emptyBasket, wax), wax);
    basket = setLineDiscount(basket, 'v1', 10);
    basket = setOrderDiscount(basket, { type: 'fixed', value: 500 });

    const totals = basketTotals(basket, XAF, [vat]);

    // 25 000 − 10 % = 22 500, − 500 = 22 000, + 19.25 % VAT = 4 235.
    expect(totals).toMatchObject({
      subtotal: 25_000,
      discount_total: 3_000,
      tax_total: 4_235,
      total: 26_235,
    });
  });

  it('caps a line discount at 100 % and drops an empty order discount', () => {
    const basket = setLineDiscount(addVariant(emptyBasket, wax), 'v1', 150);
    expect(basket.lines[0]!.discountPercent).toBe(100);
    expect(setOrderDiscount(basket, { type: 'percentage', value: 0 }).discount).toBeNull();
  });

  it('makes the sale body: confirmed at the counter, lines by variant, only the payments with an amount', () => {
    const basket = setLineDiscount(addVariant(emptyBasket, wax), 'v1', 5);
    expect(saleBody(setCustomer(basket, { id: 'c1', name: 'Awa', phone: null }), []).customer_id).toBe('c1');

    expect(
      saleBody(basket, [
        { payment_method_id: 'cash', amount: 10_000 },
        { payment_method_id: 'om', amount: 0 },
      ]),
    ).toEqual({
      status: 'confirmed',
      channel: 'pos',
      delivery_mode: 'pickup',
      lines: [
        { variant_id: 'v1', quantity: 1, discounts: [{ discount_type: 'percentage', discount_value: 5 }] },
      ],
      payments: [{ payment_method_id: 'cash', amount: 10_000 }],
    });
  });

  it('sends an order to deliver with the address and the customer to call', () => {
    let basket = setCustomer(addVariant(emptyBasket, wax), { id: 'c1', name: 'Awa', phone: '237699887766' });
    basket = setDelivery(basket, { line1: ' Rue Njo-Njo ', district: '', city: 'Douala' });

    expect(saleBody(basket, [])).toMatchObject({
      delivery_mode: 'delivery',
      shipping_address: {
        line1: 'Rue Njo-Njo',
        district: null,
        city: 'Douala',
        phone: '237699887766',
        recipient_name: 'Awa',
      },
    });
  });

  it("sends the delivery's own recipient and phone before the customer's, and the customer's when blank", () => {
    const awa = setCustomer(addVariant(emptyBasket, wax), { id: 'c1', name: 'Awa', phone: '237699887766' });
    const address = { line1: 'Carrefour Obili', district: '', city: 'Yaoundé' };

    const forMama = setDelivery(awa, { ...address, recipientName: ' Mama Awa ', phone: '237655443322' });
    const blank = setDelivery(awa, { ...address, recipientName: ' ', phone: '' });

    expect(saleBody(forMama, []).shipping_address).toMatchObject({
      recipient_name: 'Mama Awa',
      phone: '237655443322',
    });
    expect(saleBody(blank, []).shipping_address).toMatchObject({
      recipient_name: 'Awa',
      phone: '237699887766',
    });
  });

  it('saves a quotation: nothing paid, no stock taken', () => {
    const body = quotationBody(addVariant(emptyBasket, wax));
    expect(body).toMatchObject({ status: 'quotation', lines: [{ variant_id: 'v1', quantity: 1 }] });
    expect(body).not.toHaveProperty('payments');
  });

  it('sends a price only when the seller typed another one', () => {
    const basket = addVariant(addVariant(emptyBasket, wax), savonM);
    const cheaper = setLinePrice(basket, 'v2', 1_200.4);
    expect(saleBody(cheaper, []).lines).toEqual([
      { variant_id: 'v1', quantity: 1 },
      { variant_id: 'v2', quantity: 1, price: 1_200 },
    ]);
    expect(saleBody(setLinePrice(cheaper, 'v2', 1_500), []).lines[1]).toEqual({
      variant_id: 'v2',
      quantity: 1,
    });
  });

  it('prices a shipping line without taxes or order discounts', () => {
    const basket = setOrderDiscount(addVariant(emptyBasket, wax), { type: 'percentage', value: 10 });
    // 12 500 − 10 % = 11 250, + 19.25 % VAT = 2 166 (rounded), + 2 000 shipping untouched.
    expect(basketTotals(basket, XAF, [vat], { shipping: 2_000 })).toMatchObject({
      subtotal: 14_500,
      discount_total: 1_250,
      tax_total: 2_166,
      total: 15_416,
    });
  });
});
