/**
 * Named or unnamed, per dashboard statement: `node --import tsx bench/src/dashboard/plan-check.ts [period]`
 * (default last_30_days; the orders bench database as `npm run bench:dashboard` left it, migrated).
 *
 * A named statement is planned for its values five times, then PostgreSQL may keep a generic plan; an unnamed one
 * is planned for its values every time. For every statement the dashboard's 12 calls send (captured from the real
 * app, in process), this times the statement sent unnamed, named before the switch and named after it, alone on one
 * connection (medians), and flags the statements whose generic plan is slower (bench/README.md, dashboard;
 * docs/decisions.md "The acting company's calendar read with the token; dashboard statements built once per key").
 */
import path from 'node:path';
import { buildApp } from '@comptoir/api/src/app.ts';
import { loadConfig } from '@comptoir/api/src/config.ts';
import { openDatabase } from '@comptoir/api/src/db/client.ts';
import pg from 'pg';
import { ADMIN_TOKEN, BENCH_DIR } from '../config.ts';
import { ordersDatabaseUrl } from '../orders/orders-config.ts';

const PERIOD = process.argv[2] || 'last_30_days';
const API = '/api/v1/admin/analytics';
const CALLS = [
  'stats?',
  'stats/orders/group-by/?field=date&',
  'stats/orders/group-by/?field=product&limit=5&',
  'stats/orders/group-by/?field=customer&limit=5&',
  'stats/orders/group-by/?field=seller&limit=5&',
  'stats/orders/group-by/?field=shop&limit=5&',
  'recent-orders?',
  'today-deliveries?',
  'low-stock?',
  'payments-by-method?',
  'expenses-by-category?',
  'cash-position?',
];

interface Sent {
  call: string;
  name: string | undefined;
  text: string;
  values: unknown[];
}

/** The statements each call sends (the token lookup left out), read off pg.Client#query. */
async function capture(url: string): Promise<Sent[]> {
  const config = loadConfig({
    DATABASE_URL: url,
    DATA_DIR: path.join(BENCH_DIR, '.data'),
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: '0',
  });
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
  const { app } = await buildApp({ config, database });
  await app.ready();
  const sent: Sent[] = [];
  let call = '';
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, config: unknown, ...rest: unknown[]) {
    const q = config as { name?: string; text?: string; values?: unknown[] };
    if (q && typeof q === 'object' && q.text && !q.text.includes('access_tokens')) {
      sent.push({ call, name: q.name, text: q.text, values: q.values ?? (rest[0] as unknown[]) ?? [] });
    }
    return (query as (...args: unknown[]) => unknown).call(this, config, ...rest);
  } as typeof query;
  try {
    for (call of CALLS) {
      const response = await app.inject({
        method: 'GET',
        url: `${API}/${call}period=${PERIOD}`,
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      });
      if (response.statusCode !== 200) throw new Error(`${call}: ${response.statusCode} ${response.body}`);
    }
  } finally {
    pg.Client.prototype.query = query;
    await app.close();
    await database.close();
  }
  return sent;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function timed(client: pg.Client, config: pg.QueryConfig, runs: number): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await client.query(config);
    out.push(performance.now() - start);
  }
  return out;
}

const url = ordersDatabaseUrl();
const sent = await capture(url);
const client = new pg.Client({ connectionString: url });
await client.connect();
console.log(`[plan-check] ${PERIOD}: ${sent.length} statements; ms alone (median), one connection`);
let n = 0;
for (const s of sent) {
  const unnamed = median((await timed(client, { text: s.text, values: s.values }, 9)).slice(2));
  const named = await timed(client, { name: `plan_check_${n++}`, text: s.text, values: s.values }, 16);
  const custom = median(named.slice(1, 5));
  const generic = median(named.slice(7));
  const flag = generic > unnamed * 1.2 ? '  generic plan slower' : '';
  console.log(
    `${s.call.padEnd(48)} ${(s.name ?? '(unnamed)').slice(0, 34).padEnd(35)} unnamed ${unnamed.toFixed(2)}` +
      `  named ${custom.toFixed(2)} → generic ${generic.toFixed(2)}${flag}`,
  );
}
await client.end();
