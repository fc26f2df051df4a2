import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { Field } from '../ui/field.tsx';
import { Select } from '../ui/select.tsx';
import { ListFilters, PhoneFiltersSheet } from './phone-filters-sheet.tsx';

beforeAll(() => i18n.changeLanguage('en'));
afterEach(cleanup);

/** A list with one status filter held in state, as a list page holds it in the URL. */
function StatusFilter({ initial = '' }: { initial?: string }) {
  const [status, setStatus] = useState(initial);
  return (
    <Field label="Status">
      <Select
        value={status}
        onChange={(event) => setStatus(event.target.value)}
        placeholder="Any"
        options={[
          { value: 'paid', label: 'Paid' },
          { value: 'unpaid', label: 'Unpaid' },
        ]}
      />
    </Field>
  );
}

function Sheet({ count, withSort }: { count: number; withSort?: boolean }) {
  return (
    <I18nextProvider i18n={i18n}>
      <PhoneFiltersSheet count={count} withSort={withSort}>
        <StatusFilter />
      </PhoneFiltersSheet>
    </I18nextProvider>
  );
}

describe('the phone filters sheet', () => {
  it('counts the active filters on its button, and says just "Filters" when none is', () => {
    const { rerender } = render(<Sheet count={2} />);
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toBeTruthy();
    rerender(<Sheet count={0} />);
    expect(screen.getByRole('button', { name: 'Filters' })).toBeTruthy();
  });

  it('keeps the filters out of the page until the button opens them in a named dialog', async () => {
    render(<Sheet count={0} />);
    expect(screen.queryByLabelText('Status')).toBeNull();
    const opener = screen.getByRole('button', { name: 'Filters' });
    expect(opener.getAttribute('aria-haspopup')).toBe('dialog');
    expect(opener.getAttribute('aria-expanded')).toBe('false');

    await userEvent.click(opener);
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    expect(sheet.getAttribute('aria-modal')).toBe('true');
    await userEvent.selectOptions(within(sheet).getByLabelText('Status'), 'paid');
    expect((within(sheet).getByLabelText('Status') as HTMLSelectElement).value).toBe('paid');
  });

  it('"Show results" closes it and gives focus back to the button', async () => {
    render(<Sheet count={1} />);
    const opener = screen.getByRole('button', { name: 'Filters (1)' });
    await userEvent.click(opener);
    const sheet = await screen.findByRole('dialog');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closes on Escape and on its close button', async () => {
    render(<Sheet count={0} withSort />);
    const opener = screen.getByRole('button', { name: 'Filters' });
    await userEvent.click(opener);
    await screen.findByRole('dialog', { name: 'Filter and sort' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));

    await userEvent.click(opener);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('speaks the user’s language', async () => {
    await i18n.changeLanguage('fr');
    try {
      render(<Sheet count={3} withSort />);
      await userEvent.click(screen.getByRole('button', { name: 'Filtres (3)' }));
      const sheet = await screen.findByRole('dialog', { name: 'Filtrer et trier' });
      expect(within(sheet).getByRole('button', { name: 'Voir les résultats' })).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('a list’s filters', () => {
  const wide = { width: window.innerWidth, height: window.innerHeight };
  const resize = (width: number, height: number) => {
    Object.assign(window, { innerWidth: width, innerHeight: height });
    window.dispatchEvent(new Event('resize'));
  };
  afterEach(() => resize(wide.width, wide.height));

  const renderFilters = () =>
    render(
      <I18nextProvider i18n={i18n}>
        <ListFilters count={1} phoneExtra={<button type="button">Clear filters</button>}>
          <StatusFilter initial="paid" />
        </ListFilters>
      </I18nextProvider>,
    );

  it('stay in place from tablets up', () => {
    resize(1280, 800);
    renderFilters();
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('paid');
    expect(screen.queryByRole('button', { name: /^Filters/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('go behind the "Filters (n)" button on a phone, beside what the list adds there', async () => {
    resize(390, 844);
    renderFilters();
    expect(screen.queryByLabelText('Status')).toBeNull();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Filters (1)' }));
    const sheet = await screen.findByRole('dialog');
    expect((within(sheet).getByLabelText('Status') as HTMLSelectElement).value).toBe('paid');
  });
});
