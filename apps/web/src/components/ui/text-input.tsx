import type { ComponentProps } from 'react';
import { cx } from './class-names.ts';
import { useFieldControl } from './field.tsx';

/** Shared by text inputs and selects: 44 px tall on touch screens, a 3:1 border, invalid in red. */
export const controlClassName =
  'block w-full rounded-md border border-control bg-surface px-3 text-base text-fg ' +
  'min-h-11 pointer-fine:min-h-10 pointer-fine:text-sm placeholder:text-fg-muted ' +
  'disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger-text';

export type TextInputProps = ComponentProps<'input'>;

/**
 * A text input. Inside a Field it takes the Field's id and aria attributes; alone it needs an
 * aria-label. Text is 16 px on touch screens so iOS does not zoom in on focus.
 */
export function TextInput({ className, type = 'text', ...props }: TextInputProps) {
  const field = useFieldControl();
  return <input type={type} {...field} {...props} className={cx(controlClassName, className)} />;
}
