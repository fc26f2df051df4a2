import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShopSwitcher } from './shop-switcher.tsx';
import { t } from './test-translate.ts';

afterEach(cleanup);

const shops = [
  { id: '1', name: 'Dakar Plateau' },
  { id: '2', name: 'Thiès Centre' },
];

describe('ShopSwitcher (SPEC §4 shop binding)', () => {
  it('offers All shops to a user allowed the all-company mode', async () => {
    const onChange = vi.fn();
    render(<ShopSwitcher t={t} shops={shops} value="1" allCompanyAllowed onChange={onChange} />);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Shop' }), 'All shops');

    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('hides All shops from other roles, who switch between their shops', async () => {
    const onChange = vi.fn();
    render(<ShopSwitcher t={t} shops={shops} value="1" allCompanyAllowed={false} onChange={onChange} />);

    expect(screen.queryByRole('option', { name: 'All shops' })).toBeNull();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Shop' }), 'Thiès Centre');

    expect(onChange).toHaveBeenCalledWith('2');
  });

  it('shows All shops as selected in the all-company mode', () => {
    render(<ShopSwitcher t={t} shops={shops} value={null} allCompanyAllowed onChange={() => {}} />);

    expect((screen.getByRole('option', { name: 'All shops' }) as HTMLOptionElement).selected).toBe(true);
  });

  it('says just "All" on a phone, where the header is narrow', () => {
    render(<ShopSwitcher t={t} shops={shops} value={null} allCompanyAllowed compact onChange={() => {}} />);

    expect((screen.getByRole('option', { name: 'All' }) as HTMLOptionElement).selected).toBe(true);
    expect(screen.queryByRole('option', { name: 'All shops' })).toBeNull();
  });
});
