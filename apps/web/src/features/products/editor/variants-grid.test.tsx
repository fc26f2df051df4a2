import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { moneyCurrency } from '../shared/money-text.ts';
import { emptyRow, type VariantRow } from './variant-rows.ts';
import { VariantsGrid } from './variants-grid.tsx';

beforeAll(() => i18n.loadNamespaces('products'));
afterEach(cleanup);

const row = (title: string, sku: string): VariantRow => ({ ...emptyRow([title, null, null], title), sku });

function renderGrid(rows: VariantRow[], errors: Record<string, string[]>) {
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <VariantsGrid
          rows={rows}
          onChange={() => {}}
          currency={moneyCurrency('XAF')}
          showCost={false}
          tracksStock={false}
          productId={undefined}
          errors={errors}
        />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

/** The error text under a variant's SKU field, read through its aria-describedby. */
const skuError = (variant: string) => {
  const input = within(screen.getByRole('group', { name: variant })).getByLabelText('SKU');
  const id = input.getAttribute('aria-describedby') ?? '';
  return id ? document.getElementById(id.split(' ')[0]!)?.textContent : undefined;
};

describe('the variants grid’s field errors', () => {
  it('shows only the form’s duplicate-SKU message when the server also flagged the field', () => {
    // Arrange
    const rows = [row('S', 'TEE-1'), row('M', 'TEE-1')];

    // Act
    renderGrid(rows, { 'variants.0.sku': ['This SKU is taken.'] });

    // Assert
    expect(skuError('S')).toBe('This SKU is used by another variant.');
    expect(screen.queryByText(/This SKU is taken/)).toBeNull();
  });

  it('shows the server’s message when the form has none', () => {
    // Arrange
    const rows = [row('S', 'TEE-1'), row('M', 'TEE-2')];

    // Act
    renderGrid(rows, { 'variants.1.sku': ['This SKU is taken.'] });

    // Assert
    expect(skuError('M')).toBe('This SKU is taken.');
    expect(skuError('S')).toBeUndefined();
  });
});
