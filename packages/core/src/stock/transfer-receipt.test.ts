import { describe, expect, it } from 'vitest';
import { transferReceipt } from './transfer-status.ts';

describe('receiving a transfer line', () => {
  it('brings the shipped units in and takes the missing ones out as lost in transit', () => {
    expect(transferReceipt(10, 8)).toEqual({ inbound: 10, lost: 2 });
  });
  it('loses everything when nothing arrived', () => {
    expect(transferReceipt(4, 0)).toEqual({ inbound: 4, lost: 4 });
  });
  it('loses nothing when all arrived, and takes in a surplus as received', () => {
    expect(transferReceipt(5, 5)).toEqual({ inbound: 5, lost: 0 });
    expect(transferReceipt(5, 6)).toEqual({ inbound: 6, lost: 0 });
  });
});
