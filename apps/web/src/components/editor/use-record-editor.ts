import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../app/api.ts';
import { dismissToast, showErrorToast, showSuccessToast } from '../../app/toasts.ts';
import { markWorkSaved } from '../../app/unsaved-work.ts';
import { ApiRequestError, unwrap } from '../../lib/http/api-client.ts';

export interface RecordEditorOptions<T extends { id: string }, B> {
  /** the resource's API path, e.g. apiPath('customers') */
  base: string;
  /** the record being edited; absent on the create page */
  record: T | undefined;
  /** prefix of the toast ids: `<toast>-saved`, `<toast>-save-error`, `<toast>-deleted`, `<toast>-delete-error` */
  toast: string;
  /** the screen's words, in the user's language: after a save, after a delete, for an unexpected failure */
  texts: { saved: string; deleted: string; generic: string };
  /** the list, and the editor a new record opens in (unless `savedPath` says otherwise) */
  paths: { list: () => string; edit?: (id: string) => string };
  /** the request that saves the body; by default PATCH `<base>/<id>` or POST `<base>` */
  send?: (body: B) => Promise<T>;
  /**
   * after a save, before its toast. The resource's cached queries are already stale by then: the query client's
   * mutation cache invalidates them after every save or delete under `base` (lib/query/query-client.ts).
   */
  onSaved?: (saved: T) => Promise<unknown> | unknown;
  /** where a save leads; by default a new record opens in its editor and an update stays */
  savedPath?: (saved: T) => string;
  /** after a delete, before its toast and the way back to the list (the cache is made stale as after a save) */
  onDeleted?: () => Promise<unknown> | unknown;
}

/**
 * The save and delete flow every record editor shares: the server's field errors kept for the fields, its
 * message (or the generic one) in a toast, success toasts, a created record opened in its editor (or the page
 * `savedPath` names), the list after a delete, and the delete confirmation's state.
 */
export function useRecordEditor<T extends { id: string }, B = unknown>(options: RecordEditorOptions<T, B>) {
  const { base, record, toast, texts, paths } = options;
  const navigate = useNavigate();
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [confirmDelete, setConfirmDelete] = useState(false);

  const save = useMutation({
    mutationFn: async (body: B) =>
      options.send
        ? options.send(body)
        : unwrap(
            record
              ? await api.patch<{ data: T }>(`${base}/${record.id}`, body)
              : await api.post<{ data: T }>(base, body),
          ).data,
    meta: { path: base },
  });
  const remove = useMutation({
    mutationFn: async (id: string) => unwrap(await api.delete(`${base}/${id}`)),
    meta: { path: base },
  });

  /** The server's field errors under the fields and its message in a toast; anything else the generic one. */
  const failed = (id: string, error: unknown) => {
    if (error instanceof ApiRequestError) {
      setErrors(error.result.error?.errors ?? {});
      if (error.result.error) showErrorToast(id, error.result.error.message);
    } else showErrorToast(id, texts.generic);
  };

  /** Saves the body; the saved record, or undefined when it failed (the errors are then shown). */
  async function submit(body: B): Promise<T | undefined> {
    setErrors({});
    try {
      const saved = await save.mutateAsync(body);
      await options.onSaved?.(saved);
      // The form now matches what is saved: leaving it (or the navigation below) does not ask.
      markWorkSaved();
      dismissToast(`${toast}-save-error`);
      showSuccessToast(`${toast}-saved`, texts.saved);
      if (options.savedPath) navigate(options.savedPath(saved));
      else if (!record && paths.edit) navigate(paths.edit(saved.id), { replace: true });
      return saved;
    } catch (error) {
      failed(`${toast}-save-error`, error);
      return undefined;
    }
  }

  async function destroy() {
    if (!record) return;
    try {
      await remove.mutateAsync(record.id);
      await options.onDeleted?.();
      markWorkSaved();
      dismissToast(`${toast}-save-error`);
      dismissToast(`${toast}-delete-error`);
      showSuccessToast(`${toast}-deleted`, texts.deleted);
      navigate(paths.list());
    } catch (error) {
      setConfirmDelete(false);
      failed(`${toast}-delete-error`, error);
    }
  }

  return { errors, setErrors, failed, confirmDelete, setConfirmDelete, save, remove, submit, destroy };
}
