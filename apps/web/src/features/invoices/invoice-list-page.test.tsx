import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../testing/fake-api.ts';
import { failure, ok, page, renderScreen } from '../orders/testing.tsx';
import { InvoiceListPage } from './invoice-list-page.tsx';
import { aDocument, setUpDocumentTests } from './testing.ts';

const api = fakeApi();
setUpDocumentTests(api, ['documents', 'imports']);

const creditNote = aDocument({
  id: 'd2',
  kind: 'credit_note',
  type_code: 2,
  reference: 'AV-2026-0001',
  credited_document_id: 'd1',
  buyer: null,
  public_url: 'http://shop.test/d/tok2',
  pdf_url: 'http://shop.test/d/tok2/pdf',
});

const ACCOUNTANT = ['invoices.view', 'invoices.export'];
const routes = [
  { path: '/invoices', element: <InvoiceListPage /> },
  { path: '/orders/:id', element: <p>the order</p> },
];
const lastQuery = () => api.get.mock.calls.at(-1)![1].query;

describe('the documents list', () => {
  it('lists each document with its reference, customer and total; a credit note counts negative', async () => {
    api.get.mockResolvedValue(ok(page([aDocument(), creditNote])));
    renderScreen('/invoices', ACCOUNTANT, routes);

    const invoice = (await screen.findByRole('row', { name: /INV-2026-0001/ })) as HTMLElement;
    expect(within(invoice).getByRole('rowheader').textContent).toContain('Invoice INV-2026-0001');
    expect(within(invoice).getAllByText('Moussa Kane').length).toBeGreaterThan(0);
    expect(invoice.textContent).toMatch(/FCFA\s9,000/);
    expect(invoice.textContent).not.toContain('-FCFA');

    const note = screen.getByRole('row', { name: /AV-2026-0001/ });
    expect(within(note).getByRole('rowheader').textContent).toContain('Credit note AV-2026-0001');
    expect(within(note).getAllByText('Walk-in customer').length).toBeGreaterThan(0);
    expect(note.textContent).toMatch(/-FCFA\s9,000/);

    const pdf = within(invoice).getByRole('link', { name: 'PDF of INV-2026-0001' });
    expect(pdf.getAttribute('href')).toBe('http://shop.test/d/tok1/pdf');
    expect(
      within(invoice).getByRole('link', { name: 'Public page of INV-2026-0001' }).getAttribute('href'),
    ).toBe('http://shop.test/d/tok1');
    // The WhatsApp message goes to the buyer's number, as digits.
    expect(
      within(invoice).getByRole('link', { name: 'Send INV-2026-0001 on WhatsApp' }).getAttribute('href'),
    ).toMatch(/^https:\/\/wa\.me\/237690000001\?text=Boutique%20Awa/);

    expect(api.get.mock.calls[0]![0]).toBe('invoices');
    expect(lastQuery()).toEqual({ page: 1, per_page: 25, sort: '-issued_at' });
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });

  it('choosing a kind asks the API for that kind only and keeps it in the address', async () => {
    api.get.mockResolvedValue(ok(page([aDocument()])));
    const { router } = renderScreen('/invoices?page=2', ACCOUNTANT, routes);
    await screen.findByRole('row', { name: /INV-2026-0001/ });

    fireEvent.change(screen.getByLabelText('Document'), { target: { value: 'credit_note' } });
    await waitFor(() => expect(lastQuery().filter).toEqual({ kind: 'credit_note' }));
    expect(lastQuery().page).toBe(1);
    expect(router.state.location.search).toBe('?kind=credit_note');

    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'total' } });
    await waitFor(() => expect(lastQuery().sort).toBe('-total'));
    expect(lastQuery().filter).toEqual({ kind: 'credit_note' });
  });

  it('searches by reference', async () => {
    api.get.mockResolvedValue(ok(page([aDocument()])));
    renderScreen('/invoices', ACCOUNTANT, routes);
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search by reference' }), {
      target: { value: ' INV-2026 ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastQuery().search).toBe('INV-2026'));
  });

  it('opens the order of a document when its row is clicked', async () => {
    api.get.mockResolvedValue(ok(page([aDocument({ order_id: 'o7' })])));
    const { router } = renderScreen('/invoices', ACCOUNTANT, routes);
    fireEvent.click(await screen.findByRole('button', { name: /INV-2026-0001/ }));
    await screen.findByText('the order');
    expect(router.state.location.pathname).toBe('/orders/o7');
  });

  it('hides the export without invoices.export', async () => {
    api.get.mockResolvedValue(ok(page([aDocument()])));
    renderScreen('/invoices', ['invoices.view'], routes);
    await screen.findByRole('row', { name: /INV-2026-0001/ });
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  });

  it('says so without invoices.view, and asks nothing', async () => {
    renderScreen('/invoices', ['orders.view'], routes);
    expect((await screen.findByRole('alert')).textContent).toBe('You cannot see the invoices.');
    expect(api.get).not.toHaveBeenCalled();
  });

  it('an empty list says why: nothing issued yet, or nothing matching the filters with a way out', async () => {
    api.get.mockResolvedValue(ok(page([])));
    renderScreen('/invoices', ACCOUNTANT, routes);
    expect(await screen.findByRole('heading', { name: 'No document yet' })).toBeTruthy();
    cleanup();

    const { router } = renderScreen('/invoices?kind=quotation&sort=oldest', ACCOUNTANT, routes);
    await screen.findByRole('heading', { name: 'No document matches these filters.' });
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(lastQuery()).toEqual({ page: 1, per_page: 25, sort: '-issued_at' }));
  });

  it('a failed load shows the reason and tries again', async () => {
    api.get.mockResolvedValueOnce(failure(500, 'The server is down.'));
    api.get.mockResolvedValue(ok(page([aDocument()])));
    renderScreen('/invoices', ACCOUNTANT, routes);
    expect((await screen.findByRole('alert')).textContent).toContain('The server is down.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('row', { name: /INV-2026-0001/ });
  });
});
