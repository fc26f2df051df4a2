import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Table, type TableColumn } from './table.tsx';

afterEach(cleanup);

interface Product {
  id: string;
  title: string;
  price: string;
}

const products: Product[] = [
  { id: 'p1', title: 'Espresso', price: '2.00' },
  { id: 'p2', title: 'Croissant', price: '1.50' },
];

const columns: TableColumn<Product>[] = [
  { key: 'title', header: 'Title', cell: (p) => p.title, sortable: true },
  { key: 'price', header: 'Price', cell: (p) => p.price, sortable: true, align: 'end' },
];

describe('Table', () => {
  it('is named by its caption, with column headers and row headers', () => {
    render(<Table caption="Products" columns={columns} rows={products} rowKey={(p) => p.id} />);
    const table = screen.getByRole('table', { name: 'Products' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => [h.textContent, h.getAttribute('scope')])).toEqual([
      ['Title', 'col'],
      ['Price', 'col'],
    ]);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Espresso', 'Croissant']);
    expect(
      within(table)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2.00', '1.50']);
  });

  it('marks the sorted column with aria-sort and sorts the other way on a second press', async () => {
    const onSortChange = vi.fn();
    const { rerender } = render(
      <Table
        caption="Products"
        columns={columns}
        rows={products}
        rowKey={(p) => p.id}
        sort={{ key: 'title', direction: 'asc' }}
        onSortChange={onSortChange}
      />,
    );
    const [title, price] = screen.getAllByRole('columnheader');
    expect(title?.getAttribute('aria-sort')).toBe('ascending');
    expect(price?.hasAttribute('aria-sort')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Title' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'title', direction: 'desc' });
    await userEvent.click(screen.getByRole('button', { name: 'Price' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'price', direction: 'asc' });

    rerender(
      <Table
        caption="Products"
        columns={columns}
        rows={products}
        rowKey={(p) => p.id}
        sort={{ key: 'price', direction: 'desc' }}
        onSortChange={onSortChange}
      />,
    );
    expect(screen.getAllByRole('columnheader')[1]?.getAttribute('aria-sort')).toBe('descending');
  });

  it('shows no sort buttons without onSortChange', () => {
    render(<Table caption="Products" columns={columns} rows={products} rowKey={(p) => p.id} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('opens a row on a click anywhere in it, once', async () => {
    const onRowClick = vi.fn();
    render(
      <Table
        caption="Products"
        columns={columns}
        rows={products}
        rowKey={(p) => p.id}
        onRowClick={onRowClick}
      />,
    );
    await userEvent.click(screen.getByRole('cell', { name: '1.50' }));
    await userEvent.click(screen.getByRole('button', { name: 'Espresso' }));
    expect(onRowClick.mock.calls.map(([p]) => p.id)).toEqual(['p2', 'p1']);
  });

  it('opens a row from the keyboard through the row header button', async () => {
    const onRowClick = vi.fn();
    render(
      <Table
        caption="Products"
        columns={columns}
        rows={products}
        rowKey={(p) => p.id}
        onRowClick={onRowClick}
      />,
    );
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Croissant');
    await userEvent.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenCalledWith(products[1]);
  });

  it('with rowHref the row header is a real link: Enter or a click open the row, Ctrl-click is the browser’s', async () => {
    const onRowClick = vi.fn();
    render(
      <Table
        caption="Products"
        columns={columns}
        rows={products}
        rowKey={(p) => p.id}
        onRowClick={onRowClick}
        rowHref={(p) => `/products/${p.id}/edit`}
      />,
    );
    const croissant = screen.getByRole('link', { name: 'Croissant' });
    expect(croissant.getAttribute('href')).toBe('/products/p2/edit');
    expect(screen.queryByRole('button', { name: 'Croissant' })).toBeNull();

    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(croissant);
    await userEvent.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(products[1]);

    onRowClick.mockClear();
    const opened = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    croissant.dispatchEvent(opened);
    expect(opened.defaultPrevented).toBe(false);
    expect(onRowClick).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('cell', { name: '2.00' }));
    expect(onRowClick).toHaveBeenCalledWith(products[0]);
  });

  it('shows the empty content when there are no rows', () => {
    render(
      <Table
        caption="Products"
        columns={columns}
        rows={[]}
        rowKey={(p) => p.id}
        empty={<p>No products yet</p>}
      />,
    );
    expect(screen.getByRole('cell', { name: 'No products yet' }).getAttribute('colspan')).toBe('2');
  });

  it('can hide its caption visually but not from screen readers', () => {
    render(<Table caption="Products" captionHidden columns={columns} rows={products} rowKey={(p) => p.id} />);
    expect(screen.getByRole('table', { name: 'Products' }).querySelector('caption')?.className).toContain(
      'sr-only',
    );
  });

  it('leaves a column out on phones, header and cells, when told', () => {
    const narrow: TableColumn<Product>[] = [columns[0]!, { ...columns[1]!, hideOnPhone: true }];
    render(<Table caption="Products" columns={narrow} rows={products} rowKey={(p) => p.id} />);
    const hidden = screen.getAllByText(/Price|2\.00|1\.50/).map((cell) => cell.closest('th, td')!);
    expect(hidden).toHaveLength(3);
    for (const cell of hidden) expect(cell.className).toContain('hidden sm:table-cell');
    expect(screen.getByText('Title').closest('th')!.className).not.toContain('hidden');
    expect(screen.getByText('Espresso').closest('th')!.className).not.toContain('hidden');
  });
});
