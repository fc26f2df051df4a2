import { describe, expect, it } from 'vitest';
import { receivedWithinShipped, transferReceipt } from './transfer-status.ts';

describe('receiving a transfer line', () => {
  it('brings the shipped units in and takes the missing ones out as lost in transit', () => {
    expect(transferReceipt(10, 8)).toEqual({ inbound: 10, lost: 2 });
  });
  it('loses everything when nothing arrived', () => {
    expect(transferReceipt(4, 0)).toEqual({ inbound: 4, lost: 4 });
  });
  it('loses nothing when all arrived', () => {
    expect(transferReceipt(5, 5)).toEqual({ inbound: 5, lost: 0 });
  });
  it('refuses more than was shipped: those units would come from no warehouse', () => {
    expect(receivedWithinShipped(5, 5)).toBe(true);
    expect(receivedWithinShipped(5, 0)).toBe(true);
    expect(receivedWithinShipped(5, 6)).toBe(false);
    expect(receivedWithinShipped(5, -1)).toBe(false);
    expect(receivedWithinShipped(5, 2.5)).toBe(false);
    expect(() => transferReceipt(5, 6)).toThrow(RangeError);
  });
});
