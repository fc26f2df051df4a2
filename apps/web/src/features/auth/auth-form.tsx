import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The heading and optional intro of a sign-in card. */
export function AuthHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-5 flex flex-col gap-1">
      <h1 className="font-semibold text-2xl text-fg">{title}</h1>
      {children && <p className="text-fg-muted text-sm">{children}</p>}
    </div>
  );
}

/** A line under the form leading to another sign-in screen. */
export function AuthSwitch({ text, to, label }: { text?: string; to: string; label: string }) {
  return (
    <p className="mt-5 text-center text-fg-muted text-sm">
      {text ? `${text} ` : null}
      <Link to={to} className="font-medium text-primary-text underline underline-offset-2">
        {label}
      </Link>
    </p>
  );
}

/** The string value of a form field, trimmed unless it is a secret. */
export function formValue(form: FormData, name: string, { trim = true } = {}) {
  const value = String(form.get(name) ?? '');
  return trim ? value.trim() : value;
}
