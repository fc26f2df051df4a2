import type { ComponentProps } from 'react';
import { cx } from './class-names.ts';
import { useFieldControl } from './field.tsx';

/** Shared by text inputs and selects: 44 px tall on touch screens, a 3:1 border, invalid in red. */
export const controlClassName =
  'block w-full rounded-md border border-control bg-surface px-3 text-base text-fg ' +
  'min-h-11 pointer-fine:min-h-10 pointer-fine:text-sm placeholder:text-fg-muted ' +
  'disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger-text';

/** A width utility given by the caller ("w-32", "sm:w-40"); max-w-/min-w- do not count. */
const WIDTH_CLASS = /(^|\s)([\w-]+:)*w-[^\s]+/;

/**
 * The control's classes with the caller's: a caller's width replaces the full width (both would
 * set `width`, and Tailwind's stylesheet order, not the attribute's, would pick `w-full`).
 */
export function controlClasses(...extra: Array<string | false | null | undefined>): string {
  const own = cx(...extra);
  const base = WIDTH_CLASS.test(own) ? controlClassName.replace('w-full ', '') : controlClassName;
  return cx(base, own);
}

export type TextInputProps = ComponentProps<'input'>;

/**
 * A text input. Inside a Field it takes the Field's id and aria attributes; alone it needs an
 * aria-label. Text is 16 px on touch screens so iOS does not zoom in on focus.
 */
export function TextInput({ className, type = 'text', ...props }: TextInputProps) {
  const field = useFieldControl();
  return <input type={type} {...field} {...props} className={controlClasses(className)} />;
}
