import { describe, expect, it } from 'vitest';
import {
  ADJUSTMENT_REASONS,
  adjustmentDirection,
  orientAdjustment,
  splitLegacyAdjustmentNote,
} from './adjustment-reasons.ts';

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

describe('old adjustment notes with the reason written in front', () => {
  it('gives back the reason’s code and the words the user typed, whatever language wrote them', () => {
    expect(splitLegacyAdjustmentNote('Received: Réception QA')).toEqual({
      reason: 'received',
      note: 'Réception QA',
    });
    expect(splitLegacyAdjustmentNote('Perdu ou volé: vitrine')).toEqual({ reason: 'lost', note: 'vitrine' });
    expect(splitLegacyAdjustmentNote('Dañado')).toEqual({ reason: 'damaged', note: null });
  });

  it('leaves a note that does not start with a reason as it is', () => {
    expect(splitLegacyAdjustmentNote('Réception QA')).toEqual({ reason: null, note: 'Réception QA' });
    expect(splitLegacyAdjustmentNote('Client: Mme Diallo')).toEqual({
      reason: null,
      note: 'Client: Mme Diallo',
    });
    expect(splitLegacyAdjustmentNote(null)).toEqual({ reason: null, note: null });
  });
});
