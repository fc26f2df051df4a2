import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { JobRunner } from './jobs/job-runner.ts';
import type { RateLimiter } from './lib/rate-limiter.ts';
import type { Mailer } from './mail/mailer.ts';
import type { StorageDriver } from './storage/storage-driver.ts';

/** What services need from the running app, passed explicitly (no globals). */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  limiter: RateLimiter;
  mailer: Mailer;
  log: FastifyBaseLogger;
  storage: StorageDriver;
  jobs: JobRunner;
}
