import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readStoredValue, type StoredValue, useStoredValue, writeStoredValue } from './use-stored-value.ts';

const list: StoredValue<string[]> = {
  key: 'things',
  read: (storage) => JSON.parse(storage.getItem('things') ?? '[]') as string[],
  write: (storage, value) => storage.setItem('things', JSON.stringify(value)),
};
const exists: StoredValue<boolean> = {
  key: 'things',
  read: (storage) => storage.getItem('things') !== null,
  write: () => {},
};

function Reader() {
  const [things] = useStoredValue(list);
  const [there] = useStoredValue(exists);
  return <p>{`${things.join(',')}|${there}`}</p>;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('a value kept in local storage, read as state', () => {
  it('re-renders every reader when one writes, each reading the key its own way', () => {
    render(<Reader />);
    expect(screen.getByText('|false')).toBeTruthy();
    act(() => writeStoredValue(list, ['a', 'b']));
    expect(screen.getByText('a,b|true')).toBeTruthy();
  });

  it('gives the same value while the stored text is the same, and a new one when it changes', () => {
    writeStoredValue(list, ['a']);
    const first = readStoredValue(list);
    expect(readStoredValue(list)).toBe(first);
    localStorage.setItem('things', '["c"]');
    expect(readStoredValue(list)).toEqual(['c']);
    expect(readStoredValue(exists)).toBe(true);
  });
});
