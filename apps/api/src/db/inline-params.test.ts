import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.ts';
import { inlineParams } from './inline-params.ts';
import { rawRows } from './raw-rows.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('inlineParams', () => {
  it('answers what the parameters answer, for awkward text, numbers, booleans and null', async () => {
    const text =
      'select $1::text as a, $2::text as b, $3::text as c, 10 -$4 as d, $5::numeric as e, $6::boolean as f, $7::text as g, $8::uuid as h, concat($9::text, $10::text, $11::text) as i, $12::int as l';
    const values = [
      "O'Brien; drop table users; --",
      'C:\\chemin\\\\fin\\',
      'Éloïse 👋 $1 $$',
      -3,
      12.5,
      true,
      null,
      '01900000-0000-7000-8000-00000000b001',
      'x',
      'y',
      'z',
      42,
    ];
    const inlined = inlineParams(text, values);
    expect(inlined).toBeDefined();
    expect(inlined).not.toContain('$1::');
    const expected = await rawRows(t.ctx.db, { text, values });
    expect(await rawRows(t.ctx.db, { text: inlined!, values: [] })).toEqual(expected);
    expect(expected[0]).toEqual([
      values[0],
      values[1],
      values[2],
      13,
      '12.5',
      true,
      null,
      values[7],
      'xyz',
      42,
    ]);
  });

  it('keeps parameters it cannot write: arrays, dates, NUL, infinities, a missing value', () => {
    expect(inlineParams('select $1', [['a']])).toBeUndefined();
    expect(inlineParams('select $1', [new Date()])).toBeUndefined();
    expect(inlineParams('select $1', ['a\0b'])).toBeUndefined();
    expect(inlineParams('select $1', [Number.POSITIVE_INFINITY])).toBeUndefined();
    expect(inlineParams('select $1, $2', ['a'])).toBeUndefined();
    expect(inlineParams('select 1', [])).toBe('select 1');
  });
});
