import type { ListMeta } from '@comptoir/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { ListError } from './list-error.tsx';
import { ListPager } from './list-pager.tsx';

beforeAll(() => i18n.loadNamespaces(['purchases', 'expenses']));
afterEach(cleanup);

const meta = (current_page: number, last_page: number, total: number): ListMeta =>
  ({
    current_page,
    last_page,
    total,
    from: total ? 1 : null,
    to: total ? Math.min(25, total) : null,
  }) as ListMeta;

const inI18n = (node: React.ReactNode) => render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);

describe('the list pager', () => {
  it('says the range in the feature’s words and turns the page', () => {
    const onPage = vi.fn();
    inI18n(<ListPager ns="purchases" keys="common" meta={meta(1, 3, 60)} onPage={onPage} />);

    expect(screen.getByText('1–25 of 60')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('is not shown for an empty list, nor for a single page when asked', () => {
    const { container } = inI18n(
      <>
        <ListPager ns="purchases" keys="common" meta={meta(1, 1, 0)} onPage={() => {}} />
        <ListPager ns="expenses" hideSinglePage meta={meta(1, 1, 5)} onPage={() => {}} />
      </>,
    );
    expect(container.querySelector('nav')).toBeNull();
  });

  it('says a total the server only counted up to with a plus, and goes on past its last counted page', () => {
    const onPage = vi.fn();
    const floor = { ...meta(10, 10, 250), from: 226, to: 250, total_exact: false };
    inI18n(<ListPager ns="purchases" keys="common" meta={floor} onPage={onPage} />);

    expect(screen.getByText('226–250 of 250+')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(11);
  });

  it('stops at the last page of an exact total', () => {
    inI18n(
      <ListPager
        ns="purchases"
        keys="common"
        meta={{ ...meta(3, 3, 60), total_exact: true }}
        onPage={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
  });

  it('is shown for a single page unless asked to hide it', () => {
    inI18n(<ListPager ns="purchases" keys="common" meta={meta(1, 1, 5)} onPage={() => {}} />);
    expect(screen.getByRole('navigation')).toBeTruthy();
  });
});

describe('a list that failed to load', () => {
  it('shows the server’s message, else the feature’s fallback, and retries', () => {
    const onRetry = vi.fn();
    inI18n(<ListError ns="purchases" error={null} onRetry={onRetry} />);

    expect(screen.getByRole('alert').textContent).toContain('This could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
