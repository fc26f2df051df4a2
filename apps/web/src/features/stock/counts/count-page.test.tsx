import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { fakeApi, fakeToasts } from '../../../testing/fake-api.ts';
import { failed, ok, renderStock, W1 } from '../test-utils.tsx';
import { CountPage, visibleCountLines } from './count-page.tsx';

const api = fakeApi();
fakeToasts();

beforeAll(() => i18n.loadNamespaces(['stock', 'products', 'imports']));
afterEach(() => {
  cleanup();
  api.get.mockReset();
  api.post.mockReset();
  api.patch.mockReset();
});

const line = (id: string, title: string, expected: number, counted: number | null) => ({
  variant_id: id,
  product_id: `p-${id}`,
  product_title: title,
  variant_title: 'Default Title',
  sku: null,
  barcode: `code-${id}`,
  expected_quantity: expected,
  counted_quantity: counted,
  difference: counted === null ? null : counted - expected,
});
const sheet = (status: string, lines: ReturnType<typeof line>[]) => ({
  id: 'c1',
  number: 1,
  reference: 'SC-2026-0001',
  warehouse_id: W1,
  warehouse_name: 'Boutique',
  status,
  note: null,
  line_count: lines.length,
  counted_count: lines.filter((l) => l.counted_quantity !== null).length,
  created_by: 'u1',
  created_by_name: 'Awa',
  applied_by: null,
  applied_at: null,
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
  lines,
});
const routes = [{ path: '/stock/counts/:id', element: <CountPage /> }];
const cellsOf = (name: RegExp) =>
  within(screen.getByRole('row', { name }))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the count sheet', { timeout: 20_000 }, () => {
  it('shows the difference as quantities are typed, saves them, then applies', async () => {
    // The server's record, as the steps change it.
    let current = sheet('draft', [line('a', 'Bazin', 5, null), line('b', 'Bissap', 2, 2)]);
    api.get.mockImplementation(async () => ok({ data: current }));
    api.patch.mockImplementation(async () => {
      current = sheet('draft', [line('a', 'Bazin', 5, 3), line('b', 'Bissap', 2, 2)]);
      return ok({ data: current });
    });
    api.post.mockImplementation(async () => {
      current = sheet('applied', [line('a', 'Bazin', 5, 3), line('b', 'Bissap', 2, 2)]);
      return ok({ data: current });
    });
    renderStock(routes, '/stock/counts/c1');

    const bazin = await screen.findByRole('textbox', { name: 'Counted quantity of Bazin' });
    expect(cellsOf(/Bazin/)).toEqual(['5', '', '—']);
    fireEvent.change(bazin, { target: { value: '3' } });
    await waitFor(() => expect(cellsOf(/Bazin/)).toEqual(['5', '', '-2']));
    expect(screen.getByText('2 of 2')).toBeTruthy();
    expect(screen.getByText('1 line (+0 / −2)')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Apply the count' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply the count' }));
    await screen.findByText('Applied');
    // The typed count is saved first, then the count applied.
    expect(api.patch).toHaveBeenCalledWith('stock-counts/c1', {
      lines: [{ variant_id: 'a', counted_quantity: 3 }],
    });
    expect(api.post).toHaveBeenCalledWith('stock-counts/c1/apply');
    expect(api.patch.mock.invocationCallOrder[0]!).toBeLessThan(api.post.mock.invocationCallOrder[0]!);
    expect(screen.queryByRole('textbox', { name: 'Counted quantity of Bazin' })).toBeNull();
  });

  it('refuses a negative or decimal count before asking the server', async () => {
    api.get.mockResolvedValue(ok({ data: sheet('draft', [line('a', 'Bazin', 5, null)]) }));
    renderStock(routes, '/stock/counts/c1');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Counted quantity of Bazin' }), {
      target: { value: '-1' },
    });
    await screen.findByText('Enter whole numbers of 0 or more.');
    expect((screen.getByRole('button', { name: 'Save the counts' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole('button', { name: 'Apply the count' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('a scan counts one more of that product', async () => {
    api.get.mockImplementation(async (path: string) =>
      path.endsWith('lookup')
        ? ok({ data: { id: 'b', product_id: 'p-b', title: 'Default Title', sku: null, barcode: 'code-b' } })
        : ok({ data: sheet('draft', [line('a', 'Bazin', 5, null), line('b', 'Bissap', 2, 2)]) }),
    );
    renderStock(routes, '/stock/counts/c1');
    const field = await screen.findByRole('textbox', { name: 'Scan to count one more' });
    fireEvent.change(field, { target: { value: 'code-b' } });
    fireEvent.submit(field.closest('form')!);
    await waitFor(() =>
      expect(
        (screen.getByRole('textbox', { name: 'Counted quantity of Bissap' }) as HTMLInputElement).value,
      ).toBe('3'),
    );
  });

  it('shows a missing count as an error with a retry', async () => {
    api.get.mockResolvedValue(failed(404, 'Inventaire introuvable.'));
    renderStock(routes, '/stock/counts/c1');
    expect((await screen.findByRole('alert')).textContent).toContain('Inventaire introuvable.');
  });

  it('filters the sheet by text and by what is left to count', () => {
    const lines = [line('a', 'Bazin', 5, null), line('b', 'Bissap', 2, 2), line('c', 'Wax', 1, 4)];
    expect(visibleCountLines(lines, 'bi', 'all').map((l) => l.variant_id)).toEqual(['b']);
    expect(visibleCountLines(lines, '', 'uncounted').map((l) => l.variant_id)).toEqual(['a']);
    expect(visibleCountLines(lines, '', 'differences').map((l) => l.variant_id)).toEqual(['c']);
    expect(visibleCountLines(lines, 'code-c', 'all').map((l) => l.variant_id)).toEqual(['c']);
  });

  it('finds a name typed without its accents or in capitals', () => {
    const lines = [line('a', 'Crème brûlée', 1, null), line('b', 'Café Touba', 1, null)];
    expect(visibleCountLines(lines, 'creme', 'all').map((l) => l.variant_id)).toEqual(['a']);
    expect(visibleCountLines(lines, 'CAFÉ', 'all').map((l) => l.variant_id)).toEqual(['b']);
  });
});
