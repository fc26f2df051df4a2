import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { fakeApi } from '../../../testing/fake-api.ts';
import { lastQuery, meta, ok, renderStock, W1, WAREHOUSES } from '../test-utils.tsx';
import { StockMovementsPage } from './movements-page.tsx';

const api = fakeApi();

beforeAll(() => i18n.loadNamespaces(['stock', 'products', 'imports']));
afterEach(() => {
  cleanup();
  api.get.mockReset();
});

const movement = {
  id: 'm1',
  warehouse_id: W1,
  warehouse_name: 'Boutique',
  variant_id: 'v1',
  product_id: 'p1',
  product_title: 'Pagne wax',
  variant_title: 'Bleu',
  sku: 'PW-B',
  barcode: null,
  direction: 'outbound',
  quantity: 4,
  signed_quantity: -4,
  reason: 'transfer',
  reference_type: 'stock_transfer',
  reference_id: 't1',
  reference_number: 'TR-2026-0001' as string | null,
  adjustment_reason: null as string | null,
  note: null as string | null,
  balance_after: 6,
  user_id: 'u1',
  user_name: 'Awa Diop',
  created_at: '2026-11-20T09:30:00.000Z',
};

function serve(rows = [movement]) {
  api.get.mockImplementation(async (path: string) => {
    if (path.endsWith('warehouses')) return ok({ data: WAREHOUSES, meta: meta(2) });
    if (path.endsWith('stock-movements')) return ok({ data: rows, meta: meta(rows.length) });
    return ok({ data: [], meta: meta(0) });
  });
}
const page = [{ path: '/stock/movements', element: <StockMovementsPage /> }];

describe('the stock movements history', { timeout: 20_000 }, () => {
  it('shows who moved what, when, why and the balance after', async () => {
    serve();
    renderStock(page, '/stock/movements');
    const row = await screen.findByRole('row', { name: /Pagne wax/ });
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      'Pagne wax — Bleu (PW-B)',
      '-4',
      '6',
      'Boutique',
      'TransferTR-2026-0001',
      'Awa Diop',
    ]);
  });

  it('on a phone keeps when, what and the change; the rest goes under the date (French)', async () => {
    serve([{ ...movement, note: 'Vitrine' }]);
    await i18n.changeLanguage('fr');
    try {
      renderStock(page, '/stock/movements');
      const row = await screen.findByRole('row', { name: /Pagne wax/ });
      const when = within(row).getByRole('rowheader');
      const phoneLine = when.querySelector('.sm\\:hidden');
      expect(phoneLine).not.toBeNull();
      expect([...phoneLine!.children].map((line) => line.textContent)).toEqual([
        'Boutique · Transfert',
        'TR-2026-0001',
        'Vitrine',
        'Solde après : 6 · Awa Diop',
      ]);
      const table = screen.getByRole('table');
      const hidden = within(table)
        .getAllByRole('columnheader')
        .filter((header) => header.className.includes('hidden sm:table-cell'))
        .map((header) => header.textContent);
      expect(hidden).toEqual(['Solde après', 'Entrepôt', 'Motif', 'Par']);
      const phoneCells = within(row)
        .getAllByRole('cell')
        .filter((cell) => !cell.className.includes('hidden'))
        .map((cell) => cell.textContent);
      expect(phoneCells).toEqual(['Pagne wax — Bleu (PW-B)', '-4']);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('words an adjustment’s reason in the reader’s language and shows the note as typed', async () => {
    serve([
      {
        ...movement,
        reason: 'adjustment',
        reference_type: 'stock_adjustment',
        reference_number: null,
        adjustment_reason: 'received',
        note: 'Réception QA',
        direction: 'inbound',
        signed_quantity: 4,
      },
    ]);
    await i18n.changeLanguage('fr');
    try {
      renderStock(page, '/stock/movements');
      const row = await screen.findByRole('row', { name: /Pagne wax/ });
      expect(within(row).getAllByRole('cell')[4]!.textContent).toBe('Ajustement · ReçuRéception QA');
    } finally {
      await i18n.changeLanguage('en');
    }
    cleanup();
    renderStock(page, '/stock/movements');
    const row = await screen.findByRole('row', { name: /Pagne wax/ });
    expect(within(row).getAllByRole('cell')[4]!.textContent).toBe('Adjustment · ReceivedRéception QA');
  });

  it('lists what a transfer lost in transit under its own reason, in the reader’s language, filterable', async () => {
    const lost = { ...movement, reason: 'transfer_loss', signed_quantity: -2, quantity: 2 };
    serve([lost]);
    await i18n.changeLanguage('es');
    try {
      renderStock(page, '/stock/movements?reason=transfer_loss');
      const row = await screen.findByRole('row', { name: /Pagne wax/ });
      expect(within(row).getAllByRole('cell')[4]!.textContent).toBe('Pérdida en tránsitoTR-2026-0001');
      expect(lastQuery(api.get, 'stock-movements')).toMatchObject({ filter: { reason: 'transfer_loss' } });
    } finally {
      await i18n.changeLanguage('en');
    }
    cleanup();
    renderStock(page, '/stock/movements');
    const row = await screen.findByRole('row', { name: /Pagne wax/ });
    expect(within(row).getAllByRole('cell')[4]!.textContent).toBe('Lost in transitTR-2026-0001');
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    expect(
      within(screen.getByLabelText('Reason')).getByRole('option', { name: 'Lost in transit' }),
    ).toBeTruthy();
  });

  it('sends the filters of the URL, the last day included, newest first', async () => {
    serve();
    renderStock(
      page,
      `/stock/movements?warehouse_id=${W1}&reason=transfer&direction=outbound&created_from=2026-11-01&created_to=2026-11-30`,
    );
    await screen.findByRole('row', { name: /Pagne wax/ });
    expect(lastQuery(api.get, 'stock-movements')).toEqual({
      page: 1,
      per_page: 25,
      sort: '-created_at',
      filter: {
        warehouse_id: W1,
        reason: 'transfer',
        direction: 'outbound',
        created_from: new Date(2026, 10, 1).toISOString(),
        created_to: new Date(2026, 11, 1).toISOString(),
      },
    });
    expect(screen.getByRole('button', { name: 'Filters (5)' })).toBeTruthy();
  });

  it('a reason chosen on screen goes to the URL; clearing empties it', async () => {
    serve([]);
    const { router } = renderStock(page, '/stock/movements?page=2');
    await screen.findByText('No movement yet');
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'count' } });
    await waitFor(() => expect(router.state.location.search).toBe('?reason=count'));
    await screen.findByText('No movement matches these filters.');
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('a document’s movements (after an adjustment) are named as such, and can be widened to all', async () => {
    serve();
    const ref = '33333333-3333-4333-8333-333333333333';
    const { router } = renderStock(page, `/stock/movements?reference_id=${ref}`);
    await screen.findByRole('row', { name: /Pagne wax/ });
    expect(lastQuery(api.get, 'stock-movements')).toMatchObject({ filter: { reference_id: ref } });
    expect(screen.getByText('Showing the movements of one document.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Filters' }).getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Show all movements' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
