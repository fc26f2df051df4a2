import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.ts';
import { queryRows } from './client.ts';
import { keyedQueryRows, namedQueryRows } from './named-rows.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const probe = (n: number) =>
  sql`select ${n}::int as n, '2026-11-28'::date as day, '2026-11-28 10:00:00+00'::timestamptz as at,
    12345678901::bigint as big, 12.50::numeric as amount, array['2026-01-01'::date] as days, null::text as nothing`;

describe('namedQueryRows', () => {
  it('answers the rows queryRows answers (dates and timestamps as text), again and again', async () => {
    for (let i = 0; i < 8; i++) {
      expect(await namedQueryRows(t.ctx.db, probe(i))).toEqual(await queryRows(t.ctx.db, probe(i)));
    }
    const [row] = await namedQueryRows<Record<string, unknown>>(t.ctx.db, probe(1));
    expect(typeof row!.day).toBe('string');
    expect(typeof row!.at).toBe('string');
  });

  it('runs inside a transaction on its connection', async () => {
    await t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`create temporary table named_rows_probe (x int) on commit drop`);
      await tx.execute(sql`insert into named_rows_probe values (7)`);
      expect(await namedQueryRows(tx, sql`select x from named_rows_probe`)).toEqual([{ x: 7 }]);
    });
  });
});

describe('keyedQueryRows', () => {
  it('builds a statement once per key on PostgreSQL (every time on PGlite) and answers as queryRows', async () => {
    const built: number[] = [];
    const build = (n: number) => () => {
      built.push(n);
      return probe(n);
    };
    const key = (n: number) => ['named_rows_probe', `${Date.now()}-${Math.random()}`, n];
    const one = key(1);
    const two = key(2);
    for (let i = 0; i < 3; i++) {
      expect(await keyedQueryRows(t.ctx.db, one, build(1))).toEqual(await queryRows(t.ctx.db, probe(1)));
      expect(await keyedQueryRows(t.ctx.db, two, build(2), { named: false })).toEqual(
        await queryRows(t.ctx.db, probe(2)),
      );
    }
    expect(built).toEqual(t.ctx.database.kind === 'postgres' ? [1, 2] : [1, 2, 1, 2, 1, 2]);
  });

  it('builds again in a transaction, on its connection', async () => {
    const key = ['named_rows_probe_tx', `${Date.now()}-${Math.random()}`];
    let builds = 0;
    await t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`create temporary table named_rows_keyed (x int) on commit drop`);
      await tx.execute(sql`insert into named_rows_keyed values (9)`);
      for (let i = 0; i < 2; i++) {
        const rows = await keyedQueryRows(tx, key, () => {
          builds++;
          return sql`select x from named_rows_keyed`;
        });
        expect(rows).toEqual([{ x: 9 }]);
      }
    });
    expect(builds).toBe(2);
  });
});
