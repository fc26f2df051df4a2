import type { ReactNode } from 'react';
import { cx } from './class-names.ts';

/**
 * A row's second line on phones: the values of its `hideOnPhone` columns, under the row's name. It is left
 * out from the `sm` width on, where those columns show (the same CSS breakpoint as the Table's).
 */
export function PhoneDetail({ children, className }: { children: ReactNode; className?: string }) {
  return <span className={cx('font-normal text-fg-muted text-xs sm:hidden', className)}>{children}</span>;
}
