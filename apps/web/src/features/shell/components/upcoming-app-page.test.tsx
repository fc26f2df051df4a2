import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { APP_CATALOGUE } from '../apps.ts';
import { UPCOMING_APPS, upcomingEntries } from '../upcoming-apps.ts';
import { UpcomingAppPage } from './upcoming-app-page.tsx';

beforeAll(async () => {
  await i18n.changeLanguage('fr');
  await i18n.loadNamespaces(['shell']);
});
afterAll(() => i18n.changeLanguage('en'));

afterEach(cleanup);

function openAt(path: string) {
  const routes = upcomingEntries().map((entry) => ({
    path: entry.path,
    handle: { upcomingApp: entry.key },
    Component: UpcomingAppPage,
  }));
  const router = createMemoryRouter([...routes, { path: '/dashboard', element: <p>Tableau</p> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
}

describe('an app of the menu without screens yet', () => {
  it('says so in the user’s language with the way back, instead of bouncing to the dashboard', async () => {
    openAt('/whatsapp');

    expect(await screen.findByRole('heading', { level: 1, name: 'WhatsApp' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'WhatsApp n’est pas encore disponible' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour au tableau de bord' }).getAttribute('href')).toBe(
      '/dashboard',
    );
  });

  it('names the app its route is for', async () => {
    openAt('/domains');

    expect(await screen.findByRole('heading', { level: 1, name: 'Domaines' })).toBeTruthy();
  });

  it('covers only apps of the catalogue, each at its menu path', () => {
    expect(upcomingEntries().map((entry) => entry.key)).toEqual([...UPCOMING_APPS]);
    for (const entry of upcomingEntries()) {
      expect(APP_CATALOGUE).toContain(entry);
    }
  });
});
