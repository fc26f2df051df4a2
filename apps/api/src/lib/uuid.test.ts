import { describe, expect, it } from 'vitest';
import { UUID_PATTERN, uuidv7 } from './uuid.ts';

describe('uuidv7', () => {
  it('is a version 7, RFC 9562 variant UUID', () => {
    const id = uuidv7();
    expect(id).toMatch(UUID_PATTERN);
    expect(id[14]).toBe('7');
    expect('89ab').toContain(id[19]);
  });

  it('sorts in creation order, even many within one millisecond', () => {
    const ids = Array.from({ length: 5_000 }, () => uuidv7());
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('starts with the current time in milliseconds', () => {
    const before = Date.now();
    const ms = Number.parseInt(uuidv7().replaceAll('-', '').slice(0, 12), 16);
    expect(ms).toBeGreaterThanOrEqual(before);
    expect(ms).toBeLessThanOrEqual(Date.now() + 5);
  });
});
