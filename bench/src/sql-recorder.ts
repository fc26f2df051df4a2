/**
 * Records the SQL an in-process app sends, for the replay references: each statement's text, name,
 * parameters, connection, when it started and ended, and the rows it returned (as arrays). On
 * PostgreSQL it wraps `pg.Client#query` (promise and callback styles: pg-pool uses callbacks); on
 * PGlite `PGlite#query` and the queries of `PGlite#transaction`, with `begin`/`commit` entries around
 * the latter as PostgreSQL's transactions have.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import pg from 'pg';

export interface RecordedQuery {
  /** the connection it ran on: one number per pg.Client; on PGlite 0, or 1 inside a transaction */
  client: number;
  name: string | null;
  text: string;
  values: unknown[];
  start: number;
  end: number;
  /** rows returned, each as an array of its columns in order; null until it answered */
  rows: unknown[][] | null;
}

const plain = (v: unknown) => (v instanceof Date ? v.toISOString() : v);
const asArrays = (result: unknown): unknown[][] | null => {
  const rows = (result as { rows?: unknown[] } | undefined)?.rows;
  return Array.isArray(rows)
    ? rows.map((row) => (Array.isArray(row) ? row : Object.values(row as Record<string, unknown>)))
    : null;
};

export class SqlRecorder {
  private recording: RecordedQuery[] | null = null;
  private readonly clients = new WeakMap<object, number>();
  private nextClient = 2;
  private pgliteTx = 0;

  /** Statements never recorded (e.g. the token touch that happens once every few minutes). */
  constructor(private readonly skip: ReadonlySet<string> = new Set()) {}

  start(): void {
    this.recording = [];
  }

  stop(): RecordedQuery[] {
    const recorded = this.recording ?? [];
    this.recording = null;
    return recorded;
  }

  private entry(client: number, text: unknown, values: unknown, name: string | null): RecordedQuery | null {
    if (!this.recording || typeof text !== 'string' || this.skip.has(text)) return null;
    const entry: RecordedQuery = {
      client,
      name,
      text,
      values: Array.isArray(values) ? values.map(plain) : [],
      start: performance.now(),
      end: Number.POSITIVE_INFINITY,
      rows: null,
    };
    this.recording.push(entry);
    return entry;
  }

  private clientNumber(client: object): number {
    const known = this.clients.get(client);
    if (known !== undefined) return known;
    const n = this.nextClient++;
    this.clients.set(client, n);
    return n;
  }

  /** Wraps pg.Client#query for the whole process. */
  installPg(): void {
    const recorder = this;
    const original = pg.Client.prototype.query;
    // biome-ignore lint/suspicious/noExplicitAny: pg's query() has a dozen overloads; we only read its arguments
    (pg.Client.prototype as any).query = function (this: pg.Client, ...args: any[]) {
      const [first, second] = args;
      const text = typeof first === 'string' ? first : first?.text;
      const values = Array.isArray(second) ? second : first?.values;
      const name = typeof first === 'object' && typeof first?.name === 'string' ? first.name : null;
      const entry = recorder.entry(recorder.clientNumber(this), text, values, name);
      const callback = args.at(-1);
      if (entry && typeof callback === 'function') {
        // Callback style (pg-pool): timed from the call to the callback.
        args[args.length - 1] = (error: unknown, result: unknown) => {
          entry.end = performance.now();
          entry.rows = asArrays(result);
          return callback(error, result);
        };
      }
      // biome-ignore lint/suspicious/noExplicitAny: see above
      const result = (original as any).apply(this, args);
      if (entry && result instanceof Promise) {
        return result.then((value: unknown) => {
          entry.end = performance.now();
          entry.rows = asArrays(value);
          return value;
        });
      }
      return result;
    };
  }

  /** Wraps one PGlite instance's query and transaction. */
  installPglite(pglite: PGlite): void {
    const wrap = <Q extends PGlite['query']>(query: Q, client: () => number): Q =>
      (async (text: string, params?: unknown[], options?: unknown) => {
        const entry = this.entry(client(), text, params, null);
        const result = await query(text, params, options as Parameters<Q>[2]);
        if (entry) {
          entry.end = performance.now();
          entry.rows = asArrays(result);
        }
        return result;
      }) as Q;
    pglite.query = wrap(pglite.query.bind(pglite), () => (this.pgliteTx > 0 ? 1 : 0));
    const transaction = pglite.transaction.bind(pglite);
    pglite.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
      transaction(async (tx) => {
        this.pgliteTx++;
        this.marker('begin');
        try {
          tx.query = wrap(tx.query.bind(tx) as PGlite['query'], () => 1) as Transaction['query'];
          const result = await callback(tx);
          this.marker('commit');
          return result;
        } catch (error) {
          this.marker('rollback');
          throw error;
        } finally {
          this.pgliteTx--;
        }
      })) as PGlite['transaction'];
  }

  private marker(text: string): void {
    const entry = this.entry(1, text, [], null);
    if (entry) {
      entry.end = entry.start;
      entry.rows = [];
    }
  }
}
