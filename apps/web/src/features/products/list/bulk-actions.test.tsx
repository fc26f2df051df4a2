import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { BulkActions } from './bulk-actions.tsx';

vi.mock('../../../app/api.ts', () => ({ api: { post: vi.fn() } }));

beforeAll(async () => {
  await i18n.loadNamespaces('products');
  await i18n.changeLanguage('fr');
});
afterAll(() => i18n.changeLanguage('en'));
afterEach(cleanup);

describe('the bulk price dialog', () => {
  it('names the currency by its symbol in the amount labels (FCFA, not XAF)', async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <BulkActions
            ids={['p1', 'p2']}
            currency={{ alpha: 'XAF', precision: 0 }}
            canUpdate
            canDelete={false}
            onDone={() => {}}
          />
        </QueryClientProvider>
      </I18nextProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Modifier le prix' }));
    const kind = await screen.findByRole('combobox', { name: 'Modifier de' });
    expect(screen.getByRole('option', { name: 'Un montant (FCFA)' })).toBeTruthy();
    fireEvent.change(kind, { target: { value: 'amount' } });
    expect(await screen.findByLabelText(/^Montant \(FCFA\)/)).toBeTruthy();
  });
});
