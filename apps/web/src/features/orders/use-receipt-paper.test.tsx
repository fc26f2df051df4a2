import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RECEIPT_PAPER_KEY } from '../../stores/storage-keys.ts';
import { useReceiptPaper } from './use-receipt-paper.ts';

afterEach(() => {
  cleanup();
  localStorage.removeItem(RECEIPT_PAPER_KEY);
});

describe("this device's receipt paper", () => {
  it('is the 80 mm roll on a device that never chose one', () => {
    const { result } = renderHook(() => useReceiptPaper());

    expect(result.current[0]).toBe('80mm');
  });

  it('is the 80 mm roll when what is stored is not a paper', () => {
    localStorage.setItem(RECEIPT_PAPER_KEY, '{"broken');

    const { result } = renderHook(() => useReceiptPaper());

    expect(result.current[0]).toBe('80mm');
  });

  it('is kept on the device once chosen, and read back by the next screen', () => {
    const first = renderHook(() => useReceiptPaper());

    act(() => first.result.current[1]('58mm'));

    expect(first.result.current[0]).toBe('58mm');
    expect(localStorage.getItem(RECEIPT_PAPER_KEY)).toBe('58mm');
    first.unmount();
    expect(renderHook(() => useReceiptPaper()).result.current[0]).toBe('58mm');
  });
});
