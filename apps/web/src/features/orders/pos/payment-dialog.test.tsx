import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { fakeApi } from '../../../testing/fake-api.ts';
import { aSession } from '../../cash-sessions/testing.ts';
import { type Basket, emptyBasket } from '../sale/basket.ts';
import { anOrder, ok } from '../testing.tsx';
import { readOutbox } from './offline/outbox.ts';
import { PaymentDialog } from './payment-dialog.tsx';

const api = fakeApi();

beforeAll(async () => {
  await i18n.loadNamespaces(['orders', 'products']);
  await i18n.changeLanguage('en');
});
/** The counter's drawer is open unless a test says otherwise. */
const openDrawer = aSession({ status: 'open', closed_at: null, counted_cash: null });
beforeEach(() => api.get.mockResolvedValue(ok({ data: openDrawer })));
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
  for (const fn of Object.values(api)) fn.mockReset();
});

const cash = { id: 'cash', name: 'Cash', kind: 'cash', is_default: true };
const momo = { id: 'momo', name: 'MTN MoMo', kind: 'mobile_money_operator', is_default: false };
const walkIn = { ...emptyBasket, lines: [] } as Basket;

function renderPayment(basket: Basket, methods = [cash], onKept = vi.fn()) {
  const onSold = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <PaymentDialog
          open
          onClose={() => {}}
          basket={basket}
          total={2_000}
          currency={{ alpha: 'XAF', precision: 0 }}
          methods={methods}
          money={(minor) => `${minor} F`}
          onSold={onSold}
          companyId="company-1"
          onKept={onKept}
        />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return onSold;
}

function renderDialog(basket: Basket) {
  renderPayment(basket);
  fireEvent.change(screen.getByLabelText('Cash'), { target: { value: '500' } });
  return screen.getByRole('button', { name: 'Sell with 1500 F still to pay' }) as HTMLButtonElement;
}

describe('the POS payment dialog', () => {
  it('sells on credit only to a customer who will owe the rest', () => {
    expect(renderDialog(emptyBasket).disabled).toBe(true);
    expect(screen.getByRole('alert').textContent).toMatch(/Choose the customer/);
    cleanup();
    const named = { ...emptyBasket, customer: { id: 'c1', name: 'Awa', phone: null } };
    expect(renderDialog(named).disabled).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lets a delivery be paid at the door without a named customer', () => {
    const delivered = {
      ...emptyBasket,
      delivery: { line1: 'Carrefour Ndokoti', district: '', city: 'Douala' },
    } as Basket;
    expect(renderDialog(delivered).disabled).toBe(false);
  });
});

describe('an amount that does not read as one', () => {
  it('holds the sale, with the reason, until the amount reads again or "the rest" fills it', () => {
    const named = { ...emptyBasket, customer: { id: 'c1', name: 'Awa', phone: null } };
    renderPayment(named);
    const field = screen.getByLabelText('Cash');
    // "1O000" with a letter O: the field still holds the 1 typed before it, a sale on credit of 1999
    fireEvent.change(field, { target: { value: '1' } });
    fireEvent.change(field, { target: { value: '1O000' } });
    const sell = screen.getByRole('button', { name: /^(Sell|Complete the sale)/ }) as HTMLButtonElement;
    expect(sell.disabled).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe('Enter a whole amount, e.g. 12500.');

    fireEvent.click(screen.getByRole('button', { name: 'Put the rest on Cash' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(
      (screen.getByRole('button', { name: /^(Sell|Complete the sale)/ }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });
});

describe('a mobile-money part of the payment', () => {
  it('takes the operator’s transaction id, sent with that payment', async () => {
    api.post.mockResolvedValue(ok({ data: anOrder() }, 201));
    const onSold = renderPayment(walkIn, [cash, momo]);
    expect(screen.queryByLabelText(/transaction ID/)).toBeNull();

    fireEvent.change(screen.getByLabelText('Cash'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('MTN MoMo'), { target: { value: '2000' } });
    fireEvent.change(screen.getByLabelText('MTN MoMo — transaction ID (optional)'), {
      target: { value: 'MP240611.1532.A81234' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Complete the sale' }));

    await waitFor(() => expect(onSold).toHaveBeenCalled());
    expect(api.post.mock.calls[0]?.[1]).toMatchObject({
      payments: [{ payment_method_id: 'momo', amount: 2_000, reference: 'MP240611.1532.A81234' }],
    });
  });
});

describe('cash taken while the drawer is closed', () => {
  it('asks to open the drawer, with its float, without leaving the sale', async () => {
    api.get.mockResolvedValue(ok({ data: null }));
    api.post.mockResolvedValue(ok({ data: openDrawer }, 201));
    renderPayment(walkIn);

    const notice = await screen.findByRole('region', { name: 'Cash drawer' });
    expect(within(notice).getByRole('alert').textContent).toMatch(
      /drawer is closed: this cash would be on no Z report/,
    );
    fireEvent.change(within(notice).getByLabelText('Opening float'), { target: { value: '10000' } });
    fireEvent.click(within(notice).getByRole('button', { name: 'Open the drawer' }));

    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(expect.stringMatching(/cash-sessions$/), {
        opening_float: 10_000,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Cash drawer' })).toBeNull());
  });

  it('still lets the sale be completed, and says nothing for a sale paid without cash', async () => {
    api.get.mockResolvedValue(ok({ data: null }));
    renderPayment(walkIn, [cash, momo]);

    await screen.findByRole('region', { name: 'Cash drawer' });
    expect((screen.getByRole('button', { name: 'Complete the sale' }) as HTMLButtonElement).disabled).toBe(
      false,
    );

    fireEvent.change(screen.getByLabelText('Cash'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('MTN MoMo'), { target: { value: '2000' } });
    expect(screen.queryByRole('region', { name: 'Cash drawer' })).toBeNull();
  });

  it('says nothing while the drawer is open', async () => {
    renderPayment(walkIn);
    await waitFor(() => expect(api.get).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Cash drawer' })).toBeNull();
  });
});

describe('a sale the server cannot be reached for', () => {
  const line = {
    variantId: 'v1',
    title: 'Attiéké',
    variantTitle: null,
    sku: null,
    price: 2_000,
    quantity: 1,
    discountPercent: 0,
  };
  const basket = { ...emptyBasket, lines: [line] } as Basket;

  it('offline: is kept on the device with the time it was made, and nothing is sent', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const onKept = vi.fn();
    renderPayment(basket, [cash], onKept);
    fireEvent.change(screen.getByLabelText('Cash'), { target: { value: '5000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Complete the sale' }));

    await waitFor(() => expect(onKept).toHaveBeenCalled());
    expect(api.post).not.toHaveBeenCalled();
    const [kept] = readOutbox(localStorage, 'company-1');
    expect(onKept).toHaveBeenCalledWith(kept, 3_000);
    expect(kept?.total).toBe(2_000);
    expect(kept?.body).toMatchObject({
      channel: 'pos',
      lines: [{ variant_id: 'v1', quantity: 1 }],
      sold_offline_at: kept?.soldAt,
    });
  });

  it('without an answer: is kept with the very body and Idempotency-Key it was sent with', async () => {
    api.post.mockResolvedValue({
      ok: false,
      status: 0,
      data: null,
      error: { status: 0, message: 'No network', errors: {}, retryAfter: null },
    });
    const onKept = vi.fn();
    renderPayment(basket, [cash], onKept);
    fireEvent.click(screen.getByRole('button', { name: 'Complete the sale' }));

    await waitFor(() => expect(onKept).toHaveBeenCalled());
    const [, sentBody, init] = api.post.mock.calls[0] ?? [];
    const [kept] = readOutbox(localStorage, 'company-1');
    expect(kept?.body).toEqual(sentBody);
    expect(kept?.body).not.toHaveProperty('sold_offline_at');
    expect(kept?.key).toBe((init as { headers: Record<string, string> }).headers['Idempotency-Key']);
  });

  it('online with a customer still to be created: goes through the outbox, which creates the customer first', async () => {
    const pending = { key: 'ck1', body: { first_name: 'Mariam', phone: '237671234567' } };
    const customer = { id: 'pending:ck1', name: 'Mariam', phone: '237671234567', pending };
    const onKept = vi.fn();
    renderPayment({ ...basket, customer }, [cash], onKept);
    fireEvent.click(screen.getByRole('button', { name: 'Complete the sale' }));

    await waitFor(() => expect(onKept).toHaveBeenCalled());
    expect(api.post).not.toHaveBeenCalled();
    const [kept] = readOutbox(localStorage, 'company-1');
    expect(kept?.newCustomer).toEqual(pending);
    expect(kept?.body).not.toHaveProperty('customer_id');
    expect(kept?.body).not.toHaveProperty('sold_offline_at');
  });

  it('refused by the server: is not kept, and the server’s reason is shown', async () => {
    api.post.mockResolvedValue({
      ok: false,
      status: 409,
      data: null,
      error: { status: 409, message: 'Not enough Attiéké in stock', errors: {}, retryAfter: null },
    });
    const onKept = vi.fn();
    renderPayment(basket, [cash], onKept);
    fireEvent.click(screen.getByRole('button', { name: 'Complete the sale' }));

    await waitFor(() => expect(api.post).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onKept).not.toHaveBeenCalled();
    expect(readOutbox(localStorage, 'company-1')).toEqual([]);
  });
});
