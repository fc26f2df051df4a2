import type { CashSession } from '@comptoir/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import type { ListQuery } from '../../lib/http/query-string.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { failure, ok, page, renderScreen } from '../orders/testing.tsx';
import { CashSessionListPage } from './cash-session-list-page.tsx';
import { aSession } from './testing.ts';

const api = fakeApi();

beforeAll(() => i18n.loadNamespaces(['orders', 'products', 'imports']));
afterEach(() => {
  cleanup();
  for (const fn of Object.values(api)) fn.mockReset();
});

const SHOP_2 = '0b6f1c1e-6c1a-4f0e-9a4b-1f2d3c4b5a69';
const short = aSession();
const balanced = aSession({
  id: 's2',
  reference: 'Z-2026-0002',
  counted_cash: 30_000,
  report: { ...short.report, expected_cash: 30_000, difference: 0 },
});
const over = aSession({
  id: 's3',
  reference: 'Z-2026-0003',
  shop_id: SHOP_2,
  shop_name: 'Boutique Akwa',
  counted_cash: 30_500,
  report: { ...short.report, expected_cash: 30_000, difference: 500 },
});
const open = aSession({
  id: 's4',
  reference: 'Z-2026-0004',
  status: 'open',
  opened_by_name: 'Awa Diop',
  closed_by: null,
  closed_by_name: null,
  closed_at: null,
  closing_note: null,
  counted_cash: null,
  report: { ...short.report, expected_cash: 12_500, difference: null },
});
const MANAGER = ['orders.view', 'orders.export', 'orders.create'];

/** The API: the sessions (as filtered on status and shop), and the company's shops. */
function serve(sessions: CashSession[] = [open, over, balanced, short], shops = 2) {
  api.get.mockImplementation(async (path: string, options: { query?: ListQuery } = {}) => {
    const filter = options.query?.filter ?? {};
    if (path.endsWith('cash-sessions'))
      return ok(
        page(
          sessions.filter(
            (s) =>
              (!filter.status || s.status === filter.status) &&
              (!filter.shop_id || s.shop_id === filter.shop_id),
          ),
        ),
      );
    if (path.endsWith('shops'))
      return ok(
        page(
          [
            { id: 'shop-1', name: 'Boutique Plateau' },
            { id: SHOP_2, name: 'Boutique Akwa' },
          ].slice(0, shops),
        ),
      );
    throw new Error(`unexpected GET ${path}`);
  });
}
const listRequests = () =>
  api.get.mock.calls
    .filter(([path]) => String(path).endsWith('cash-sessions'))
    .map(([, options]) => options.query as ListQuery);
const rowOf = async (reference: string) =>
  (await screen.findByRole('row', { name: new RegExp(reference) })) as HTMLElement;
const render = (permissions = MANAGER, url = '/pos/sessions') =>
  renderScreen(url, permissions, [
    { path: '/pos/sessions', element: <CashSessionListPage /> },
    { path: '/pos/sessions/:id', element: <p>Session page</p> },
  ]);

describe('the cash sessions list', () => {
  it('says who opened and closed each session, the cash expected and counted, and the difference in colour', async () => {
    serve();
    render();

    const missing = await rowOf('Z-2026-0001');
    expect(within(missing).getByText('Boutique Plateau')).toBeTruthy();
    expect(within(missing).getByText('by Moussa Koné')).toBeTruthy();
    expect(within(missing).getByText('by Awa Diop')).toBeTruthy();
    expect(missing.textContent).toMatch(/FCFA.46,000/);
    expect(missing.textContent).toMatch(/FCFA.45,000/);
    const red = within(missing).getByText(/^Missing FCFA.1,000$/);
    expect(red.className).toContain('bg-palette-red');

    const right = within(await rowOf('Z-2026-0002')).getByText('Balanced');
    expect(right.className).toContain('bg-palette-green');
    const extra = await rowOf('Z-2026-0003');
    expect(within(extra).getByText('Boutique Akwa')).toBeTruthy();
    expect(within(extra).getByText(/^Extra FCFA.500$/).className).toContain('bg-palette-amber');

    // Still open: no closing, no count, no difference yet.
    const current = await rowOf('Z-2026-0004');
    expect(within(current).getAllByText('Open').length).toBeGreaterThan(0);
    expect(within(current).queryByText(/^by Awa Diop$/)).toBeTruthy();
    expect(within(current).queryByText(/Missing|Extra|Balanced/)).toBeNull();
    expect(current.textContent).toMatch(/FCFA.12,500/);

    expect(screen.getByRole('heading', { name: 'Cash sessions' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
    expect(listRequests()[0]).toEqual({ page: 1, per_page: 25, sort: '-opened_at' });
  });

  it('filters by status, shop and days through the address bar, and clears a filter that matches nothing', async () => {
    serve();
    const { router } = render();
    await rowOf('Z-2026-0004');

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'closed' } });
    await waitFor(() => expect(router.state.location.search).toBe('?status=closed'));
    await waitFor(() => expect(listRequests().at(-1)?.filter).toEqual({ status: 'closed' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Z-2026-0004/ })).toBeNull());

    fireEvent.change(await screen.findByLabelText('Shop'), { target: { value: SHOP_2 } });
    await waitFor(() => expect(listRequests().at(-1)?.filter).toEqual({ status: 'closed', shop_id: SHOP_2 }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Z-2026-0001/ })).toBeNull());
    expect(await rowOf('Z-2026-0003')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Opened until'), { target: { value: '2026-03-31' } });
    await waitFor(() =>
      expect(listRequests().at(-1)?.filter).toEqual({
        status: 'closed',
        shop_id: SHOP_2,
        // The whole 31st: up to the next local midnight.
        opened_to: new Date(2026, 3, 1).toISOString(),
      }),
    );

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'open' } });
    expect(await screen.findByText('No cash session matches these filters.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear the filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await rowOf('Z-2026-0001')).toBeTruthy();
  });

  it('offers no shop choice to a company of one shop, and opens a session from its row', async () => {
    serve([short], 1);
    const { router } = render();
    fireEvent.click(within(await rowOf('Z-2026-0001')).getByRole('button', { name: /Z-2026-0001/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pos/sessions/s1'));
    expect(screen.queryByLabelText('Shop')).toBeNull();
  });

  it('hides the export without orders.export, and the list without orders.view', async () => {
    serve();
    render(['orders.view']);
    await rowOf('Z-2026-0001');
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    cleanup();

    api.get.mockClear();
    render(['products.view']);
    expect((await screen.findByRole('alert')).textContent).toBe('You do not have access to cash sessions.');
    expect(listRequests()).toHaveLength(0);
  });

  it('says when there is no session yet, and retries a list that failed', async () => {
    serve([]);
    render();
    expect(await screen.findByText('No cash sessions yet')).toBeTruthy();
    cleanup();

    serve();
    const served = api.get.getMockImplementation()!;
    let failed = false;
    api.get.mockImplementation(async (path: string, options) => {
      if (!failed && path.endsWith('cash-sessions')) {
        failed = true;
        return failure(500, 'Le serveur est indisponible.');
      }
      return served(path, options);
    });
    render(['orders.view']);
    expect((await screen.findByRole('alert')).textContent).toContain('Le serveur est indisponible.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rowOf('Z-2026-0001')).toBeTruthy();
  });
});

describe('the cash sessions list on a phone', () => {
  const wide = { width: window.innerWidth, height: window.innerHeight };
  const resize = (width: number, height: number) => {
    Object.assign(window, { innerWidth: width, innerHeight: height });
    window.dispatchEvent(new Event('resize'));
  };
  beforeEach(() => resize(390, 844));
  afterEach(() => resize(wide.width, wide.height));

  it('keeps the status, shop and days behind one button that counts them; the export stays in sight', async () => {
    serve();
    const { router } = render(MANAGER, '/pos/sessions?status=closed&from=2026-03-01&to=2026-03-31');
    await rowOf('Z-2026-0001');
    for (const filter of ['Status', 'Shop', 'Opened from'])
      expect(screen.queryByLabelText(filter)).toBeNull();
    // the screen's one action: no "More" for it
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'More actions' })).toBeNull();

    // the two days count as one filter
    fireEvent.click(screen.getByRole('button', { name: 'Filters (2)' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    expect((within(sheet).getByLabelText('Status') as HTMLSelectElement).value).toBe('closed');
    fireEvent.change(await within(sheet).findByLabelText('Shop'), { target: { value: SHOP_2 } });
    await waitFor(() => expect(router.state.location.search).toContain(`shop=${SHOP_2}`));
    await waitFor(() => expect(listRequests().at(-1)?.filter).toMatchObject({ shop_id: SHOP_2 }));
    fireEvent.click(within(sheet).getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Filters (3)' })).toBeTruthy();
  });
});
