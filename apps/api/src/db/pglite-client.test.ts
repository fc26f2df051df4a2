import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { driverClient, TEXT_PARSERS } from './pglite-client.ts';

let pglite: PGlite;
beforeAll(async () => {
  pglite = new PGlite({ parsers: TEXT_PARSERS });
  await pglite.waitReady;
  await pglite.exec(`SET TIME ZONE 'UTC'`);
});
afterAll(() => pglite.close());

describe('driverClient', () => {
  it('drops the per-query parser map drizzle sends, and answers as drizzle would with it', async () => {
    const query = vi.spyOn(pglite, 'query');
    const db = drizzle(driverClient(pglite));
    const [row] = (
      await db.execute<{ at: unknown; day: unknown; n: unknown }>(
        sql`select timestamptz '2026-11-29 08:30:00+00' as at, date '2026-11-29' as day, 42::int as n`,
      )
    ).rows;
    expect(row).toEqual({ at: '2026-11-29 08:30:00+00', day: '2026-11-29', n: 42 });
    // drizzle asked with its parsers; PGlite received none (it would copy its 318 into a new map)
    expect(query).toHaveBeenCalledTimes(1);
    expect(query.mock.calls[0]![2]).toEqual({ rowMode: 'object' });
    query.mockRestore();
  });

  it('hands transactions the same client: drizzle inside one sends no parser map either', async () => {
    const begin = pglite.transaction.bind(pglite);
    let inside: { mock: { calls: unknown[][] } } | undefined;
    const transaction = vi.spyOn(pglite, 'transaction').mockImplementation((run) =>
      begin((tx) => {
        inside = vi.spyOn(tx, 'query');
        return run(tx);
      }),
    );
    const db = drizzle(driverClient(pglite));
    const answer = await db.transaction(
      async (tx) =>
        (await tx.execute<{ at: unknown }>(sql`select timestamptz '2026-01-02 03:04:05+00' as at`)).rows[0],
    );
    expect(answer).toEqual({ at: '2026-01-02 03:04:05+00' });
    expect(inside?.mock.calls.map((call) => call[2])).toEqual([{ rowMode: 'object' }]);
    transaction.mockRestore();
  });
});
