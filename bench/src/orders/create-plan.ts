/**
 * The order-creation reference replays the app's own statements for `POST /orders`, but every
 * creation needs new ids, the next order number, the current time and the balances it just updated.
 * The plan is derived from two recorded creations with the same body: a parameter that is the same in
 * both is a constant; one that differs is
 * - a value an earlier statement of the same request returned, at the same row and column in both
 *   (the order number from the sequence, a balance from the stock upsert): taken from the replay's own
 *   result;
 * - else a UUID: a new UUID v7 per replay (the same captured id gets the same new id everywhere);
 * - else an ISO timestamp: the replay's current time;
 * a JSON text (an event's payload) is walked the same way, and a text with numbers or ids in it
 * ("Vente #850002") is the same text around them, each placed as above. Anything else stops the bench.
 */
import type { RecordedQuery } from '../sql-recorder.ts';

export type ParamTemplate =
  | { kind: 'const'; value: unknown }
  | { kind: 'fresh'; slot: number }
  | { kind: 'now' }
  | { kind: 'ref'; statement: number; row: number; column: number }
  | { kind: 'json'; value: JsonTemplate }
  | { kind: 'text'; parts: (string | { template: ParamTemplate; width: number })[] };

export type JsonTemplate =
  | { kind: 'leaf'; template: ParamTemplate }
  | { kind: 'array'; items: JsonTemplate[] }
  | { kind: 'object'; entries: [string, JsonTemplate][] };

export interface PlannedStatement {
  name: string | null;
  text: string;
  params: ParamTemplate[];
}

/** Statements in order; a transaction is a `begin` … `commit` run on one connection. */
export type PlannedUnit =
  | { kind: 'single'; statement: number }
  | { kind: 'transaction'; statements: number[] };

export const ORDERS_PATH = '/api/v1/admin/orders';

export interface CreatePlanFile {
  kind: 'postgres' | 'pglite';
  /** by the exact body text the load generator sends */
  plans: Record<string, CreatePlan>;
}

export interface CreatePlan {
  statements: PlannedStatement[];
  units: PlannedUnit[];
  /** how many new ids one replay makes */
  slots: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** What may change inside a text: ids and runs of digits. */
const TOKEN = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\d+/gi;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const scalarText = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v));

function parseJson(value: unknown): unknown {
  if (typeof value !== 'string' || !/^[[{]/.test(value)) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/** Splits a recording into units: `begin` … `commit` on one connection, and single statements. */
export function toUnits(recorded: RecordedQuery[]): PlannedUnit[] {
  const units: PlannedUnit[] = [];
  const open = new Map<number, number[]>();
  for (const [i, query] of recorded.entries()) {
    const text = query.text.trim().toLowerCase();
    if (text === 'begin') {
      if (open.has(query.client)) throw new Error('nested begin in the recording');
      open.set(query.client, []);
      continue;
    }
    const tx = open.get(query.client);
    if (text === 'commit') {
      if (!tx) throw new Error('commit without begin in the recording');
      units.push({ kind: 'transaction', statements: tx });
      open.delete(query.client);
      continue;
    }
    if (text === 'rollback') throw new Error('the recorded request rolled back');
    if (tx) tx.push(i);
    else units.push({ kind: 'single', statement: i });
  }
  if (open.size > 0) throw new Error('a transaction of the recording never committed');
  return units;
}

/** The plan of one request body from two recordings of it (see the module comment). */
export function derivePlan(a: RecordedQuery[], b: RecordedQuery[]): CreatePlan {
  if (
    a.length !== b.length ||
    a.some((q, i) => q.text !== b[i]!.text || q.values.length !== b[i]!.values.length)
  )
    throw new Error('the two recordings of the same request sent different statements');
  const fresh = new Map<string, number>();

  const findRef = (before: number, x: unknown, y: unknown): ParamTemplate | null => {
    for (let s = before - 1; s >= 0; s--) {
      const rowsA = a[s]!.rows ?? [];
      const rowsB = b[s]!.rows ?? [];
      for (let r = 0; r < Math.min(rowsA.length, rowsB.length); r++) {
        const rowA = rowsA[r]!;
        const rowB = rowsB[r]!;
        for (let c = 0; c < rowA.length; c++) {
          if (
            rowA[c] !== null &&
            scalarText(rowA[c]) === scalarText(x) &&
            scalarText(rowB[c]) === scalarText(y)
          )
            return { kind: 'ref', statement: s, row: r, column: c };
        }
      }
    }
    return null;
  };

  const leaf = (statement: number, x: unknown, y: unknown, where: string): ParamTemplate => {
    if (same(x, y)) return { kind: 'const', value: x };
    const ref = findRef(statement, x, y);
    if (ref) return ref;
    if (typeof x === 'string' && typeof y === 'string' && UUID.test(x) && UUID.test(y)) {
      const slotX = fresh.get(`a:${x}`);
      const slotY = fresh.get(`b:${y}`);
      if (slotX !== slotY) throw new Error(`${where}: ids ${x} / ${y} are not used consistently`);
      if (slotX !== undefined) return { kind: 'fresh', slot: slotX };
      const slot = fresh.size / 2;
      fresh.set(`a:${x}`, slot);
      fresh.set(`b:${y}`, slot);
      return { kind: 'fresh', slot };
    }
    if (typeof x === 'string' && typeof y === 'string' && ISO_TIME.test(x) && ISO_TIME.test(y))
      return { kind: 'now' };
    if (typeof x === 'string' && typeof y === 'string') {
      const text = textTemplate(statement, x, y, where);
      if (text) return text;
    }
    throw new Error(`${where}: cannot tell where ${JSON.stringify(x)} / ${JSON.stringify(y)} comes from`);
  };

  /** The same words around different numbers or ids: each of those placed on its own. */
  const textTemplate = (statement: number, x: string, y: string, where: string): ParamTemplate | null => {
    const tokensX = x.match(TOKEN) ?? [];
    const tokensY = y.match(TOKEN) ?? [];
    const words = x.split(TOKEN);
    if (tokensX.length === 0 || !same(words, y.split(TOKEN)) || tokensX.length !== tokensY.length)
      return null;
    const parts: (string | { template: ParamTemplate; width: number })[] = [words[0]!];
    tokensX.forEach((tx, i) => {
      const ty = tokensY[i]!;
      if (tx === ty) parts.push(tx);
      else if (/^\d+$/.test(tx) && /^\d+$/.test(ty)) {
        // A zero-padded number keeps its width ("#0042").
        const width = tx.startsWith('0') ? tx.length : 0;
        parts.push({ template: leaf(statement, Number(tx), Number(ty), `${where} "${x}"`), width });
      } else parts.push({ template: leaf(statement, tx, ty, `${where} "${x}"`), width: 0 });
      parts.push(words[i + 1]!);
    });
    return { kind: 'text', parts };
  };

  const json = (statement: number, x: unknown, y: unknown, where: string): JsonTemplate => {
    if (Array.isArray(x) && Array.isArray(y) && x.length === y.length)
      return { kind: 'array', items: x.map((item, i) => json(statement, item, y[i], `${where}[${i}]`)) };
    if (x && y && typeof x === 'object' && typeof y === 'object' && !Array.isArray(x) && !Array.isArray(y)) {
      const keys = Object.keys(x);
      if (!same(keys, Object.keys(y))) throw new Error(`${where}: JSON objects with different keys`);
      return {
        kind: 'object',
        entries: keys.map((k) => [
          k,
          json(
            statement,
            (x as Record<string, unknown>)[k],
            (y as Record<string, unknown>)[k],
            `${where}.${k}`,
          ),
        ]),
      };
    }
    return { kind: 'leaf', template: leaf(statement, x, y, where) };
  };

  const statements = a.map(
    (query, s): PlannedStatement => ({
      name: query.name,
      text: query.text,
      params: query.values.map((x, p) => {
        const y = b[s]!.values[p];
        const where = `statement ${s + 1} parameter $${p + 1}`;
        if (same(x, y)) return { kind: 'const', value: x };
        const jx = parseJson(x);
        const jy = parseJson(y);
        if (jx !== undefined && jy !== undefined) return { kind: 'json', value: json(s, jx, jy, where) };
        return leaf(s, x, y, where);
      }),
    }),
  );
  return { statements, units: toUnits(a), slots: fresh.size / 2 };
}

/** Fills one statement's parameters for a replay: its new ids, the time, and what earlier statements returned. */
export function fillParams(
  statement: PlannedStatement,
  ids: string[],
  now: string,
  results: unknown[][][],
): unknown[] {
  const value = (t: ParamTemplate): unknown => {
    switch (t.kind) {
      case 'const':
        return t.value;
      case 'fresh':
        return ids[t.slot];
      case 'now':
        return now;
      case 'ref':
        return results[t.statement]?.[t.row]?.[t.column];
      case 'json':
        return JSON.stringify(build(t.value));
      case 'text':
        return t.parts
          .map((part) =>
            typeof part === 'string' ? part : String(value(part.template)).padStart(part.width, '0'),
          )
          .join('');
    }
  };
  const build = (t: JsonTemplate): unknown => {
    if (t.kind === 'leaf') return value(t.template);
    if (t.kind === 'array') return t.items.map(build);
    return Object.fromEntries(t.entries.map(([k, v]) => [k, build(v)]));
  };
  return statement.params.map(value);
}
