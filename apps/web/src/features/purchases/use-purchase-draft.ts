import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../../app/toasts.ts';
import type { ApiResult } from '../../lib/http/api-client.ts';
import type { DraftErrors } from './purchase-draft.ts';
import { firstErrors, PURCHASE_NAMESPACES } from './purchase-ui.tsx';

/** What `purchaseBody` and `billBody` return: the request body, or the fields to fix first (message keys). */
type CheckedDraft = { ok: true; body: Record<string, unknown> } | { ok: false; errors: DraftErrors };

/**
 * A purchase order or a supplier bill being written: the draft, the messages under its fields, and
 * sending it. What the page does once saved (cache, toast, navigation) stays with the page.
 */
export function usePurchaseDraft<Draft extends { lines: object[] }>(initial: Draft | (() => Draft)) {
  const { t } = useTranslation(PURCHASE_NAMESPACES);
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [saving, setSaving] = useState(false);

  const setLine = (index: number, change: Partial<Draft['lines'][number]>) =>
    setDraft((current) => ({
      ...current,
      lines: current.lines.map((line, i) => (i === index ? { ...line, ...change } : line)),
    }));

  /**
   * Sends the checked draft; the saved record, or null with the messages under their fields (the
   * client's translated, else the server's 422 ones, toasted under `errorToastId`).
   */
  async function send<T>(
    checked: CheckedDraft,
    request: (body: Record<string, unknown>) => Promise<ApiResult<{ data: T }>>,
    errorToastId: string,
  ): Promise<T | null> {
    if (!checked.ok) {
      setErrors(
        Object.fromEntries(Object.entries(checked.errors).map(([key, message]) => [key, t(message)])),
      );
      return null;
    }
    setErrors({});
    setSaving(true);
    const result = await request(checked.body);
    setSaving(false);
    if (!result.ok) {
      if (result.error) {
        setErrors(firstErrors(result.error.errors));
        showErrorToast(errorToastId, result.error.message);
      }
      return null;
    }
    return result.data.data;
  }

  return {
    draft,
    setDraft,
    setLine,
    errorOf: (key: string): string | undefined => errors[key],
    saving,
    send,
  };
}
