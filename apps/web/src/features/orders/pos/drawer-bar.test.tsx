import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { fakeApi } from '../../../testing/fake-api.ts';
import { aSession } from '../../cash-sessions/testing.ts';
import { ok, renderScreen } from '../testing.tsx';
import { DrawerBar } from './drawer-bar.tsx';

const api = fakeApi();

beforeAll(() => i18n.loadNamespaces(['orders', 'products']));
afterEach(() => {
  cleanup();
  for (const fn of Object.values(api)) fn.mockReset();
});

const currency = { alpha: 'XAF', precision: 0 };
const money = (minor: number) => `${minor} FCFA`;
/** The open drawer of the Plateau shop, 46,000 FCFA expected in cash. */
const open = aSession({
  status: 'open',
  closed_at: null,
  closed_by: null,
  closed_by_name: null,
  counted_cash: null,
  closing_note: null,
  report: { ...aSession().report, difference: null },
});

/** The bar over the counter, its drawer open, and its close dialog opened. */
async function openCloseDialog(): Promise<HTMLElement> {
  renderScreen(
    '/pos',
    ['orders.view'],
    [{ path: '/pos', element: <DrawerBar currency={currency} money={money} /> }],
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Close the drawer' }));
  return screen.findByRole('dialog', { name: 'Close the cash drawer' });
}

describe('the cash drawer bar', () => {
  it('closing: no difference until the cash is counted, then counted − expected', async () => {
    api.get.mockResolvedValue(ok({ data: open }));
    api.post.mockResolvedValue(ok({ data: aSession() }));
    const dialog = await openCloseDialog();
    const counted = within(dialog).getByLabelText('Cash counted') as HTMLInputElement;
    expect(counted.value).toBe('');
    expect(within(dialog).getByTestId('drawer-difference').textContent).toBe('Difference: —');
    const close = within(dialog).getByRole('button', { name: 'Close the drawer' }) as HTMLButtonElement;
    expect(close.disabled).toBe(true);

    fireEvent.change(counted, { target: { value: '45000' } });
    expect(within(dialog).getByTestId('drawer-difference').textContent).toBe('Difference: −1000 FCFA');
    fireEvent.change(counted, { target: { value: '46000' } });
    expect(within(dialog).getByTestId('drawer-difference').textContent).toBe('Difference: 0 FCFA');
    fireEvent.change(counted, { target: { value: '' } });
    expect(within(dialog).getByTestId('drawer-difference').textContent).toBe('Difference: —');

    fireEvent.change(counted, { target: { value: '45000' } });
    fireEvent.click(close);
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(expect.stringMatching(/cash-sessions\/s1\/close$/), {
        counted_cash: 45_000,
      }),
    );
  });

  it('closing: a count that does not read as an amount is not sent, and says why', async () => {
    api.get.mockResolvedValue(ok({ data: open }));
    const dialog = await openCloseDialog();
    const counted = within(dialog).getByLabelText('Cash counted');
    // "45O00" with a letter O: the field still holds the 45 typed before it
    fireEvent.change(counted, { target: { value: '45' } });
    fireEvent.change(counted, { target: { value: '45O00' } });
    const close = within(dialog).getByRole('button', { name: 'Close the drawer' }) as HTMLButtonElement;
    expect(close.disabled).toBe(true);
    expect(within(dialog).getByText('Enter a whole amount, e.g. 12500.')).toBeTruthy();
    fireEvent.click(close);
    expect(api.post).not.toHaveBeenCalled();
  });

  it('keeps a note on the close, and prints the Z report from its own page, not over the sale screen', async () => {
    api.get.mockResolvedValue(ok({ data: open }));
    api.post.mockResolvedValue(ok({ data: aSession() }));
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { router } = renderScreen(
      '/pos',
      ['orders.view'],
      [
        { path: '/pos', element: <DrawerBar currency={currency} money={money} /> },
        { path: '/pos/sessions/:id', element: <p>Session page</p> },
      ],
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Close the drawer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close the cash drawer' });
    fireEvent.change(within(dialog).getByLabelText('Cash counted'), { target: { value: '45000' } });
    fireEvent.change(within(dialog).getByLabelText('Note (optional)'), {
      target: { value: ' Billet de 1 000 déchiré ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close the drawer' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(expect.stringMatching(/cash-sessions\/s1\/close$/), {
        counted_cash: 45_000,
        note: 'Billet de 1 000 déchiré',
      }),
    );

    const report = await screen.findByRole('dialog', { name: 'Z report Z-2026-0001' });
    fireEvent.click(within(report).getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pos/sessions/s1'));
    expect(router.state.location.state).toEqual({ print: true });
    expect(print).not.toHaveBeenCalled();
  });
});
