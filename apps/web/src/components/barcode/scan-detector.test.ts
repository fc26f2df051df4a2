import { describe, expect, it } from 'vitest';
import { createScanDetector } from './scan-detector.ts';

function type(detector: ReturnType<typeof createScanDetector>, text: string, start: number, gap: number) {
  let time = start;
  let result: string | null = null;
  for (const key of [...text, 'Enter']) {
    result = detector.feed(key, time);
    time += gap;
  }
  return result;
}

describe('USB scanner detection', () => {
  it('a burst of fast keys ending with Enter is a scan', () => {
    expect(type(createScanDetector(), '3760123456789', 0, 8)).toBe('3760123456789');
  });

  it('slow human typing ending with Enter is not a scan', () => {
    expect(type(createScanDetector(), '3760123456789', 0, 180)).toBeNull();
  });

  it('a short burst is a stray key press, not a code', () => {
    expect(type(createScanDetector({ minLength: 4 }), 'ab', 0, 5)).toBeNull();
  });

  it('a pause starts a new code, so earlier slow keys do not leak into the scan', () => {
    const detector = createScanDetector();
    detector.feed('x', 0);
    detector.feed('y', 500);
    expect(type(detector, '12345678', 2000, 10)).toBe('12345678');
  });

  it('modifier keys sent by some scanners are skipped without breaking the burst', () => {
    const detector = createScanDetector();
    const keys = ['Shift', 'A', 'Shift', 'B', '1', '2'];
    for (const [index, key] of keys.entries()) detector.feed(key, index * 5);
    expect(detector.feed('Enter', keys.length * 5)).toBe('AB12');
  });

  it('Enter long after the last key is not a scan', () => {
    const detector = createScanDetector();
    for (const [index, key] of [...'12345678'].entries()) detector.feed(key, index * 5);
    expect(detector.feed('Enter', 5000)).toBeNull();
  });
});
