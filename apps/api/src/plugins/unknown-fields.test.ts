import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { unknownFieldPaths } from './unknown-fields.ts';

describe('unknownFieldPaths', () => {
  const line = z.object({ variant_id: z.string(), quantity: z.number() });
  const order = z.object({
    note: z.string().nullable().optional(),
    lines: z.array(line).min(1),
    address: z.object({ city: z.string() }).optional(),
  });

  it('names the fields a body sends that its schema does not, at any depth', () => {
    expect(
      unknownFieldPaths(order, {
        notes: 'typo',
        lines: [
          { variant_id: 'a', quantity: 1 },
          { variant_id: 'b', qty: 2 },
        ],
        address: { city: 'Douala', zip: '1' },
      }),
    ).toEqual(['notes', 'lines.1.qty', 'address.zip']);
  });

  it('finds nothing in a body that only sends known fields, null or missing ones included', () => {
    expect(unknownFieldPaths(order, { note: null, lines: [{ variant_id: 'a', quantity: 1 }] })).toEqual([]);
  });

  it('reads through defaults, refinements, pipes, partial and extended objects', () => {
    const fee = z
      .object({ weight_min: z.number().default(0), label: z.string() })
      .refine((value) => value.weight_min >= 0);
    const patch = z.object({ label: z.string() }).partial().extend({ active: z.boolean() });
    const piped = z.object({ code: z.string() }).pipe(z.object({ code: z.string().min(1) }));
    expect(unknownFieldPaths(fee, { label: 'x', min_weight: 2 })).toEqual(['min_weight']);
    expect(unknownFieldPaths(patch, { active: true, activ: false })).toEqual(['activ']);
    expect(unknownFieldPaths(piped, { code: 'A', kode: 'B' })).toEqual(['kode']);
  });

  it('takes the fields of the union option the value passes, and of both sides of an intersection', () => {
    const rate = z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('rate'), rate: z.number() }),
      z.object({ kind: z.literal('fixed'), amount: z.number() }),
    ]);
    expect(unknownFieldPaths(rate, { kind: 'fixed', amount: 5, rate: 3 })).toEqual(['rate']);
    // No option passes: a field none of them names is still unknown.
    expect(unknownFieldPaths(rate, { rate: 'x', zzz: 1 })).toEqual(['zzz']);
    const both = z.intersection(z.object({ a: z.string() }), z.object({ b: z.string() }));
    expect(unknownFieldPaths(both, { a: 'x', b: 'y', c: 'z' })).toEqual(['c']);
  });

  it('lets any key through loose objects, records and values transformed before their check', () => {
    expect(unknownFieldPaths(z.looseObject({ a: z.string() }), { a: 'x', b: 1 })).toEqual([]);
    expect(unknownFieldPaths(z.record(z.string(), z.number()), { any: 1 })).toEqual([]);
    const preprocessed = z.preprocess((value) => value, z.object({ a: z.string() }));
    expect(unknownFieldPaths(preprocessed, { a: 'x', b: 1 })).toEqual([]);
  });

  it('looks into records’ values and arrays of objects but not into values of the wrong type', () => {
    const prices = z.record(z.string(), z.object({ amount: z.number() }));
    expect(unknownFieldPaths(prices, { XAF: { amount: 1, amout: 2 } })).toEqual(['XAF.amout']);
    expect(unknownFieldPaths(order, { lines: 'not a list' })).toEqual([]);
  });
});
