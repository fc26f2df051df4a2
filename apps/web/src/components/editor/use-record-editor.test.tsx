import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { unsavedWork } from '../../app/unsaved-work.ts';
import { fakeApi, fakeToasts } from '../../testing/fake-api.ts';
import { type RecordEditorOptions, useRecordEditor } from './use-record-editor.ts';

const api = fakeApi();
const toasts = fakeToasts();

afterEach(() => {
  cleanup();
  for (const fn of [...Object.values(api), ...Object.values(toasts)]) fn.mockReset();
});

interface Thing {
  id: string;
  name: string;
}
const ok = <T,>(data: T, status = 200) => ({ ok: true, status, data, error: null });
const refused = (errors: Record<string, string[]>) => ({
  ok: false,
  status: 422,
  data: null,
  error: { status: 422, message: 'Check the name', errors },
});
const texts = { saved: 'Saved', deleted: 'Deleted', generic: 'Something went wrong' };
const paths = { edit: (id: string) => `/things/${id}/edit`, list: () => '/things' };

/** The hook inside a router at /things/current and a query client; the router tells where it went. */
function renderEditor(options: Partial<RecordEditorOptions<Thing, unknown>> = {}) {
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '*', element: children }], {
      initialEntries: ['/things/current'],
    });
    return (
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    );
  };
  const hook = renderHook(
    () =>
      useRecordEditor<Thing>({
        base: '/api/things',
        record: undefined,
        toast: 'thing',
        texts,
        paths,
        ...options,
      }),
    { wrapper },
  );
  return { hook, where: () => router!.state.location.pathname };
}

describe('useRecordEditor', () => {
  it('creates with POST, runs onSaved, says so and opens the new record', async () => {
    api.post.mockResolvedValue(ok({ data: { id: 't9', name: 'Bissap' } }, 201));
    const onSaved = vi.fn();
    const { hook, where } = renderEditor({ onSaved });
    let saved: Thing | undefined;
    await act(async () => {
      saved = await hook.result.current.submit({ name: 'Bissap' });
    });
    expect(toasts.showErrorToast).not.toHaveBeenCalled();
    expect(api.post).toHaveBeenCalledWith('/api/things', { name: 'Bissap' });
    expect(saved).toEqual({ id: 't9', name: 'Bissap' });
    expect(onSaved).toHaveBeenCalledWith({ id: 't9', name: 'Bissap' });
    expect(toasts.showSuccessToast).toHaveBeenCalledWith('thing-saved', 'Saved');
    expect(where()).toBe('/things/t9/edit');
  });

  it("updates with PATCH and stays; the server's field errors are kept and its message shown", async () => {
    const record = { id: 't1', name: 'Old' };
    api.patch.mockResolvedValueOnce(refused({ name: ['taken'] }));
    const { hook, where } = renderEditor({ record });
    await act(async () => {
      expect(await hook.result.current.submit({ name: 'New' })).toBeUndefined();
    });
    expect(api.patch).toHaveBeenCalledWith('/api/things/t1', { name: 'New' });
    expect(hook.result.current.errors).toEqual({ name: ['taken'] });
    expect(toasts.showErrorToast).toHaveBeenCalledWith('thing-save-error', 'Check the name');

    api.patch.mockResolvedValueOnce(ok({ data: { id: 't1', name: 'New' } }));
    await act(async () => {
      expect(await hook.result.current.submit({ name: 'New' })).toEqual({ id: 't1', name: 'New' });
    });
    expect(hook.result.current.errors).toEqual({});
    expect(toasts.showSuccessToast).toHaveBeenCalledWith('thing-saved', 'Saved');
    expect(where()).toBe('/things/current');
  });

  it('goes where savedPath says after a save, an update included', async () => {
    api.patch.mockResolvedValue(ok({ data: { id: 't1', name: 'New' } }));
    const { hook, where } = renderEditor({ record: { id: 't1', name: 'Old' }, savedPath: () => '/things' });
    await act(async () => {
      await hook.result.current.submit({ name: 'New' });
    });
    expect(where()).toBe('/things');
  });

  it('saves through send when given; a failure that is not the API says the generic words', async () => {
    const send = vi.fn().mockRejectedValue(new TypeError('offline'));
    const { hook } = renderEditor({ send });
    await act(async () => {
      await hook.result.current.submit({ name: 'x' });
    });
    expect(send).toHaveBeenCalledWith({ name: 'x' });
    expect(api.post).not.toHaveBeenCalled();
    expect(toasts.showErrorToast).toHaveBeenCalledWith('thing-save-error', 'Something went wrong');
  });

  it('deletes, runs onDeleted and goes back to the list; a refused delete closes the confirmation', async () => {
    const record = { id: 't1', name: 'Old' };
    const onDeleted = vi.fn();
    api.delete.mockResolvedValueOnce(refused({}));
    const { hook, where } = renderEditor({ record, onDeleted });
    act(() => hook.result.current.setConfirmDelete(true));
    await act(async () => {
      await hook.result.current.destroy();
    });
    expect(hook.result.current.confirmDelete).toBe(false);
    expect(toasts.showErrorToast).toHaveBeenCalledWith('thing-delete-error', 'Check the name');
    expect(onDeleted).not.toHaveBeenCalled();

    api.delete.mockResolvedValueOnce(ok(null, 204));
    await act(async () => {
      await hook.result.current.destroy();
    });
    expect(api.delete).toHaveBeenLastCalledWith('/api/things/t1');
    expect(onDeleted).toHaveBeenCalledTimes(1);
    expect(toasts.showSuccessToast).toHaveBeenCalledWith('thing-deleted', 'Deleted');
    expect(where()).toBe('/things');
  });

  it('a save that goes through takes the earlier save error off the screen; a failed one leaves it', async () => {
    const record = { id: 't1', name: 'Old' };
    api.patch.mockResolvedValueOnce(refused({ name: ['taken'] }));
    const { hook } = renderEditor({ record });
    await act(async () => {
      await hook.result.current.submit({ name: 'New' });
    });
    expect(toasts.dismissToast).not.toHaveBeenCalled();

    api.patch.mockResolvedValueOnce(ok({ data: { id: 't1', name: 'New' } }));
    await act(async () => {
      await hook.result.current.submit({ name: 'New' });
    });
    expect(toasts.dismissToast).toHaveBeenCalledWith('thing-save-error');
    expect(toasts.showSuccessToast).toHaveBeenCalledWith('thing-saved', 'Saved');
  });

  it('a save settles the page’s unsaved work (its next navigation does not ask); a failed one does not', async () => {
    unsavedWork.markEdited();
    api.post.mockResolvedValueOnce(refused({ name: ['taken'] }));
    const { hook } = renderEditor();
    await act(async () => {
      await hook.result.current.submit({ name: 'Bissap' });
    });
    expect(unsavedWork.isDirty()).toBe(true);

    api.post.mockResolvedValueOnce(ok({ data: { id: 't9', name: 'Bissap' } }, 201));
    await act(async () => {
      await hook.result.current.submit({ name: 'Bissap' });
    });
    expect(unsavedWork.isDirty()).toBe(false);
  });
});
