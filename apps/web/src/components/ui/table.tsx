import type { MouseEvent, ReactNode } from 'react';
import { cx } from './class-names.ts';

export type SortDirection = 'asc' | 'desc';

export interface TableSort {
  key: string;
  direction: SortDirection;
}

export interface TableColumn<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  sortable?: boolean;
  align?: 'start' | 'end';
  /** This column names the row (a <th scope="row">); defaults to the first column. */
  rowHeader?: boolean;
  /** Left out below the `sm` width, when another column already shows its value on phones. */
  hideOnPhone?: boolean;
}

export interface TableProps<Row> {
  caption: ReactNode;
  /** Keeps the caption for screen readers only, when a heading above already says it. */
  captionHidden?: boolean;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  sort?: TableSort | undefined;
  onSortChange?: (sort: TableSort) => void;
  /** Opens a row. Keyboard users reach it through a button in the row header cell. */
  onRowClick?: (row: Row) => void;
  /**
   * The address a row opens, when it has one: the row header is then a real link (open in a new
   * tab, copy the link, Ctrl-click), and a plain click on it still goes through `onRowClick`.
   */
  rowHref?: (row: Row) => string;
  /** Shown in place of the rows when there are none, e.g. an EmptyState. */
  empty?: ReactNode;
  className?: string;
}

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;
const interactive = 'a, button, input, select, textarea, label, [role="button"]';
const phoneHidden = 'hidden sm:table-cell';

export function Table<Row>({
  caption,
  captionHidden,
  columns,
  rows,
  rowKey,
  sort,
  onSortChange,
  onRowClick,
  rowHref,
  empty,
  className,
}: TableProps<Row>) {
  const headerKey = (columns.find((column) => column.rowHeader) ?? columns[0])?.key;

  function rowClick(row: Row, event: MouseEvent<HTMLTableRowElement>) {
    // Clicks on the row's own controls (including the row header button) act on their own.
    if ((event.target as Element).closest(interactive)) return;
    onRowClick?.(row);
  }

  return (
    // relative: the visually hidden headers (absolute) stay inside the box instead of widening the page.
    <div className={cx('scroll-shadow-x relative overflow-x-auto rounded-lg border border-line', className)}>
      <table className="w-full border-collapse text-fg text-sm">
        <caption className={cx(captionHidden ? 'sr-only' : 'p-3 text-start font-semibold text-base')}>
          {caption}
        </caption>
        <thead className="bg-surface-muted">
          <tr>
            {columns.map((column) => {
              const sorted = sort?.key === column.key ? sort.direction : undefined;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={sorted ? ariaSort[sorted] : undefined}
                  className={cx(
                    'px-3 py-2 font-medium',
                    column.align === 'end' ? 'text-end' : 'text-start',
                    column.hideOnPhone && phoneHidden,
                  )}
                >
                  {column.sortable && onSortChange ? (
                    <button
                      type="button"
                      onClick={() =>
                        onSortChange({ key: column.key, direction: sorted === 'asc' ? 'desc' : 'asc' })
                      }
                      className="-mx-2 inline-flex min-h-11 items-center gap-1 rounded px-2 hover:bg-line pointer-fine:min-h-8"
                    >
                      {column.header}
                      <SortIcon direction={sorted} />
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && empty ? (
            <tr>
              <td colSpan={columns.length}>{empty}</td>
            </tr>
          ) : (
            rows.map((row) => (
              // A mouse convenience: keyboards and screen readers use the row header button.
              <tr
                key={rowKey(row)}
                onClick={onRowClick ? (event) => rowClick(row, event) : undefined}
                className={cx('border-line border-t', onRowClick && 'cursor-pointer hover:bg-surface-muted')}
              >
                {columns.map((column) => {
                  const placement = cx(
                    column.align === 'end' ? 'text-end' : 'text-start',
                    column.hideOnPhone && phoneHidden,
                  );
                  if (column.key !== headerKey) {
                    return (
                      <td key={column.key} className={cx('px-3 py-2', placement)}>
                        {column.cell(row)}
                      </td>
                    );
                  }
                  return (
                    <th key={column.key} scope="row" className={cx('px-3 py-2 font-medium', placement)}>
                      {onRowClick && rowHref ? (
                        <a
                          href={rowHref(row)}
                          onClick={(event) => {
                            // Modified clicks (new tab, new window) are the browser's.
                            if (
                              event.button !== 0 ||
                              event.metaKey ||
                              event.ctrlKey ||
                              event.shiftKey ||
                              event.altKey
                            )
                              return;
                            event.preventDefault();
                            onRowClick(row);
                          }}
                          className="inline-flex min-h-11 items-center text-start hover:underline pointer-fine:min-h-8"
                        >
                          {column.cell(row)}
                        </a>
                      ) : onRowClick ? (
                        <button
                          type="button"
                          onClick={() => onRowClick(row)}
                          className="min-h-11 text-start hover:underline pointer-fine:min-h-8"
                        >
                          {column.cell(row)}
                        </button>
                      ) : (
                        column.cell(row)
                      )}
                    </th>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

function SortIcon({ direction }: { direction: SortDirection | undefined }) {
  const path =
    direction === 'asc'
      ? 'M10 6l4 5H6z'
      : direction === 'desc'
        ? 'M10 14l-4-5h8z'
        : 'M10 4l3 4H7zm0 12l-3-4h6z';
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0 text-fg-muted" fill="currentColor">
      <path d={path} />
    </svg>
  );
}
