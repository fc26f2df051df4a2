import type { ReactNode } from 'react';
import { ScrollArea } from './scroll-area.tsx';

export interface LinesTableProps {
  /** Names the scrolling region and, for screen readers, the table. */
  caption: string;
  /** Header texts: the first names the line (start-aligned), the others are figures (end-aligned). */
  columns: readonly string[];
  /** The <tr>s of the body. */
  children: ReactNode;
  /** The <tr>s of a footer (totals), when there is one. */
  footer?: ReactNode;
}

/**
 * A document's lines (a count, a transfer, a purchase order, a bill) in a hand-built table whose
 * rows hold inputs or extra notes the generic Table does not; it scrolls sideways on a phone.
 */
export function LinesTable({ caption, columns, children, footer }: LinesTableProps) {
  return (
    <ScrollArea label={caption}>
      <div className="rounded-lg border border-line bg-surface">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-surface-muted">
            <tr>
              {columns.map((column, index) => (
                <th
                  key={column}
                  scope="col"
                  className={
                    index === 0 ? 'px-3 py-2 text-start font-medium' : 'px-3 py-2 text-end font-medium'
                  }
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
          {footer && <tfoot>{footer}</tfoot>}
        </table>
      </div>
    </ScrollArea>
  );
}
