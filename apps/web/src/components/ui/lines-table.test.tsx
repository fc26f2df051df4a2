import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LinesTable } from './lines-table.tsx';

afterEach(cleanup);

describe('a document’s lines table', () => {
  it('is a scrollable region and a table both named by its caption, with a header per column', () => {
    render(
      <LinesTable caption="Transfer lines" columns={['Product', 'Shipped', 'Received']}>
        <tr>
          <th scope="row">Cement</th>
          <td>4</td>
          <td>3</td>
        </tr>
      </LinesTable>,
    );

    const region = screen.getByRole('region', { name: 'Transfer lines' });
    const table = within(region).getByRole('table', { name: 'Transfer lines' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Product', 'Shipped', 'Received']);
    expect(within(table).getByRole('rowheader', { name: 'Cement' })).toBeTruthy();
  });

  it('puts the totals in a footer only when given', () => {
    const { container, rerender } = render(
      <LinesTable caption="Bill lines" columns={['Item', 'Amount']}>
        {null}
      </LinesTable>,
    );
    expect(container.querySelector('tfoot')).toBeNull();

    rerender(
      <LinesTable
        caption="Bill lines"
        columns={['Item', 'Amount']}
        footer={
          <tr>
            <th scope="row">Total</th>
            <td>90.00</td>
          </tr>
        }
      >
        {null}
      </LinesTable>,
    );
    expect(container.querySelector('tfoot')?.textContent).toBe('Total90.00');
  });
});
