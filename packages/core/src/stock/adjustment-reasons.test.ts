import { describe, expect, it } from 'vitest';
import { ADJUSTMENT_REASONS, adjustmentDirection, orientAdjustment } from './adjustment-reasons.ts';

describe('adjustment reasons', () => {
  it('takes damaged and lost goods out, puts found and received goods in, lets a correction go either way', () => {
    expect(ADJUSTMENT_REASONS.map((reason) => [reason, adjustmentDirection(reason)])).toEqual([
      ['correction', 0],
      ['damaged', -1],
      ['lost', -1],
      ['found', 1],
      ['received', 1],
      ['other', 0],
    ]);
  });

  it('turns the lines the reason’s way and keeps their sizes', () => {
    const lines = [
      { id: 'a', quantity: 3 },
      { id: 'b', quantity: -2 },
    ];
    expect(orientAdjustment(lines, 'damaged')).toEqual([
      { id: 'a', quantity: -3 },
      { id: 'b', quantity: -2 },
    ]);
    expect(orientAdjustment(lines, 'found')).toEqual([
      { id: 'a', quantity: 3 },
      { id: 'b', quantity: 2 },
    ]);
    expect(orientAdjustment(lines, 'correction')).toEqual(lines);
  });
});
