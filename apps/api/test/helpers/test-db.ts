import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { databaseUrl } from './pg-urls.ts';

let counter = 0;

/** A fresh, migrated database for one test file (or one test), dropped on close. */
export async function freshDatabase(): Promise<Database & { url?: string }> {
  const template = inject('dbTemplate');
  if (template.kind === 'pglite') {
    const blob = new Blob([readFileSync(template.dumpPath)]);
    return openDatabase({ kind: 'pglite', loadDataDir: blob });
  }
  const base = process.env.DATABASE_URL!;
  const name = `${template.prefix}_${process.pid}_${++counter}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template.template}`);
  } finally {
    await admin.end();
  }
  const url = databaseUrl(base, name);
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 8 });
  return {
    ...database,
    url,
    async close() {
      await database.close();
      const drop = new pg.Client({ connectionString: base });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => drop.end());
    },
  };
}
