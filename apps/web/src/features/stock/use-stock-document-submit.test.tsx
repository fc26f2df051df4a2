import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { unsavedWork } from '../../app/unsaved-work.ts';
import type { ApiResult } from '../../lib/http/api-client.ts';
import { fakeApi, fakeToasts } from '../../testing/fake-api.ts';
import { failed, ok } from './test-utils.tsx';
import {
  currentLineErrors,
  useLeaveAfterStockSave,
  useStockDocumentSubmit,
} from './use-stock-document-submit.ts';

fakeApi();
const toasts = fakeToasts();

afterEach(() => {
  cleanup();
  toasts.showErrorToast.mockReset();
  toasts.showSuccessToast.mockReset();
});

interface Saved {
  id: string;
}
type Result = ApiResult<{ data: Saved }>;
const saved = (id: string) => ok({ data: { id } }) as Result;
const refused = (status: number, message: string, errors: Record<string, string[]> = {}) =>
  failed(status, message, errors) as Result;

/** The hooks inside a router at /stock/form and a query client; the router tells where they went. */
function renderHooks() {
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '*', element: children }], { initialEntries: ['/stock/form'] });
    return (
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    );
  };
  const hook = renderHook(
    () => ({ form: useStockDocumentSubmit('stock-thing-error'), leave: useLeaveAfterStockSave() }),
    { wrapper },
  );
  return { hook, queryClient, router: () => router! };
}

describe('useStockDocumentSubmit', () => {
  it('sends nothing while the form has problems, and shows them from then on', async () => {
    const { hook } = renderHooks();
    const send = vi.fn();
    expect(hook.result.current.form.showProblems).toBe(false);

    await act(() => hook.result.current.form.submit({ problems: ['no_lines'], send, onSaved: vi.fn() }));

    expect(send).not.toHaveBeenCalled();
    expect(hook.result.current.form.showProblems).toBe(true);
  });

  it('keeps a refusal’s field errors and message, and says it in the error toast', async () => {
    const { hook } = renderHooks();
    const onSaved = vi.fn();
    const send = vi.fn(async () => refused(409, 'Not enough stock', { 'lines.0.quantity': ['Only 1 left'] }));

    await act(() => hook.result.current.form.submit({ send, onSaved }));

    expect(hook.result.current.form.errors).toEqual({ 'lines.0.quantity': ['Only 1 left'] });
    expect(hook.result.current.form.failure).toBe('Not enough stock');
    expect(hook.result.current.form.busy).toBe(false);
    expect(toasts.showErrorToast).toHaveBeenCalledWith('stock-thing-error', 'Not enough stock');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('clears the last refusal on a new attempt and hands the saved document on', async () => {
    const { hook } = renderHooks();
    await act(() =>
      hook.result.current.form.submit({
        send: async () => refused(422, 'Check', { note: ['Too long'] }),
        onSaved: vi.fn(),
      }),
    );
    const onSaved = vi.fn();

    await act(() => hook.result.current.form.submit({ send: async () => saved('s1'), onSaved }));

    expect(onSaved).toHaveBeenCalledWith({ id: 's1' });
    expect(hook.result.current.form.errors).toEqual({});
    expect(hook.result.current.form.failure).toBeNull();
  });

  it('changes nothing when the request was cancelled (no error)', async () => {
    const { hook } = renderHooks();
    const cancelled: Result = { ok: false, status: 499, data: null, error: null };

    await act(() => hook.result.current.form.submit({ send: async () => cancelled, onSaved: vi.fn() }));

    expect(hook.result.current.form.failure).toBeNull();
    expect(toasts.showErrorToast).not.toHaveBeenCalled();
  });
});

describe('a refusal’s line errors', () => {
  const sent = [
    { variant_id: 'a', quantity: -3 },
    { variant_id: 'b', quantity: 2 },
  ];
  const errors = {
    warehouse_id: ['Deactivated'],
    'lines.0.quantity_change': ['Only 1 left'],
    'lines.1.variant_id': ['Not tracked'],
  };

  it('stay on a line while it is as sent, following it when a line before it goes', () => {
    expect(currentLineErrors(errors, sent, sent)).toEqual(errors);
    expect(currentLineErrors(errors, sent, [sent[1]!])).toEqual({
      warehouse_id: ['Deactivated'],
      'lines.0.variant_id': ['Not tracked'],
    });
  });

  it('go from a line once it is changed, retyped as a non-whole number, or removed', () => {
    expect(currentLineErrors(errors, sent, [{ variant_id: 'a', quantity: -1 }, sent[1]!])).toEqual({
      warehouse_id: ['Deactivated'],
      'lines.1.variant_id': ['Not tracked'],
    });
    expect(currentLineErrors(errors, sent, [{ ...sent[0]!, invalid: true }])).toEqual({
      warehouse_id: ['Deactivated'],
    });
  });

  it('are kept by the hook with the lines sent', async () => {
    const { hook } = renderHooks();
    await act(() =>
      hook.result.current.form.submit({
        lines: sent,
        send: async () => refused(422, 'Check', errors),
        onSaved: vi.fn(),
      }),
    );
    expect(hook.result.current.form.errorsFor(sent)).toEqual(errors);
    expect(hook.result.current.form.errorsFor([sent[0]!, { variant_id: 'b', quantity: 3 }])).toEqual({
      warehouse_id: ['Deactivated'],
      'lines.0.quantity_change': ['Only 1 left'],
    });
    // `errors` stays as the server said it.
    expect(hook.result.current.form.errors).toEqual(errors);
  });
});

describe('useLeaveAfterStockSave', () => {
  it('makes the lists stale, says it is saved, settles the form and goes to the next page in its place', async () => {
    const { hook, queryClient, router } = renderHooks();
    queryClient.setQueryData(['stock-counts', 'list'], { data: [] });
    unsavedWork.markEdited();
    expect(unsavedWork.isDirty()).toBe(true);

    await act(() =>
      hook.result.current.leave({
        invalidate: [['stock-counts']],
        toast: { id: 'stock-count-created', message: 'Count started' },
        to: '/stock/counts/c1',
        replace: true,
      }),
    );

    expect(queryClient.getQueryState(['stock-counts', 'list'])?.isInvalidated).toBe(true);
    expect(toasts.showSuccessToast).toHaveBeenCalledWith('stock-count-created', 'Count started');
    expect(unsavedWork.isDirty()).toBe(false);
    expect(router().state.location.pathname).toBe('/stock/counts/c1');
    expect(router().state.historyAction).toBe('REPLACE');
  });

  it('keeps the form in the history unless told to replace it', async () => {
    const { hook, router } = renderHooks();

    await act(() =>
      hook.result.current.leave({
        invalidate: [],
        toast: { id: 'stock-adjusted', message: 'Saved' },
        to: '/stock/movements',
      }),
    );

    expect(router().state.location.pathname).toBe('/stock/movements');
    expect(router().state.historyAction).toBe('PUSH');
  });
});
