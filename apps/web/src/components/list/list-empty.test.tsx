import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateRangeFields } from './date-range-fields.tsx';
import { ListEmpty } from './list-empty.tsx';

afterEach(cleanup);

const words = { noMatch: 'No payment matches', clearLabel: 'Clear filters', empty: 'No payments yet' };

describe('an empty list page', () => {
  it('offers to clear a search or filter that matched nothing', () => {
    const onClear = vi.fn();
    render(<ListEmpty filtered {...words} emptyText="They appear here." onClear={onClear} />);
    expect(screen.getByRole('heading', { name: 'No payment matches' })).toBeTruthy();
    expect(screen.queryByText('They appear here.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalledOnce();
  });

  it('says there is nothing yet when nothing narrows it', () => {
    render(<ListEmpty filtered={false} {...words} emptyText="They appear here." onClear={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'No payments yet' })).toBeTruthy();
    expect(screen.getByText('They appear here.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('a list’s day range', () => {
  it('changes one bound at a time and keeps "to" from going before "from"', () => {
    const onChange = vi.fn();
    render(<DateRangeFields from="2026-03-01" to="" fromLabel="From" toLabel="To" onChange={onChange} />);
    const from = screen.getByLabelText('From') as HTMLInputElement;
    const to = screen.getByLabelText('To') as HTMLInputElement;
    expect(from.value).toBe('2026-03-01');
    expect(to.min).toBe('2026-03-01');
    expect(from.max).toBe('');
    fireEvent.change(to, { target: { value: '2026-03-31' } });
    expect(onChange).toHaveBeenCalledWith({ to: '2026-03-31' });
  });
});
