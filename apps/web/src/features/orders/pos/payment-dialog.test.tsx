import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { type Basket, emptyBasket } from '../sale/basket.ts';
import { PaymentDialog } from './payment-dialog.tsx';

vi.mock('../../../app/api.ts', () => ({ api: { post: vi.fn() } }));

beforeAll(async () => {
  await i18n.loadNamespaces(['orders', 'products']);
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

const methods = [{ id: 'cash', name: 'Cash', kind: 'cash', is_default: true }];

function renderDialog(basket: Basket) {
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <PaymentDialog
          open
          onClose={() => {}}
          basket={basket}
          total={2_000}
          currency={{ alpha: 'XAF', precision: 0 }}
          methods={methods}
          money={(minor) => `${minor} F`}
          onSold={() => {}}
        />
      </QueryClientProvider>
    </I18nextProvider>,
  );
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
