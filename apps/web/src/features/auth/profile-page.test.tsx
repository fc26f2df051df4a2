import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { profileQuery } from '../../app/profile.ts';
import { i18n, setLocale } from '../../i18n/i18n.ts';
import { fakeApi, fakeToasts } from '../../testing/fake-api.ts';
import { ProfilePage } from './profile-page.tsx';

const api = fakeApi();
const toasts = fakeToasts();

afterEach(async () => {
  cleanup();
  await setLocale('en');
});

const profile = {
  id: 'u1',
  name: 'Awa',
  email: 'awa@example.com',
  role: 'admin',
  locale: 'en',
  has_pin: false,
  permissions: [],
  company: { id: 'c1', name: 'Boutique', company_code: 'BOUT1' },
  subscription: null,
  shop_ids: [],
  scope: { company_id: 'c1', shop_id: null, all_company: true },
};

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(profileQuery.queryKey, profile);
  api.get.mockResolvedValue({ ok: true, status: 200, data: profile });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback="loading">
          <ProfilePage />
        </Suspense>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('ProfilePage details form', () => {
  it.each([
    ['es', 'Perfil guardado'],
    ['fr', 'Profil enregistré'],
  ])('confirms the save in the newly chosen language (%s)', async (locale, saved) => {
    api.put.mockResolvedValue({ ok: true, status: 200, data: {} });
    renderPage();

    fireEvent.change(await screen.findByRole('combobox', { name: 'Language' }), {
      target: { value: locale },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toasts.showSuccessToast).toHaveBeenCalledWith('profile-saved', saved));
    expect(api.put).toHaveBeenCalledWith('user', { name: 'Awa', locale });
    expect(i18n.language).toBe(locale);
  });
});
