import { createContext, type ReactNode, useContext, useId } from 'react';
import { cx } from './class-names.ts';

/** What a control inside a Field needs to be labelled, described and marked invalid. */
export interface FieldControl {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  required: boolean | undefined;
}

const FieldContext = createContext<FieldControl | null>(null);

/** The props of the Field around a control, or null outside a Field. */
export function useFieldControl(): FieldControl | null {
  return useContext(FieldContext);
}

export interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** One message or several (the server's field errors); empty means valid. */
  error?: string | readonly string[] | undefined;
  required?: boolean;
  className?: string;
  /** One TextInput, Select or similar control; it picks up the id and aria attributes. */
  children: ReactNode;
}

/** A label, the control, a hint and the error, linked with aria-describedby and aria-invalid. */
export function Field({ label, hint, error, required, className, children }: FieldProps) {
  const id = useId();
  const errors = typeof error === 'string' ? [error] : (error ?? []);
  const messages = errors.filter(Boolean);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = messages.length ? `${id}-error` : undefined;
  const control: FieldControl = {
    id,
    'aria-describedby': cx(errorId, hintId) || undefined,
    'aria-invalid': messages.length ? true : undefined,
    required,
  };

  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="font-medium text-fg text-sm">
        {label}
        {required && (
          <span aria-hidden="true" className="ms-0.5 text-danger-text">
            *
          </span>
        )}
      </label>
      <FieldContext.Provider value={control}>{children}</FieldContext.Provider>
      {hint && (
        <p id={hintId} className="text-fg-muted text-sm">
          {hint}
        </p>
      )}
      {errorId && (
        <p id={errorId} className="text-danger-text text-sm">
          {messages.join(' ')}
        </p>
      )}
    </div>
  );
}
