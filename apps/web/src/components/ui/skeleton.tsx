import { cx } from './class-names.ts';

export interface SkeletonProps {
  /** What is loading, for screen readers, a translated text such as "Loading products". */
  label: string;
  /** How many placeholder lines to draw. */
  lines?: number;
  className?: string;
}

const widths = ['w-full', 'w-11/12', 'w-4/5', 'w-2/3'] as const;

/**
 * The loading state of a list or card: grey bars where the content will be. A status announces
 * what loads; the bars are hidden from screen readers. The pulse stops under reduced motion.
 * (No aria-busy here: on a live region it would hold back the announcement.)
 */
export function Skeleton({ label, lines = 3, className }: SkeletonProps) {
  return (
    <div role="status" className={cx('flex flex-col gap-2', className)}>
      {Array.from({ length: lines }, (_, line) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: the bars are identical and never reorder.
          key={line}
          aria-hidden="true"
          className={cx(
            'h-4 rounded bg-surface-muted motion-safe:animate-pulse',
            widths[line % widths.length],
          )}
        />
      ))}
      <span className="sr-only">{label}</span>
    </div>
  );
}
