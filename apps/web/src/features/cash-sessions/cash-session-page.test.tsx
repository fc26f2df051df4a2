import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { failure, ok, renderScreen } from '../orders/testing.tsx';
import { CashSessionPage } from './cash-session-page.tsx';
import { aSession } from './testing.ts';

const api = fakeApi();

beforeAll(() => i18n.loadNamespaces(['orders', 'products', 'imports']));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  for (const fn of Object.values(api)) fn.mockReset();
});

const render = (permissions = ['orders.view']) =>
  renderScreen('/pos/sessions/s1', permissions, [
    { path: '/pos/sessions/:id', element: <CashSessionPage /> },
    { path: '/pos/sessions', element: <p>All sessions</p> },
  ]);
/** The value of a line of the Z report, by its label. */
const figure = (report: HTMLElement, label: string) =>
  within(report).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('a cash session page', () => {
  it('shows the Z report: figures, takings by method, expected, counted, difference and the movements', async () => {
    api.get.mockResolvedValue(ok({ data: aSession() }));
    render();

    expect(await screen.findByRole('heading', { name: 'Z report Z-2026-0001' })).toBeTruthy();
    expect(api.get).toHaveBeenCalledWith(expect.stringMatching(/cash-sessions\/s1$/), expect.anything());
    expect(screen.getByText('Boutique Plateau')).toBeTruthy();
    expect(screen.getByText(/^Opened .* by Moussa Koné$/)).toBeTruthy();
    expect(screen.getByText(/^Closed .* by Awa Diop$/)).toBeTruthy();
    const missing = screen.getByText(/^Missing FCFA.1,000$/);
    expect(missing.className).toContain('bg-palette-red');
    // Printers drop the red background: the printed badge is dark text in a dark outline.
    expect(missing.className.split(' ')).toEqual(
      expect.arrayContaining([
        'print:bg-transparent',
        'print:text-black',
        'print:border',
        'print:border-black',
      ]),
    );

    const report = screen.getByTestId('z-report');
    expect(figure(report, 'Opening float')).toMatch(/FCFA.20,000/);
    expect(figure(report, 'Sales')).toBe('7');
    expect(figure(report, 'Espèces')).toMatch(/FCFA.33,000/);
    expect(figure(report, 'MTN MoMo')).toMatch(/FCFA.18,000/);
    expect(figure(report, 'Cash put in')).toMatch(/FCFA.5,000/);
    expect(figure(report, 'Cash taken out')).toMatch(/FCFA.12,000/);
    expect(figure(report, 'Cash expected')).toMatch(/FCFA.46,000/);
    expect(figure(report, 'Cash counted')).toMatch(/FCFA.45,000/);
    // the minus sign (U+2212), as the screens write what is missing, not a hyphen
    expect(figure(report, 'Difference')).toMatch(/^−FCFA.1,000$/);

    const movements = screen.getByRole('table', { name: 'Cash in and out' });
    const rows = within(movements).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Monnaie de la banque.*Cash put in.*FCFA.5,000/),
      expect.stringMatching(/Achat de sachets.*Cash taken out.*−FCFA.12,000/),
    ]);
    expect(screen.getByText('Billet de 1 000 déchiré')).toBeTruthy();

    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('an open session shows its figures so far, without a count or a difference', async () => {
    api.get.mockResolvedValue(
      ok({
        data: aSession({
          status: 'open',
          closed_at: null,
          closed_by: null,
          closed_by_name: null,
          counted_cash: null,
          closing_note: null,
          report: { ...aSession().report, difference: null, movements: [] },
        }),
      }),
    );
    render();
    const report = await screen.findByTestId('z-report');
    expect(figure(report, 'Cash expected')).toMatch(/FCFA.46,000/);
    expect(within(report).queryByText('Cash counted')).toBeNull();
    expect(within(report).queryByText('Difference')).toBeNull();
    expect(screen.getByText('Open')).toBeTruthy();
    expect(screen.getByText('The drawer is still open: these are the figures so far.')).toBeTruthy();
    expect(screen.getByText('No cash was put in or taken out.')).toBeTruthy();
  });

  it('goes back to the list, says a session it cannot read, and asks nothing without orders.view', async () => {
    api.get.mockResolvedValue(failure(404, 'Cash drawer session not found.'));
    const { router } = render();
    expect((await screen.findByRole('alert')).textContent).toContain('Cash drawer session not found.');
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'All cash sessions' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pos/sessions'));
    cleanup();

    api.get.mockClear();
    render(['products.view']);
    expect((await screen.findByRole('alert')).textContent).toBe('You do not have access to cash sessions.');
    expect(api.get).not.toHaveBeenCalled();
  });

  it('prints once on arrival when sent here to print (the Z report of a drawer just closed)', async () => {
    api.get.mockResolvedValue(ok({ data: aSession() }));
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { router } = renderScreen(
      '/pos/sessions/s1',
      ['orders.view'],
      [{ path: '/pos/sessions/:id', element: <CashSessionPage /> }],
    );
    await router.navigate('/pos/sessions/s1', { state: { print: true } });

    await screen.findByRole('heading', { name: 'Z report Z-2026-0001' });
    await waitFor(() => expect(print).toHaveBeenCalledOnce());
    // the request is spent: reading the page again does not print again
    expect(router.state.location.state).toBeNull();
  });
});
