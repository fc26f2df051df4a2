import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { showErrorToast, showSuccessToast } from '../../app/toasts.ts';
import { markWorkSaved } from '../../app/unsaved-work.ts';
import type { ApiResult } from '../../lib/http/api-client.ts';

/** The server's refusals by field (`{ warehouse_id: ['…'] }`), shown under each field. */
export type FieldErrors = Record<string, string[]>;

/** A document line as the form holds it: the server's `lines.<index>.<field>` errors are about one. */
export interface DocumentLine {
  variant_id: string;
  quantity: number;
  /** its field holds something else than the quantity (e.g. "2,5") */
  invalid?: boolean;
}

const LINE_KEY = /^lines\.(\d+)(\..*)?$/;

/**
 * The server's errors as they stand for the lines now on the form: a line's errors follow it (by its
 * variant) to where it is now, while it is as it was sent; once it is changed or removed they go, and
 * a refusal from an earlier attempt no longer speaks of a line the user has since retyped. The other
 * fields' errors stay.
 */
export function currentLineErrors(
  errors: FieldErrors,
  sent: readonly DocumentLine[],
  lines: readonly DocumentLine[],
): FieldErrors {
  const current: FieldErrors = {};
  for (const [key, messages] of Object.entries(errors)) {
    const match = LINE_KEY.exec(key);
    if (!match) {
      current[key] = messages;
      continue;
    }
    const was = sent[Number(match[1])];
    const index = was ? lines.findIndex((line) => line.variant_id === was.variant_id) : -1;
    const now = lines[index];
    if (!was || !now || now.invalid || now.quantity !== was.quantity) continue;
    const at = `lines.${index}${match[2] ?? ''}`;
    current[at] = [...(current[at] ?? []), ...messages];
  }
  return current;
}

export interface StockDocumentSubmit<Saved> {
  /** the form's own checks (`transferProblems`…): while any remains, nothing is sent */
  problems?: readonly string[];
  /** the lines sent, when the document has some: their errors go once a line is changed (`errorsFor`) */
  lines?: readonly DocumentLine[];
  send: () => Promise<ApiResult<{ data: Saved }>>;
  onSaved: (saved: Saved) => unknown;
}

/**
 * The sending of a stock form (adjustment, count, transfer): its own checks first, then the request;
 * a refusal keeps the server's field errors for the fields, its message for the form and in the
 * `errorToastId` toast. A cancelled request (no error) changes nothing.
 */
export function useStockDocumentSubmit(errorToastId: string) {
  const [busy, setBusy] = useState(false);
  /** turned on by the first submit: the form's problems are shown from then on */
  const [showProblems, setShowProblems] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<readonly DocumentLine[] | null>(null);

  async function submit<Saved>({ problems = [], lines, send, onSaved }: StockDocumentSubmit<Saved>) {
    setShowProblems(true);
    if (problems.length > 0) return;
    setBusy(true);
    setErrors({});
    setFailure(null);
    setSent(lines ?? null);
    const result = await send();
    setBusy(false);
    if (!result.ok) {
      if (result.error) {
        setErrors(result.error.errors);
        setFailure(result.error.message);
        showErrorToast(errorToastId, result.error.message);
      }
      return;
    }
    await onSaved(result.data.data);
  }

  /** The errors for the form whose lines are now `lines` (see currentLineErrors). */
  const errorsFor = (lines: readonly DocumentLine[]): FieldErrors =>
    sent ? currentLineErrors(errors, sent, lines) : errors;

  return { busy, showProblems, errors, errorsFor, failure, submit };
}

export interface StockSaved {
  /** what the save changed, made stale before leaving */
  invalidate: readonly QueryKey[];
  toast: { id: string; message: string };
  /** where the user goes next */
  to: string;
  /** the form leaves the history (a new document's page takes the create form's place) */
  replace?: boolean;
}

/** After a stock form is saved: its lists refreshed, a success toast, the form settled, the next page. */
export function useLeaveAfterStockSave() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async ({ invalidate, toast, to, replace = false }: StockSaved) => {
    await Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    showSuccessToast(toast.id, toast.message);
    // The form now matches what is saved: the navigation below does not ask.
    markWorkSaved();
    navigate(to, { replace });
  };
}
