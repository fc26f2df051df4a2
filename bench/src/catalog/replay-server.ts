/**
 * The floor for the catalogue and order-list benches: bare node:http with a pg.Pool (same size as the app) or one
 * PGlite, running for each URL exactly the statements the app sent (captured by catalog-capture.ts), in the same
 * waves, then answering
 * - `BENCH_REPLAY_ANSWER=app` (the default): the app's own JSON for that URL, serialised anew with JSON.stringify
 *   from an object parsed once at start. Same SQL, same bytes on the socket: what the app costs beyond it is the
 *   framework, auth checks, validation and the mapping of rows to the answer;
 * - `BENCH_REPLAY_ANSWER=rows`: the statements' rows as arrays, a third to a half of the app's bytes (the figure
 *   these benches reported as their reference until 2026-12-01; docs/decisions.md).
 *
 *   BENCH_KIND=postgres|pglite BENCH_CAPTURE=<capture.json> node --import tsx bench/src/catalog/replay-server.ts
 */
// The app's V8 settings (ops/v8-tuning.ts): the floor runs on the same runtime as the app.
import '@comptoir/api/src/ops/v8-tuning.ts';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { openDatabase } from '@comptoir/api/src/db/client.ts';
import pg from 'pg';
import { POOL_SIZE } from '../config.ts';
import { targetPgliteDir, targetUrl } from '../target.ts';
import type { CaptureFile, ReplayQuery } from './replay-plan.ts';
import { serveUntilParentLeaves } from './serve.ts';

const capture = JSON.parse(readFileSync(process.env.BENCH_CAPTURE!, 'utf8')) as CaptureFile;
const answersRows = process.env.BENCH_REPLAY_ANSWER === 'rows';
// Parsed once, by the replay that sends them: each request serialises its object again, as a server answering these rows would.
const appAnswers = new Map(
  answersRows
    ? []
    : Object.entries(capture.requests).map(([url, r]) => [url, JSON.parse(r.answer) as unknown]),
);
type Run = (query: ReplayQuery) => Promise<unknown[]>;

let run: Run;
let close: () => Promise<void>;
if (capture.kind === 'postgres') {
  pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
  const pool = new pg.Pool({
    connectionString: targetUrl(),
    max: POOL_SIZE,
    options: '-c TimeZone=UTC',
  });
  pool.on('error', () => undefined);
  run = async (q) =>
    (
      await pool.query({
        ...(q.name ? { name: q.name } : {}),
        text: q.text,
        values: q.values,
        rowMode: 'array',
      })
    ).rows;
  close = () => pool.end();
} else {
  const database = await openDatabase({ kind: 'pglite', dataDir: targetPgliteDir() });
  const pglite = database.pglite!;
  run = async (q) => (await pglite.query(q.text, q.values, { rowMode: 'array' })).rows as unknown[];
  close = () => database.close();
}

const server = http.createServer({ keepAlive: true }, (req, res) => {
  const plan = capture.requests[req.url ?? ''];
  if (!plan) {
    res.writeHead(404).end();
    return;
  }
  (async () => {
    const results: unknown[][] = [];
    for (const wave of plan.waves) results.push(...(await Promise.all(wave.map(run))));
    const json = JSON.stringify(answersRows ? { data: results } : appAnswers.get(req.url ?? ''));
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(json),
    });
    res.end(json);
  })().catch((error: unknown) => {
    if (!res.headersSent) res.writeHead(500).end(String(error));
    else res.destroy();
  });
});
server.listen(0, '127.0.0.1', () => serveUntilParentLeaves(server, close));
