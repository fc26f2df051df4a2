/**
 * The floor for order creation: bare node:http with a pg.Pool (same size as the app's) or one PGlite,
 * that reads the JSON body and runs, for that body, the statements the app sent (create-capture.ts) —
 * the token lookup, then the creation's transaction on one connection — with new ids, the current time
 * and the values its own statements return (create-plan.ts). It answers 201 with the returned rows.
 * No validation, pricing, mapping or framework: what the app costs beyond it is those.
 *
 *   BENCH_KIND=postgres|pglite BENCH_CAPTURE=<plans.json> BENCH_TARGET_URL=… node --import tsx bench/src/orders/create-replay-server.ts
 */
// The app's V8 settings (ops/v8-tuning.ts): the floor runs on the same runtime as the app.
import '@comptoir/api/src/ops/v8-tuning.ts';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { openDatabase } from '@comptoir/api/src/db/client.ts';
import { uuidv7 } from '@comptoir/api/src/lib/uuid.ts';
import pg from 'pg';
import { serveUntilParentLeaves } from '../catalog/serve.ts';
import { POOL_SIZE } from '../config.ts';
import { targetPgliteDir, targetUrl } from '../target.ts';
import { type CreatePlan, type CreatePlanFile, fillParams, ORDERS_PATH } from './create-plan.ts';

const file = JSON.parse(readFileSync(process.env.BENCH_CAPTURE!, 'utf8')) as CreatePlanFile;

interface Statement {
  name: string | null;
  text: string;
  values: unknown[];
}
/** Runs statements on one connection in order, inside a transaction or not. */
type Session = (
  statements: () => Generator<Statement, void, unknown[][]>,
  transaction: boolean,
) => Promise<void>;

let session: Session;
let close: () => Promise<void>;
if (file.kind === 'postgres') {
  pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
  const pool = new pg.Pool({ connectionString: targetUrl(), max: POOL_SIZE, options: '-c TimeZone=UTC' });
  pool.on('error', () => undefined);
  session = async (statements, transaction) => {
    const client = await pool.connect();
    let failed = false;
    try {
      if (transaction) await client.query('begin');
      const steps = statements();
      let step = steps.next([]);
      while (!step.done) {
        const q = step.value;
        const result = await client.query({
          ...(q.name ? { name: q.name } : {}),
          text: q.text,
          values: q.values,
          rowMode: 'array',
        });
        step = steps.next(result.rows);
      }
      if (transaction) await client.query('commit');
    } catch (error) {
      failed = true;
      if (transaction) await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release(failed);
    }
  };
  close = () => pool.end();
} else {
  const database = await openDatabase({ kind: 'pglite', dataDir: targetPgliteDir() });
  const pglite = database.pglite!;
  session = async (statements, transaction) => {
    const run = async (query: typeof pglite.query) => {
      const steps = statements();
      let step = steps.next([]);
      while (!step.done) {
        const q = step.value;
        const result = await query(q.text, q.values, { rowMode: 'array' });
        step = steps.next(result.rows as unknown[][]);
      }
    };
    if (transaction) await pglite.transaction((tx) => run(tx.query.bind(tx) as typeof pglite.query));
    else await run(pglite.query.bind(pglite));
  };
  close = () => database.close();
}

/** One creation: every unit of the plan in order; returns the rows of the transaction's statements. */
async function replay(plan: CreatePlan): Promise<unknown[][][]> {
  const ids = Array.from({ length: plan.slots }, () => uuidv7());
  const now = new Date().toISOString();
  const results: unknown[][][] = [];
  const answer: unknown[][][] = [];
  for (const unit of plan.units) {
    const indexes = unit.kind === 'single' ? [unit.statement] : unit.statements;
    await session(function* () {
      for (const s of indexes) {
        const statement = plan.statements[s]!;
        const rows = yield {
          name: statement.name,
          text: statement.text,
          values: fillParams(statement, ids, now, results),
        };
        results[s] = rows;
        if (unit.kind === 'transaction' && rows.length > 0) answer.push(rows);
      }
    }, unit.kind === 'transaction');
  }
  return answer;
}

const server = http.createServer({ keepAlive: true }, (req, res) => {
  if (req.method !== 'POST' || req.url !== ORDERS_PATH) {
    res.writeHead(404).end();
    return;
  }
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    (async () => {
      const text = Buffer.concat(chunks).toString('utf8');
      JSON.parse(text);
      const plan = file.plans[text];
      if (!plan) {
        res.writeHead(422).end();
        return;
      }
      const json = JSON.stringify({ data: await replay(plan) });
      res.writeHead(201, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(json),
      });
      res.end(json);
    })().catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500).end(String(error));
      else res.destroy();
    });
  });
});
server.listen(0, '127.0.0.1', () => serveUntilParentLeaves(server, close));
