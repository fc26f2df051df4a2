import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { fakeApi } from '../../../testing/fake-api.ts';
import { readListParams } from './list-params.ts';
import { ProductFilters } from './product-filters.tsx';

const api = fakeApi();

beforeAll(() => i18n.loadNamespaces('products'));
afterEach(async () => {
  cleanup();
  api.get.mockReset();
  await i18n.changeLanguage('en');
});

describe('the product filters in French', () => {
  it('agree "Toutes" with the collection and "Tous" with the others', async () => {
    api.get.mockResolvedValue({ ok: true, status: 200, data: { data: [] }, error: null });
    await i18n.changeLanguage('fr');
    await i18n.loadNamespaces('products');
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <ProductFilters
            state={readListParams(new URLSearchParams())}
            onChange={() => {}}
            canSeeSuppliers
            canSeeCollections
          />
        </QueryClientProvider>
      </I18nextProvider>,
    );
    const first = (label: string) =>
      (screen.getByLabelText(label) as HTMLSelectElement).options[0]?.textContent;
    expect(first('Collection')).toBe('Toutes');
    expect(first('Statut')).toBe('Tous');
    expect(first('Fournisseur')).toBe('Tous');
  });
});
