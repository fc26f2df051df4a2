import { describe, expect, it } from 'vitest';
import { memoryStorage } from './memory-storage.ts';
import { readStoredList } from './stored-list.ts';

const isName = (value: unknown): value is string => typeof value === 'string';

describe('readStoredList', () => {
  it('reads the accepted items in stored order, and a missing, damaged or non-list entry as none', () => {
    const storage = memoryStorage({ names: '["Awa", 3, "Fatou"]', broken: '{nope', object: '{"a":1}' });
    expect(readStoredList(storage, 'names', isName)).toEqual(['Awa', 'Fatou']);
    expect(readStoredList(storage, 'missing', isName)).toEqual([]);
    expect(readStoredList(storage, 'broken', isName)).toEqual([]);
    expect(readStoredList(storage, 'object', isName)).toEqual([]);
  });
});
