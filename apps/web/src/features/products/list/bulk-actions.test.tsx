import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { fakeApi, fakeToasts } from '../../../testing/fake-api.ts';
import { BulkActions } from './bulk-actions.tsx';

const api = fakeApi();
fakeToasts();

beforeAll(async () => {
  await i18n.loadNamespaces('products');
  await i18n.changeLanguage('fr');
});
afterAll(() => i18n.changeLanguage('en'));
afterEach(() => {
  cleanup();
  api.get.mockReset();
  api.post.mockReset();
});

function renderBulk(
  ids: string[],
  canDelete = false,
  tags: { onScreen?: string[]; selected?: string[] } = {},
) {
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <BulkActions
          ids={ids}
          currency={{ alpha: 'XAF', precision: 0 }}
          canUpdate
          canDelete={canDelete}
          onDone={() => {}}
          tagsOnScreen={tags.onScreen ?? []}
          tagsOfSelected={tags.selected ?? []}
        />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('the bulk price dialog', () => {
  it('names the currency by its symbol in the amount labels (FCFA, not XAF)', async () => {
    renderBulk(['p1', 'p2']);
    fireEvent.click(screen.getByRole('button', { name: 'Modifier le prix' }));
    const kind = await screen.findByRole('combobox', { name: 'Modifier de' });
    expect(screen.getByRole('option', { name: 'Un montant (FCFA)' })).toBeTruthy();
    fireEvent.change(kind, { target: { value: 'amount' } });
    expect(await screen.findByLabelText(/^Montant \(FCFA\)/)).toBeTruthy();
  });
});

describe('bulk actions on one product (French: 0 and 1 are singular)', () => {
  it('speaks of one product, not “1 produits”', async () => {
    renderBulk(['p1'], true);
    fireEvent.click(screen.getByRole('button', { name: 'Changer le statut' }));
    expect(await screen.findByRole('dialog', { name: 'Changer le statut de 1 produit' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer 1 produit ?' });
    expect(dialog.textContent).toContain('1 produit sera supprimé.');
    expect(screen.getByRole('button', { name: 'Supprimer 1 produit' })).toBeTruthy();
  });

  it('keeps the plural from two products, in English too', async () => {
    const en = i18n.getFixedT('en', 'products');
    expect(en('bulk.title.delete', { count: 1 })).toBe('Delete 1 product?');
    expect(en('bulk.delete_text', { count: 1 })).toBe(
      '1 product will be deleted. Past orders keep their lines.',
    );
    expect(en('bulk.confirm_delete', { count: 2 })).toBe('Delete 2 products');
    expect(en('bulk.title.set_status', { count: 1 })).toBe('Set the status of 1 product');
    const es = i18n.getFixedT('es', 'products');
    await i18n.loadLanguages('es');
    expect(es('bulk.confirm_delete', { count: 1 })).toBe('Eliminar 1 producto');
    const fr = i18n.getFixedT('fr', 'products');
    expect(fr('bulk.done.delete', { count: 0 })).toBe('0 produit supprimé.');
    expect(fr('bulk.done.delete', { count: 2 })).toBe('2 produits supprimés.');
  });
});

describe('the bulk tags dialog: the product editor’s tag field', () => {
  const ok = <T,>(data: T) => ({ ok: true, status: 200, data, error: null });

  it('adds tags as chips, from the suggestions of the tags in use or typed with a comma', async () => {
    api.get.mockResolvedValue(
      ok({
        data: [
          { tag: 'wax', count: 3 },
          { tag: 'Été', count: 1 },
        ],
      }),
    );
    api.post.mockResolvedValue(ok({ data: { count: 2 } }));
    renderBulk(['p1', 'p2'], false, { onScreen: ['bazin'] });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter des étiquettes' }));
    const field = await screen.findByLabelText('Étiquettes');
    expect(api.get).not.toHaveBeenCalled();

    fireEvent.focus(field);
    const suggestions = await screen.findByRole('group', { name: 'Suggestions' });
    await waitFor(() =>
      expect(within(suggestions).getByRole('button', { name: 'Ajouter wax' })).toBeTruthy(),
    );
    expect(within(suggestions).getByRole('button', { name: 'Ajouter bazin' })).toBeTruthy();
    fireEvent.change(field, { target: { value: 'ete' } });
    expect(
      within(suggestions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['+Été']);
    fireEvent.click(within(suggestions).getByRole('button', { name: 'Ajouter Été' }));
    expect(screen.getByRole('button', { name: 'Retirer Été' })).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('');

    fireEvent.change(field, { target: { value: 'promo,' } });
    expect(screen.getByRole('button', { name: 'Retirer promo' })).toBeTruthy();
    fireEvent.change(field, { target: { value: 'soldes' } });
    fireEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(expect.stringMatching(/products\/bulk$/), {
        ids: ['p1', 'p2'],
        action: 'add_tags',
        tags: ['Été', 'promo', 'soldes'],
      }),
    );
  });

  it('offers to remove only the tags the selected products have', async () => {
    renderBulk(['p1'], false, { onScreen: ['bazin', 'promo', 'wax'], selected: ['promo'] });
    fireEvent.click(screen.getByRole('button', { name: 'Retirer des étiquettes' }));
    fireEvent.focus(await screen.findByLabelText('Étiquettes'));
    const suggestions = await screen.findByRole('group', { name: 'Suggestions' });
    expect(
      within(suggestions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['+promo']);
    expect(api.get).not.toHaveBeenCalled();
  });
});

describe('the bulk price change', () => {
  const ok = <T,>(data: T) => ({ ok: true, status: 200, data, error: null });

  it('tells how many compare-at prices the rise removed', async () => {
    const { showSuccessToast } = await import('../../../app/toasts.ts');
    api.post.mockResolvedValue(ok({ data: { count: 2, compare_at_cleared: 1 } }));
    renderBulk(['p1', 'p2']);
    fireEvent.click(screen.getByRole('button', { name: 'Modifier le prix' }));
    fireEvent.change(await screen.findByLabelText(/^Pourcentage/), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
    await waitFor(() =>
      expect(showSuccessToast).toHaveBeenCalledWith(
        'products-bulk',
        'Prix modifiés pour 2 produits. 1 prix barré a été retiré : le nouveau prix l’atteignait.',
      ),
    );
    expect(api.post.mock.calls[0]?.[1]).toMatchObject({ action: 'change_price', percent: '20' });
  });
});
