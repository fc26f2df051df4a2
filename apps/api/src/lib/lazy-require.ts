import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A CommonJS package loaded the first time it is used rather than when the server starts. The SDKs that only
 * some installs or some requests need (S3, Stripe, SMTP, PDF, image resizing) cost ~1 s of CPU to load, paid on
 * every start — `npm start`, each browser test's server — before the first request; loaded on first use, an
 * install that never sends mail through SMTP or stores media on S3 never pays for them. Types come from
 * `import type`, so the call sites read as before.
 */
export function lazyRequire<T>(id: string): () => T {
  let loaded: T | undefined;
  return () => {
    loaded ??= require(id) as T;
    return loaded;
  };
}
