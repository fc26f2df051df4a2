import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from './client.ts';

const opened: Database[] = [];
afterEach(async () => {
  for (const database of opened.splice(0)) await database.close();
});

/** shared_buffers of a PGlite opened on the migrated template (PGlite runs only: there is no dump on PostgreSQL's). */
async function sharedBuffers(options: { sharedBuffers?: string }): Promise<string | undefined> {
  const template = inject('dbTemplate');
  if (template.kind !== 'pglite') throw new Error('PGlite runs only');
  const loadDataDir = new Blob([readFileSync(template.dumpPath)]);
  const database = await openDatabase({ kind: 'pglite', loadDataDir, ...options });
  opened.push(database);
  const result = await database.pglite!.query<{ shared_buffers: string }>('SHOW shared_buffers');
  return result.rows[0]?.shared_buffers;
}

describe.skipIf(process.env.DATABASE_URL)('openDatabase on PGlite', () => {
  it("keeps PostgreSQL's 128MB buffer cache unless told, and takes the size it is given (EMBEDDED_DB_CACHE_MB)", async () => {
    expect(await sharedBuffers({})).toBe('128MB');
    expect(await sharedBuffers({ sharedBuffers: '16MB' })).toBe('16MB');
  });
});
