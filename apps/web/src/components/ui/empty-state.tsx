import type { ReactNode } from 'react';
import { cx } from './class-names.ts';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** A decorative picture; it is hidden from screen readers. */
  icon?: ReactNode;
  /** Usually a Button that creates the first item. */
  action?: ReactNode;
  /** The heading level that fits the page outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** What a list shows when it has nothing yet, with the way to add the first item. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx('flex flex-col items-center gap-3 px-4 py-10 text-center', className)}>
      {icon && (
        <div aria-hidden="true" className="text-fg-muted [&_svg]:size-12">
          {icon}
        </div>
      )}
      <Heading className="font-semibold text-base text-fg">{title}</Heading>
      {description && <p className="max-w-prose text-fg-muted text-sm">{description}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
