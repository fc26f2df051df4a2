import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/helpers/test-db.ts';
import { type Database, isTransactionConflict } from './client.ts';

// A transaction chosen as a deadlock victim runs again (db/client.ts retryDeadlockedTransactions), so both
// sides of a deadlock succeed and each writes exactly once. PostgreSQL only: PGlite has one connection.

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

describe('deadlocked transactions', () => {
  it('recognises deadlock and serialization failures through wrapped errors', () => {
    expect(isTransactionConflict({ code: '40P01' })).toBe(true);
    expect(
      isTransactionConflict(Object.assign(new Error('Failed query'), { cause: { code: '40001' } })),
    ).toBe(true);
    expect(
      isTransactionConflict(Object.assign(new Error('Failed query'), { cause: { code: '23505' } })),
    ).toBe(false);
    expect(isTransactionConflict(new Error('boom'))).toBe(false);
  });

  it('runs the victim again: both commit, each once', async () => {
    if (database.kind !== 'postgres') return;
    const { db } = database;
    await db.execute(sql`create table tx_retry_probe (id int primary key, v int not null)`);
    await db.execute(sql`insert into tx_retry_probe values (1, 0), (2, 0)`);
    let attempts = 0;
    let arrived = 0;
    let release!: () => void;
    const bothHoldOneRow = new Promise<void>((resolve) => {
      release = resolve;
    });
    const crossing = (first: number, second: number) =>
      db.transaction(async (tx) => {
        attempts++;
        await tx.execute(sql`update tx_retry_probe set v = v + 1 where id = ${first}`);
        if (++arrived === 2) release();
        await bothHoldOneRow;
        await tx.execute(sql`update tx_retry_probe set v = v + 1 where id = ${second}`);
      });
    try {
      await Promise.all([crossing(1, 2), crossing(2, 1)]);
      expect(attempts).toBe(3);
      const { rows } = (await db.execute(sql`select id, v from tx_retry_probe order by id`)) as unknown as {
        rows: { id: number; v: number }[];
      };
      expect(rows).toEqual([
        { id: 1, v: 2 },
        { id: 2, v: 2 },
      ]);
    } finally {
      await db.execute(sql`drop table tx_retry_probe`);
    }
  });
});
