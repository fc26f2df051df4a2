import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { fakeToasts } from '../../testing/fake-api.ts';
import { usePurchaseDraft } from './use-purchase-draft.ts';

const toasts = fakeToasts();

beforeAll(() => i18n.loadNamespaces(['purchases', 'products', 'imports']));
afterEach(() => {
  cleanup();
  for (const fn of Object.values(toasts)) fn.mockReset();
});

const draft = () => ({ supplier_id: 's1', lines: [{ quantity: 1 }, { quantity: 1 }] });
const checked = { ok: true as const, body: { supplier_id: 's1' } };

describe('a purchase draft being written', () => {
  it('changes one line and leaves the others', () => {
    const { result } = renderHook(() => usePurchaseDraft(draft));

    act(() => result.current.setLine(1, { quantity: 4 }));

    expect(result.current.draft.lines).toEqual([{ quantity: 1 }, { quantity: 4 }]);
  });

  it('does not send a draft the client refused, and says why in the user’s words under each field', async () => {
    const request = vi.fn();
    const { result } = renderHook(() => usePurchaseDraft(draft));

    let saved: unknown;
    await act(async () => {
      saved = await result.current.send(
        { ok: false, errors: { supplier_id: 'editor.errors.supplier' } },
        request,
        'save-error',
      );
    });

    expect(saved).toBeNull();
    expect(request).not.toHaveBeenCalled();
    expect(result.current.errorOf('supplier_id')).toBe('Choose a supplier.');
  });

  it('puts the server’s first message under each refused field and toasts its message', async () => {
    const request = vi.fn().mockResolvedValue({
      ok: false,
      status: 422,
      data: null,
      error: {
        status: 422,
        message: 'Check the lines',
        errors: { 'lines.0.quantity': ['Too many', 'Really'] },
      },
    });
    const { result } = renderHook(() => usePurchaseDraft(draft));

    let saved: unknown;
    await act(async () => {
      saved = await result.current.send(checked, request, 'save-error');
    });

    expect(saved).toBeNull();
    expect(request).toHaveBeenCalledWith({ supplier_id: 's1' });
    expect(result.current.errorOf('lines.0.quantity')).toBe('Too many');
    expect(result.current.saving).toBe(false);
    expect(toasts.showErrorToast).toHaveBeenCalledWith('save-error', 'Check the lines');
  });

  it('returns the saved record and clears the messages of an earlier try', async () => {
    const request = vi
      .fn()
      .mockResolvedValueOnce({
        ok: false,
        status: 422,
        data: null,
        error: { status: 422, message: 'No', errors: { supplier_id: ['Unknown supplier'] } },
      })
      .mockResolvedValueOnce({ ok: true, status: 201, data: { data: { id: 'po1' } }, error: null });
    const { result } = renderHook(() => usePurchaseDraft(draft));
    await act(async () => {
      await result.current.send(checked, request, 'save-error');
    });

    let saved: unknown;
    await act(async () => {
      saved = await result.current.send(checked, request, 'save-error');
    });

    expect(saved).toEqual({ id: 'po1' });
    expect(result.current.errorOf('supplier_id')).toBeUndefined();
  });
});
