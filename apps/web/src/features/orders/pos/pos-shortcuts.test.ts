import { describe, expect, it } from 'vitest';
import { posActionOf } from './pos-shortcuts.ts';

const key = (
  name: string,
  modifiers: Partial<Record<'ctrlKey' | 'altKey' | 'metaKey' | 'shiftKey', boolean>> = {},
) => ({
  key: name,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  shiftKey: false,
  ...modifiers,
});

describe('the keys of the counter', () => {
  it('are function keys: search, charge, hold and the sales on hold', () => {
    expect(['F2', 'F4', 'F8', 'F9'].map((name) => posActionOf(key(name)))).toEqual([
      'search',
      'charge',
      'hold',
      'held',
    ]);
  });

  it('leave what a scanner or a cashier types alone: digits, letters, Enter', () => {
    for (const name of ['4', 'a', 'Enter', 'Escape', '/', 'F1', 'F5'])
      expect(posActionOf(key(name))).toBeNull();
  });

  it('leave the browser its own combinations (Alt+F4, Ctrl+F4, Shift+F8)', () => {
    expect(posActionOf(key('F4', { altKey: true }))).toBeNull();
    expect(posActionOf(key('F4', { ctrlKey: true }))).toBeNull();
    expect(posActionOf(key('F8', { shiftKey: true }))).toBeNull();
    expect(posActionOf(key('F2', { metaKey: true }))).toBeNull();
  });
});
