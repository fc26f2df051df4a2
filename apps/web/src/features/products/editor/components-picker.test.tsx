import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { fakeApi } from '../../../testing/fake-api.ts';
import { ComponentsPicker } from './components-picker.tsx';
import type { ComponentLine } from './product-draft.ts';

const api = fakeApi();

beforeAll(() => i18n.loadNamespaces('products'));
afterEach(() => {
  cleanup();
  for (const fn of Object.values(api)) fn.mockReset();
});

const variant = (id: string, productTitle: string, sku: string) => ({
  id,
  title: 'Default Title',
  sku,
  product: { id: `p-${id}`, title: productTitle, type: 'physical_goods' },
});

/** The picker with its lines kept as the product form keeps them. */
function Harness({ ownVariantIds }: { ownVariantIds: string[] }) {
  const [lines, setLines] = useState<ComponentLine[]>([]);
  return (
    <>
      <ComponentsPicker lines={lines} onChange={setLines} ownVariantIds={ownVariantIds} errors={{}} />
      <output>{lines.map((line) => `${line.component_variant_id}×${line.quantity}`).join(' ')}</output>
    </>
  );
}

function renderPicker(ownVariantIds: string[] = []) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Harness ownVariantIds={ownVariantIds} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('the components of a bundle or menu', () => {
  it('asks only for products that keep their own stock, leaves the product’s own variants out, and adds lines', async () => {
    api.get.mockResolvedValue({
      ok: true,
      status: 200,
      data: { data: [variant('v1', 'Frites', 'FRI'), variant('own', 'Menu', 'MEN')], meta: {} },
      error: null,
    });
    renderPicker(['own']);
    expect(screen.getByText('No components yet.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Find a product to add'), { target: { value: ' fri ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));

    const results = await screen.findByRole('list', { name: 'Products found' });
    expect(await within(results).findByText('Frites — FRI')).toBeTruthy();
    expect(within(results).queryByText(/MEN/)).toBeNull();
    expect(api.get).toHaveBeenCalledWith(
      expect.stringMatching(/product-variants$/),
      expect.objectContaining({
        query: expect.objectContaining({
          search: 'fri',
          'filter[product_type]': 'physical_goods,digital_goods,services',
        }),
      }),
    );

    fireEvent.click(within(results).getByRole('button', { name: 'Add' }));
    fireEvent.click(within(results).getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('status').textContent).toBe('v1×1');
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '3' } });
    expect(screen.getByRole('status').textContent).toBe('v1×3');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Frites — FRI' }));
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
