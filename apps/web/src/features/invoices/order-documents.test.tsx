import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { anOrder, ok, page, renderScreen } from '../orders/testing.tsx';
import { OrderDocuments } from './order-documents.tsx';
import { aDocument, setUpDocumentTests } from './testing.ts';

const api = fakeApi();
setUpDocumentTests(api, ['documents', 'orders']);
// The next file in this module graph reads English, as every file starts in.
afterEach(() => i18n.changeLanguage('en'));

const invoice = aDocument({
  reference: 'INV-2026-0008',
  number: 8,
  customer_id: null,
  buyer: null,
  pdf_url: 'http://shop.test/d/tok1.pdf',
});

function renderDocuments() {
  api.get.mockImplementation(async (path: string) =>
    path.endsWith('orders/o1') ? ok({ data: anOrder() }) : ok(page([invoice])),
  );
  api.post.mockResolvedValue(
    ok({ data: { ...invoice, id: 'd2', kind: 'credit_note', reference: 'CN-2026-0002' } }, 201),
  );
  renderScreen(
    '/orders/o1',
    ['orders.view', 'invoices.view', 'invoices.create'],
    [
      {
        path: '/orders/:id',
        element: <OrderDocuments orderId="o1" invoiceable canCreate money={(minor) => `${minor} FCFA`} />,
      },
    ],
  );
}

describe("cancelling an order's invoice with a credit note", () => {
  it('asks first, saying what it credits, and issues the credit note only once confirmed', async () => {
    await i18n.changeLanguage('fr');
    renderDocuments();

    fireEvent.click(await screen.findByRole('button', { name: 'Annuler par un avoir' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Annuler la facture INV-2026-0008 par un avoir ?',
    });
    expect(dialog.textContent).toContain('Un avoir de 9000 FCFA est émis');
    expect(api.post).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Garder la facture' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.post).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Annuler par un avoir' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Émettre l’avoir' }),
    );
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(expect.stringMatching(/invoices\/d1\/credit-note$/), {}),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
