import { cx } from './class-names.ts';

const sizeClass = {
  small: 'size-4',
  default: 'size-5',
  large: 'size-8',
} as const;

export type SpinnerSize = keyof typeof sizeClass;

export interface SpinnerProps {
  /** Read by screen readers; without it the spinner is decorative (its context says what loads). */
  label?: string | undefined;
  size?: SpinnerSize;
  className?: string;
}

export function Spinner({ label, size = 'default', className }: SpinnerProps) {
  const circle = (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      className={cx('shrink-0 motion-safe:animate-spin', sizeClass[size], className)}
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (!label) return circle;
  return (
    <span role="status" className="inline-flex items-center">
      {circle}
      <span className="sr-only">{label}</span>
    </span>
  );
}
