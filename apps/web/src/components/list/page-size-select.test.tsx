import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageSizeSelect } from './page-size-select.tsx';

afterEach(cleanup);

describe('the rows-per-page choice', () => {
  it('is as wide as its choices with room for the arrow, not a fixed w-20 the arrow covers', () => {
    render(
      <PageSizeSelect label="Rows per page" value={25} choices={[10, 25, 50, 100]} onChange={() => {}} />,
    );
    const classes = screen.getByRole('combobox', { name: 'Rows per page' }).className.split(' ');
    expect(classes).toContain('pe-8');
    expect(classes).toContain('w-auto');
    expect(classes).not.toContain('w-20');
    // Not the whole pager row either.
    expect(classes).not.toContain('w-full');
  });

  it('says the choices and hands on the one picked as a number', () => {
    const onChange = vi.fn();
    render(
      <PageSizeSelect label="Rows per page" value={25} choices={[10, 25, 50, 100]} onChange={onChange} />,
    );
    const select = screen.getByRole('combobox', { name: 'Rows per page' }) as HTMLSelectElement;
    expect(select.value).toBe('25');
    expect([...select.options].map((option) => option.textContent)).toEqual(['10', '25', '50', '100']);
    fireEvent.change(select, { target: { value: '100' } });
    expect(onChange).toHaveBeenCalledWith(100);
  });
});
