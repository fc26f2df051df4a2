import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { PageHeader } from './page-header.tsx';
import { Button } from './ui/button.tsx';

beforeAll(() => i18n.changeLanguage('en'));

const wide = { width: window.innerWidth, height: window.innerHeight };
const resize = (width: number, height: number) => {
  Object.assign(window, { innerWidth: width, innerHeight: height });
  window.dispatchEvent(new Event('resize'));
};
afterEach(() => {
  cleanup();
  resize(wide.width, wide.height);
});

function renderHeader({ canExport = true, onExport = () => {} } = {}) {
  render(
    <I18nextProvider i18n={i18n}>
      <PageHeader
        title="Orders"
        more={[
          canExport && (
            <Button key="export" variant="secondary" onClick={onExport}>
              Export CSV
            </Button>
          ),
          <Button key="sessions" variant="outline" href="/cash-sessions">
            Cash sessions
          </Button>,
        ]}
        actions={<Button href="/pos">New sale</Button>}
      />
    </I18nextProvider>,
  );
}

describe('the page header', () => {
  it('shows every action in one row from tablets up, the main one last', () => {
    resize(1280, 800);
    renderHeader();
    expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toBeTruthy();
    const names = [...document.querySelectorAll('a, button')].map((element) => element.textContent);
    expect(names).toEqual(['Export CSV', 'Cash sessions', 'New sale']);
    expect(screen.queryByRole('button', { name: 'More actions' })).toBeNull();
  });

  it('on a phone keeps the main action in sight and the others behind "More"', async () => {
    resize(390, 844);
    const onExport = vi.fn();
    renderHeader({ onExport });
    expect(screen.getByRole('link', { name: 'New sale' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Cash sessions' })).toBeNull();

    const more = screen.getByRole('button', { name: 'More actions' });
    // the visible word is part of the spoken name
    expect(more.textContent).toBe('More');
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Cash sessions' }).getAttribute('href')).toBe('/cash-sessions');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(onExport).toHaveBeenCalledOnce();
  });

  it('closes "More" on Escape, focus back on its button', async () => {
    resize(390, 844);
    renderHeader();
    const more = screen.getByRole('button', { name: 'More actions' });
    await userEvent.click(more);
    await screen.findByRole('button', { name: 'Export CSV' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull());
    expect(document.activeElement).toBe(more);
  });

  it('leaves out the actions a permission took away, and "More" when none is left to fold', () => {
    resize(390, 844);
    render(
      <I18nextProvider i18n={i18n}>
        <PageHeader title="Orders" more={[false, null]} actions={<Button href="/pos">New sale</Button>} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('link', { name: 'New sale' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'More actions' })).toBeNull();
  });

  it('names "More" in the user’s language', async () => {
    resize(390, 844);
    await i18n.changeLanguage('fr');
    try {
      renderHeader();
      expect(screen.getByRole('button', { name: 'Plus d’actions' }).textContent).toBe('Plus');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
