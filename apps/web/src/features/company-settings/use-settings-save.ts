import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { dismissToast, showErrorToast, showSuccessToast } from '../../app/toasts.ts';
import { ApiRequestError } from '../../lib/http/api-client.ts';

export type FieldErrors = Record<string, string[]>;

/**
 * Saving one settings form: the request with its pending state, the server's 422 messages per
 * field, a success toast, and the server's message as an error toast otherwise. The `company` path
 * in the mutation's meta makes every company query stale once it succeeds.
 */
export function useSettingsSave<Body, Result>(options: {
  save: (body: Body) => Promise<Result>;
  toastId: string;
  savedMessage: string;
  failedMessage: string;
  onSaved?: (result: Result) => void;
}) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const mutation = useMutation({ mutationFn: options.save, meta: { path: 'company' } });

  async function submit(body: Body): Promise<boolean> {
    setErrors({});
    try {
      const result = await mutation.mutateAsync(body);
      dismissToast(`${options.toastId}-error`);
      showSuccessToast(`${options.toastId}-saved`, options.savedMessage);
      options.onSaved?.(result);
      return true;
    } catch (error) {
      if (error instanceof ApiRequestError && error.result.error) {
        setErrors(error.result.error.errors);
        showErrorToast(`${options.toastId}-error`, error.result.error.message);
      } else showErrorToast(`${options.toastId}-error`, options.failedMessage);
      return false;
    }
  }

  return { errors, setErrors, submit, saving: mutation.isPending };
}
