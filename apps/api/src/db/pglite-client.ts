import { type PGlite, type QueryOptions, type Transaction, types } from '@electric-sql/pglite';

const asText = (value: string) => value;

/**
 * Times, dates and intervals (and their arrays, and numeric arrays) kept as PostgreSQL's text: the parsers drizzle
 * asks for on every PGlite query (drizzle-orm/pglite/session.js). Set once on the instance instead (openDatabase).
 */
export const TEXT_PARSERS = {
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.INTERVAL]: asText,
  [types.DATE]: asText,
  1231: asText, // numeric[]
  1115: asText, // timestamp[]
  1185: asText, // timestamptz[]
  1187: asText, // interval[]
  1182: asText, // date[]
} satisfies QueryOptions['parsers'];

function withoutParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers) return options;
  const { parsers: _dropped, ...rest } = options;
  return rest;
}

/**
 * PGlite as drizzle drives it, minus the per-query parser map. With one, PGlite copies its whole map (318 types)
 * into a new object on every query: ~60 µs, as long as a simple query takes (docs/decisions.md). The instance holds
 * TEXT_PARSERS, so the answers are the same; transactions hand drizzle the same kind of client.
 */
export function driverClient<T extends PGlite | Transaction>(client: T): T {
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') {
        return (text: string, params?: unknown[], options?: QueryOptions) =>
          target.query(text, params, withoutParsers(options));
      }
      if (property === 'transaction') {
        return <R>(run: (tx: Transaction) => Promise<R>) =>
          (target as PGlite).transaction((tx) => run(driverClient(tx)));
      }
      // PGlite's methods use private fields: they run on the instance itself, not on the proxy
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
