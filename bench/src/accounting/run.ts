/**
 * `npm run bench:accounting`: the accounting reports of a company with 1,000,000 journal lines on
 * PostgreSQL (issue 6: trial balance and income statement under 500 ms). The real app, in process,
 * called through inject: the figures are the request's whole latency, routing and JSON included.
 *
 * Environment: BENCH_DATABASE_URL (maintenance connection, as for the other benches),
 * BENCH_ACCOUNTING_RUNS (timed calls per scenario, default 15), BENCH_ACCOUNTING_LINES (default 1e6).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '@comptoir/api/src/app.ts';
import { testConfig } from '@comptoir/api/src/config.ts';
import { openDatabase, runMigrations } from '@comptoir/api/src/db/client.ts';
import { ensurePlans } from '@comptoir/api/src/modules/plans/plans.seed.ts';
import pg from 'pg';
import { BENCH_DIR, MAINTENANCE_URL } from '../config.ts';
import { toJson } from '../json.ts';

const RUNS = Math.max(3, Number(process.env.BENCH_ACCOUNTING_RUNS || 15));
const LINES = Math.max(2, Number(process.env.BENCH_ACCOUNTING_LINES || 1_000_000));
const DB = 'comptoir_bench_accounting';
const TARGET_MS = 500;
const log = (line: string) => console.log(`[accounting] ${line}`);

// A shop's year: sales on credit and in cash, VAT, purchases, rent, cost of goods sold, bank.
const ACCOUNTS = ['571', '701', '411', '4431', '601', '401', '622', '521', '6031', '31', '706', '661'];

function databaseUrl(): string {
  const url = new URL(MAINTENANCE_URL);
  url.pathname = `/${DB}`;
  return url.toString();
}

async function freshDatabase(): Promise<void> {
  const client = new pg.Client({ connectionString: MAINTENANCE_URL });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${DB}`);
  } finally {
    await client.end();
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function main() {
  await freshDatabase();
  const url = databaseUrl();
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 8 });
  await runMigrations(database, url);
  await ensurePlans(database.db);
  const { app } = await buildApp({
    config: testConfig(),
    database,
    mailer: { send: async () => {}, outbox: () => [] },
  });
  await app.ready();
  const registered = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: {
      user: { name: 'Bench', email: 'bench-accounting@example.test', password: 'bench password 1' },
      company: { name: 'Grand Livre', currency: 'XOF' },
    },
  });
  const { accessToken, companyId } = registered.json<{ accessToken: string; companyId: string }>();

  const entries = Math.floor(LINES / 2);
  log(
    `loading ${entries.toLocaleString('en')} entries, ${(entries * 2).toLocaleString('en')} lines over three years`,
  );
  const started = Date.now();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `insert into journal_entries (id, company_id, journal, year, number, date, label, total)
       select gen_random_uuid(), $1::uuid, 'OD', extract(year from date '2024-01-01' + (i % 1095))::int, i,
              date '2024-01-01' + (i % 1095), 'Bench', 1000 + i % 9000
       from generate_series(1, $2::int) i`,
      [companyId, entries],
    );
    // One debit and one credit per entry, on accounts chosen so every class 1–7 account moves.
    await client.query(
      `insert into journal_lines (company_id, entry_id, position, date, journal, account, debit, credit)
       select e.company_id, e.id, p, e.date, 'OD', ($2::text[])[1 + ((e.number * 7 + p * 5) % ${ACCOUNTS.length})],
              case when p = 0 then e.total else 0 end, case when p = 1 then e.total else 0 end
       from journal_entries e cross join generate_series(0, 1) p where e.company_id = $1::uuid`,
      [companyId, ACCOUNTS],
    );
    await client.query('VACUUM ANALYZE journal_lines');
    await client.query('VACUUM ANALYZE journal_entries');
    await client.query('VACUUM ANALYZE ledger_monthly_totals');
  } finally {
    await client.end();
  }
  log(`loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const scenarios: [name: string, path: string][] = [
    ['trial balance, all time', 'accounting/reports/trial-balance?period=all'],
    ['trial balance, 2025 (whole year)', 'accounting/reports/trial-balance?from=2025-01-01&to=2025-12-31'],
    [
      'trial balance, 14 Feb 2025 – 17 Jun 2026 (parts of months)',
      'accounting/reports/trial-balance?from=2025-02-14&to=2026-06-17',
    ],
    [
      'income statement, 2025 with 2024 beside it',
      'accounting/reports/income-statement?from=2025-01-01&to=2025-12-31&compare=past',
    ],
    [
      'income statement, 10 Mar – 20 Nov 2025',
      'accounting/reports/income-statement?from=2025-03-10&to=2025-11-20',
    ],
    ['balance sheet at 17 Jun 2026', 'accounting/reports/balance-sheet?as_of=2026-06-17'],
    [
      'general ledger of 571 in 2025, page 20 of 100 lines',
      'accounting/reports/general-ledger?account=571&from=2025-01-01&to=2025-12-31&page=20',
    ],
    [
      'accounting stats, 2025 against 2024',
      'analytics/accounting/stats?startDate=2025-01-01&endDate=2025-12-31',
    ],
    ['revenue by month, 2025', 'analytics/accounting/stats/revenue?startDate=2025-01-01&endDate=2025-12-31'],
  ];
  const results = [];
  for (const [name, path_] of scenarios) {
    const call = () =>
      app.inject({
        method: 'GET',
        url: `/api/v1/admin/${path_}`,
        headers: { authorization: `Bearer ${accessToken}` },
      });
    const warm = await call();
    if (warm.statusCode !== 200) throw new Error(`${name}: ${warm.statusCode} ${warm.body.slice(0, 200)}`);
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const t0 = performance.now();
      await call();
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const row = {
      name,
      p50_ms: Math.round(percentile(times, 50) * 10) / 10,
      p95_ms: Math.round(percentile(times, 95) * 10) / 10,
      max_ms: Math.round(times.at(-1)! * 10) / 10,
    };
    results.push(row);
    log(`${name}: p50 ${row.p50_ms} ms, p95 ${row.p95_ms} ms, max ${row.max_ms} ms`);
  }
  await app.close();
  await database.close();
  const out = path.join(BENCH_DIR, 'results', 'accounting-latest.json');
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(
    out,
    toJson({
      when: new Date().toISOString(),
      lines: entries * 2,
      runs: RUNS,
      target_ms: TARGET_MS,
      database: 'postgres',
      results,
    }),
  );
  const slow = results
    .filter((r) => r.name.startsWith('trial') || r.name.startsWith('income'))
    .filter((r) => r.p95_ms > TARGET_MS);
  log(
    slow.length === 0
      ? `every trial balance and income statement under ${TARGET_MS} ms (p95)`
      : `over target: ${slow.map((r) => r.name).join('; ')}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
