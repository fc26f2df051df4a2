import type { ComponentProps } from 'react';
import { cx } from './class-names.ts';
import { useFieldControl } from './field.tsx';

/** A multi-line text input; inside a Field it takes the Field's id and aria attributes, like TextInput. */
export function TextArea({ className, rows = 3, ...props }: ComponentProps<'textarea'>) {
  const field = useFieldControl();
  return (
    <textarea
      rows={rows}
      {...field}
      {...props}
      className={cx(
        'block w-full rounded-md border border-control bg-surface px-3 py-2 text-base text-fg',
        'pointer-fine:text-sm placeholder:text-fg-muted aria-invalid:border-danger-text',
        'disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
    />
  );
}
