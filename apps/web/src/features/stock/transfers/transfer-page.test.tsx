import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { fakeApi, fakeToasts } from '../../../testing/fake-api.ts';
import { failed, ok, renderStock, W1, W2 } from '../test-utils.tsx';
import { receiveBody, receiveLineErrors, TransferPage } from './transfer-page.tsx';

const api = fakeApi();
fakeToasts();

beforeAll(() => i18n.loadNamespaces(['stock', 'products', 'imports']));
afterEach(() => {
  cleanup();
  api.get.mockReset();
  api.post.mockReset();
});

const transfer = (status: string, received: number | null = null) => ({
  id: 't1',
  number: 1,
  reference: 'TR-2026-0001',
  from_warehouse_id: W1,
  from_warehouse_name: 'Boutique',
  to_warehouse_id: W2,
  to_warehouse_name: 'Dépôt',
  status,
  note: null,
  line_count: 1,
  total_quantity: 4,
  created_by: 'u1',
  created_by_name: 'Awa',
  shipped_by: null,
  shipped_at: status === 'draft' ? null : '2026-11-20T10:00:00.000Z',
  received_by: null,
  received_at: null,
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
  lines: [
    {
      variant_id: 'v1',
      product_id: 'p1',
      product_title: 'Wax',
      variant_title: 'Default Title',
      sku: null,
      barcode: null,
      quantity: 4,
      received_quantity: received,
      difference: received === null ? null : received - 4,
    },
  ],
});
const routes = [{ path: '/stock/transfers/:id', element: <TransferPage /> }];

async function confirm(action: string) {
  fireEvent.click(await screen.findByRole('button', { name: action }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: action }));
}

describe('a transfer', { timeout: 20_000 }, () => {
  it('goes draft → in transit → received, the steps offered by its status', async () => {
    // The server's record, as the steps change it.
    let current = transfer('draft');
    api.get.mockImplementation(async () => ok({ data: current }));
    api.post.mockImplementation(async (path: string) => {
      current = path.endsWith('ship') ? transfer('in_transit') : transfer('received', 3);
      return ok({ data: current });
    });
    renderStock(routes, '/stock/transfers/t1');
    await screen.findByText('Draft');
    expect(screen.queryByRole('button', { name: 'Receive' })).toBeNull();
    // A draft is edited on its own page.
    expect(screen.getByRole('link', { name: 'Edit the draft' }).getAttribute('href')).toBe(
      '/stock/transfers/t1/edit',
    );

    await confirm('Ship');
    await screen.findByText('In transit');
    expect(api.post).toHaveBeenLastCalledWith('stock-transfers/t1/ship', undefined);
    expect(screen.queryByRole('button', { name: 'Ship' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit the draft' })).toBeNull();

    // Only 3 of the 4 arrived.
    fireEvent.change(screen.getByRole('textbox', { name: 'Quantity of Wax received' }), {
      target: { value: '3' },
    });
    await confirm('Receive');
    await screen.findByText('Received', { selector: 'span' });
    expect(api.post).toHaveBeenLastCalledWith('stock-transfers/t1/receive', {
      lines: [{ variant_id: 'v1', received_quantity: 3 }],
    });
    expect(screen.queryByRole('button', { name: 'Cancel the transfer' })).toBeNull();
    expect(
      within(screen.getByRole('row', { name: /Wax/ }))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['4', '3', '-1']);
    // The missing unit is said to be recorded as lost in transit.
    expect(screen.getByText('1 unit shipped did not arrive: recorded as lost in transit.')).toBeTruthy();
  });

  it('shows a refused step (e.g. not enough stock to ship) in the server’s words', async () => {
    api.get.mockResolvedValue(ok({ data: transfer('draft') }));
    api.post.mockResolvedValue(failed(409, 'Stock insuficiente: quedan 2 de Wax en Boutique.'));
    renderStock(routes, '/stock/transfers/t1');
    await confirm('Ship');
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(
        'Stock insuficiente: quedan 2 de Wax en Boutique.',
      ),
    );
    expect(screen.getByText('Draft')).toBeTruthy();
  });

  it('without stocks.update, only shows the transfer', async () => {
    api.get.mockResolvedValue(ok({ data: transfer('in_transit') }));
    renderStock(routes, '/stock/transfers/t1', ['stocks.view']);
    await screen.findByText('In transit');
    expect(screen.queryByRole('link', { name: 'Edit the draft' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Receive' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Print the transfer note' })).toBeTruthy();
  });

  it('without stocks.update, offers no edit of a draft', async () => {
    api.get.mockResolvedValue(ok({ data: transfer('draft') }));
    renderStock(routes, '/stock/transfers/t1', ['stocks.view']);
    await screen.findByText('Draft');
    expect(screen.queryByRole('link', { name: 'Edit the draft' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ship' })).toBeNull();
  });

  it('says a received quantity above what was shipped on its line, before asking to confirm', async () => {
    api.get.mockResolvedValue(ok({ data: transfer('in_transit') }));
    renderStock(routes, '/stock/transfers/t1');
    const input = await screen.findByRole('textbox', { name: 'Quantity of Wax received' });
    fireEvent.change(input, { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Receive' }));

    const message =
      'Only 4 units were shipped: receive at most 4, and record any extra units with a stock adjustment.';
    const line = await screen.findByText(message);
    expect(within(screen.getByRole('row', { name: /Wax/ })).getByText(message)).toBe(line);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(line.id);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.post).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: '4' } });
    expect(screen.queryByText(message)).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Receive' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('shows a refused received line in the server’s words on its line, until it is retyped', async () => {
    const message = 'This product is not on the transfer.';
    api.get.mockResolvedValue(ok({ data: transfer('in_transit') }));
    api.post.mockResolvedValue(
      failed(422, 'Some fields are not valid.', { 'lines.0.variant_id': [message] }),
    );
    renderStock(routes, '/stock/transfers/t1');
    const input = await screen.findByRole('textbox', { name: 'Quantity of Wax received' });
    fireEvent.change(input, { target: { value: '3' } });
    await confirm('Receive');

    const line = await screen.findByText(message);
    expect(within(screen.getByRole('row', { name: /Wax/ })).getByText(message)).toBe(line);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(line.id);
    expect(screen.getByText('In transit')).toBeTruthy();

    fireEvent.change(input, { target: { value: '2' } });
    expect(screen.queryByText(message)).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('maps the server’s line errors through the body sent, which holds only the lines typed differently', () => {
    const body = {
      lines: [
        { variant_id: 'v2', received_quantity: 9 },
        { variant_id: 'v3', received_quantity: 1 },
      ],
    };
    expect(
      receiveLineErrors(body, {
        'lines.0.received_quantity': ['too many'],
        'lines.1.variant_id': ['not on it'],
      }),
    ).toEqual({ v2: ['too many'], v3: ['not on it'] });
    expect(receiveLineErrors({}, { 'lines.0.received_quantity': ['x'] })).toEqual({});
  });

  it('receives in full unless a typed quantity differs', () => {
    const data = transfer('in_transit');
    expect(receiveBody(data, {})).toEqual({});
    expect(receiveBody(data, { v1: '4' })).toEqual({});
    expect(receiveBody(data, { v1: '0' })).toEqual({ lines: [{ variant_id: 'v1', received_quantity: 0 }] });
  });
});
