import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { LanguageSwitcher, type Translate, useI18n } from './i18n/index.tsx';
import { ApiError } from './lib/api.ts';

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className="page">
      <header className="topbar">
        <span className="brand">{t('app.name')}</span>
        <LanguageSwitcher />
      </header>
      <main className="content">{children}</main>
    </div>
  );
}

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: string;
  errors?: string[] | undefined;
}

/** A labelled input with its hint and the server's field errors, linked for screen readers. */
export function Field({ label, hint, errors, ...input }: FieldProps) {
  const id = useId();
  const described = [hint && `${id}-hint`, errors?.length && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
      />
      {hint && (
        <small id={`${id}-hint`} className="hint">
          {hint}
        </small>
      )}
      {errors?.length ? (
        <small id={`${id}-error`} className="field-error">
          {errors.join(' ')}
        </small>
      ) : null}
    </div>
  );
}

/** The text shown for a failed call: the server's message, else a generic one. */
export function errorText(error: unknown, t: Translate): string {
  if (error instanceof ApiError) {
    if (error.message) return error.message;
    if (error.status === 0) return t('common.network_error');
  }
  return t('common.generic_error');
}

export function Alert({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="alert" role="alert">
      {children}
    </p>
  );
}
