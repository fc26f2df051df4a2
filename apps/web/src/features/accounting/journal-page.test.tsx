import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { ok, renderScreen } from '../orders/testing.tsx';
import { JournalPage } from './journal-page.tsx';

const api = fakeApi();

beforeAll(() => i18n.loadNamespaces(['accounting']));
afterEach(() => {
  cleanup();
  for (const fn of Object.values(api)) fn.mockReset();
});

/** The journal's pages as the server answers them: `total_exact` false when it counted only so far. */
function serve(total: number, totalExact: boolean) {
  api.get.mockImplementation(async (path: string, options: { query?: { page?: number } } = {}) => {
    if (!path.endsWith('journal-entries')) throw new Error(`unexpected GET ${path}`);
    const current = options.query?.page ?? 1;
    const lastPage = Math.ceil(total / 25);
    // No rows: only the pager is looked at.
    return ok({
      data: [],
      meta: {
        current_page: current,
        per_page: 25,
        total,
        last_page: lastPage,
        from: (current - 1) * 25 + 1,
        to: current * 25,
        total_exact: totalExact,
      },
    });
  });
}

const render = (url: string) =>
  renderScreen(url, ['accounting.view'], [{ path: '/accounting/journal', element: <JournalPage /> }]);

describe('the journal pager', () => {
  it('says a total the server only counted up to with a plus', async () => {
    serve(250, false);
    render('/accounting/journal?page=10');

    expect(await screen.findByText('Page 10 of 10+')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 11 of 10+')).toBeTruthy();
    expect(api.get).toHaveBeenLastCalledWith(
      expect.stringMatching(/journal-entries$/),
      expect.objectContaining({ query: expect.objectContaining({ page: 11 }) }),
    );
  });

  it('stops at the last page of an exact total', async () => {
    serve(250, true);
    render('/accounting/journal?page=10');

    expect(await screen.findByText('Page 10 of 10')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Page 9 of 10')).toBeTruthy();
  });
});
