/**
 * The dashboard bench's baseline: a bare `node:http` + `pg` server (pool of 8) that answers what a
 * dashboard without rollups would compute from the raw orders, for the same company and period.
 *
 *   GET /raw/date?from=ISO&to=ISO&bucket=day|week|month   `date_trunc` + `sum` over orders: the chart series
 *   GET /raw/product?from=ISO&to=ISO                       the top 5 products from the raw order lines
 *
 * `from` is inclusive and `to` exclusive (instants). Counted orders: status confirmed or completed, as the
 * rollups count them. No token lookup, no validation: only the query and the JSON.
 *
 * `node --import tsx bench/src/dashboard/raw-server.ts` → prints `{"ready":true,"port":N}` on stdout.
 */
// The app's V8 settings (ops/v8-tuning.ts): the floor runs on the same runtime as the app.
import '@comptoir/api/src/ops/v8-tuning.ts';
import http from 'node:http';
import pg from 'pg';
import { BIG_COMPANY_ID, POOL_SIZE } from '../config.ts';
import { targetUrl } from '../target.ts';

/** The big company's time zone (orders-dataset.ts: every company is in Africa/Dakar). */
export const TIME_ZONE = 'Africa/Dakar';

export const RAW_DATE_SQL = `SELECT date_trunc($4, o.created_at AT TIME ZONE '${TIME_ZONE}')::date::text AS bucket,
  count(*)::int AS orders, sum(o.total - o.credited_total)::bigint AS revenue
FROM orders o
WHERE o.company_id = $1 AND o.created_at >= $2::timestamptz AND o.created_at < $3::timestamptz
  AND o.status IN ('confirmed', 'completed')
GROUP BY 1 ORDER BY 1`;

export const RAW_PRODUCT_SQL = `SELECT l.product_id, sum(l.total)::bigint AS revenue, sum(l.quantity)::bigint AS units
FROM orders o JOIN order_lines l ON l.order_id = o.id
WHERE o.company_id = $1 AND o.created_at >= $2::timestamptz AND o.created_at < $3::timestamptz
  AND o.status IN ('confirmed', 'completed') AND l.source = 'product'
GROUP BY 1 ORDER BY 2 DESC LIMIT 5`;

const BUCKETS = new Set(['day', 'week', 'month', 'year']);

if (process.argv[1]?.endsWith('raw-server.ts')) {
  const pool = new pg.Pool({ connectionString: targetUrl(), max: POOL_SIZE });
  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const from = url.searchParams.get('from');
      const to = url.searchParams.get('to');
      const bucket = url.searchParams.get('bucket') ?? 'day';
      let result: pg.QueryResult;
      if (url.pathname === '/raw/date' && from && to && BUCKETS.has(bucket))
        result = await pool.query(RAW_DATE_SQL, [BIG_COMPANY_ID, from, to, bucket]);
      else if (url.pathname === '/raw/product' && from && to)
        result = await pool.query(RAW_PRODUCT_SQL, [BIG_COMPANY_ID, from, to]);
      else {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.stringify({ data: { rows: result.rows } });
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  server.keepAliveTimeout = 60_000;
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    process.stdout.write(`${JSON.stringify({ ready: true, port, pid: process.pid })}\n`);
  });
  const stop = async () => {
    server.close();
    await pool.end();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  process.stdin.on('end', stop);
  process.stdin.resume();
}
