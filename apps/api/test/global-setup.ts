import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, runMigrations } from '../src/db/client.ts';
import { ensurePlans } from '../src/modules/plans/plans.seed.ts';
import { adminUrl, databaseUrl } from './helpers/pg-urls.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: path of a migrated data-dir dump. PostgreSQL: name of a migrated template database. */
    dbTemplate: { kind: 'pglite'; dumpPath: string } | { kind: 'postgres'; template: string; prefix: string };
  }
}

/**
 * Migrates one database per run; each test file then starts from a copy of it
 * (a PGlite dump loaded in memory, or CREATE DATABASE … TEMPLATE on PostgreSQL).
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const prefix = `comptoir_t${process.pid}_${Date.now().toString(36)}`;
    const template = `${prefix}_tpl`;
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    const database = await openDatabase({ kind: 'postgres', url: databaseUrl(url, template), poolSize: 2 });
    await runMigrations(database, databaseUrl(url, template));
    await ensurePlans(database.db);
    await database.close();
    project.provide('dbTemplate', { kind: 'postgres', template, prefix });
    return async () => {
      const { rows } = await admin.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE datname LIKE $1',
        [`${prefix}%`],
      );
      for (const row of rows) await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
      await admin.end();
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'comptoir-test-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
  await runMigrations(database);
  await ensurePlans(database.db);
  const dump = await database.pglite!.dumpDataDir('none');
  const dumpPath = path.join(dir, 'template.tar');
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('dbTemplate', { kind: 'pglite', dumpPath });
  return () => rmSync(dir, { recursive: true, force: true });
}
