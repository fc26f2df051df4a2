import { type ComponentProps, type ReactNode, useId } from 'react';
import { cx } from './class-names.ts';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
}

/** A native checkbox with its label; the whole row is the 44 px touch target. */
export function Checkbox({ label, hint, error, className, id: givenId, ...input }: CheckboxProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={cx('flex flex-col', className)}>
      <label
        htmlFor={id}
        className="flex min-h-11 cursor-pointer items-center gap-3 text-fg pointer-fine:min-h-8"
      >
        <input
          id={id}
          type="checkbox"
          aria-describedby={cx(errorId, hintId) || undefined}
          aria-invalid={error ? true : undefined}
          {...input}
          className="size-5 shrink-0 cursor-pointer accent-primary disabled:cursor-not-allowed"
        />
        <span className="text-sm">{label}</span>
      </label>
      {hint && (
        <p id={hintId} className="ms-8 text-fg-muted text-sm">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="ms-8 text-danger-text text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
