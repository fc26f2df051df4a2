/**
 * The floor for `GET /api/v1/admin/users?page=N`: bare node:http + pg.Pool (same pool size as the app)
 * running THE SAME SQL as the endpoint — captured from the real app with bench/src/capture-sql.ts,
 * and re-checked by run.ts before every benchmark — and answering the same JSON.
 *
 *   ?page=N            token lookup, then the page and the row_counts total in parallel (as paginate() does)
 *   ?page=N&no_total=1 the same without the total: what meta.total costs
 *
 * `node --import tsx bench/src/reference-server.ts` → prints `{"ready":true,"port":N}` on stdout.
 */
// The app's V8 settings (ops/v8-tuning.ts): the floor runs on the same runtime as the app.
import '@comptoir/api/src/ops/v8-tuning.ts';
import { createHash } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import { benchDatabaseUrl, POOL_SIZE } from './config.ts';
import { COUNT_SQL, PAGE_SQL, STATEMENT_NAMES, TOKEN_SQL, TOUCH_SQL } from './reference-sql.ts';

const TOUCH_EVERY_MS = 5 * 60_000;
const PER_PAGE = 10;

interface UserRow {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  has_pin: boolean;
  role: string;
  is_super_admin: boolean;
  status: string;
  locale: string | null;
  last_login_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** Same fields and order as toUserDto (modules/users/user.dto.ts). */
function toDto(row: UserRow) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    status: row.status,
    has_pin: row.has_pin,
    is_super_admin: row.is_super_admin,
    locale: row.locale,
    last_login_at: row.last_login_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

function send(res: http.ServerResponse, status: number, body: unknown) {
  const json = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(json),
  });
  res.end(json);
}

export function createReferenceServer(pool: pg.Pool): http.Server {
  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method !== 'GET' || (url.pathname !== '/api/v1/admin/users' && url.pathname !== '/admin/users')) {
      return send(res, 404, { message: 'Not found' });
    }
    const match = /^Bearer\s+(\S{10,200})$/i.exec(req.headers.authorization ?? '');
    if (!match) return send(res, 401, { message: 'Unauthenticated.' });
    const hash = createHash('sha256').update(match[1]!).digest('hex');
    // rowMode 'array' as drizzle does: the select has two "id" columns.
    const tokenRows = await pool.query<
      [string, Date | null, string, string, string, string | null, string, boolean, string]
    >({ name: STATEMENT_NAMES.token, text: TOKEN_SQL, values: [hash, 1], rowMode: 'array' });
    const row = tokenRows.rows[0];
    if (!row) return send(res, 401, { message: 'Unauthenticated.' });
    const [tokenId, lastUsedAt, , companyId, , , role, , status] = row;
    if (status !== 'active') return send(res, 401, { message: 'Unauthenticated.' });
    if (!lastUsedAt || Date.now() - lastUsedAt.getTime() > TOUCH_EVERY_MS) {
      const now = new Date();
      await pool.query(TOUCH_SQL, [now, now, tokenId]);
    }
    if (role !== 'admin') return send(res, 403, { message: 'Forbidden.' });

    const pageParam = url.searchParams.get('page');
    if (pageParam !== null && !/^\d{1,9}$/.test(pageParam)) return send(res, 400, { message: 'Bad page.' });
    const page = pageParam === null ? 1 : Number(pageParam);
    if (page < 1 || page > 1_000_000) return send(res, 400, { message: 'Bad page.' });
    const withTotal = url.searchParams.get('no_total') !== '1';

    const pageQuery = pool.query({
      name: STATEMENT_NAMES.page,
      text: PAGE_SQL,
      values: [companyId, PER_PAGE, (page - 1) * PER_PAGE],
    });
    const [rows, total] = await Promise.all([
      pageQuery.then((r) => r.rows as UserRow[]),
      withTotal
        ? pool
            .query({ name: STATEMENT_NAMES.count, text: COUNT_SQL, values: [companyId, 'users'] })
            .then((r) => Number(r.rows[0]?.count ?? 0))
        : null,
    ]);
    const from = rows.length === 0 ? null : (page - 1) * PER_PAGE + 1;
    const to = from === null ? null : from + rows.length - 1;
    const meta =
      total === null
        ? { current_page: page, per_page: PER_PAGE, from, to }
        : {
            current_page: page,
            per_page: PER_PAGE,
            total,
            last_page: Math.max(1, Math.ceil(total / PER_PAGE)),
            from,
            to,
            total_exact: true,
          };
    send(res, 200, { data: rows.map(toDto), meta });
  }
  return http.createServer({ keepAlive: true }, (req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, { message: String(error) });
      else res.destroy();
    });
  });
}

pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
const pool = new pg.Pool({
  connectionString: process.env.BENCH_APP_DATABASE_URL || benchDatabaseUrl(),
  max: POOL_SIZE,
  // The app's session settings (apps/api/src/db/client.ts).
  options: '-c TimeZone=UTC',
});
pool.on('error', () => undefined);
const server = createReferenceServer(pool);
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`${JSON.stringify({ ready: true, port, pid: process.pid })}\n`);
});

function stop() {
  server.close();
  server.closeAllConnections();
  pool.end().finally(() => process.exit(0));
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.stdin.on('end', stop);
process.stdin.resume();
