import type { ReactNode } from 'react';
import { cx } from './class-names.ts';

/**
 * A row's second line on phones: the values of its `hideOnPhone` columns, under the row's name. It is left
 * out from the `sm` width on, where those columns show (the same CSS breakpoint as the Table's).
 */
export function PhoneDetail({ children, className }: { children: ReactNode; className?: string }) {
  return <span className={cx('font-normal text-fg-muted text-xs sm:hidden', className)}>{children}</span>;
}

/** A list's row header: its name, and under it on phones what the columns left out there say. */
export function NameWithDetail({
  name,
  children,
  className,
}: {
  name: ReactNode;
  /** the phone line (PhoneDetail) */
  children: ReactNode;
  /** the phone line's own layout, e.g. several lines */
  className?: string;
}) {
  return (
    <span className="flex flex-col">
      {name}
      <PhoneDetail className={className}>{children}</PhoneDetail>
    </span>
  );
}

/** The parts of a phone line that have a value, joined by " · ". */
export const detailLine = (...parts: (string | null | undefined | false)[]): string =>
  parts.filter(Boolean).join(' · ');
