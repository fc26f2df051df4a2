import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { type Config, testConfig } from '../../src/config.ts';
import type { AppContext } from '../../src/context.ts';
import type { Mail, Mailer } from '../../src/mail/mailer.ts';
import { freshDatabase } from './test-db.ts';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** mails sent, newest last (unless a real SMTP mailer was given) */
  mails: Mail[];
  close(): Promise<void>;
}

/** A real app on a fresh copy of the migrated database: PGlite in `npm test`, PostgreSQL when DATABASE_URL is set. */
export async function createTestApp(
  options: {
    config?: Partial<Config>;
    mailer?: Mailer;
    /** serve a built web app from this directory, as `npm start` serves apps/web/dist */
    webDist?: string;
  } = {},
): Promise<TestApp> {
  const database = await freshDatabase();
  const mails: Mail[] = [];
  const mailer: Mailer = options.mailer ?? {
    async send(mail) {
      mails.push(mail);
    },
    outbox: () => mails,
  };
  const { app, ctx } = await buildApp({
    config: testConfig(options.config),
    database,
    mailer,
    ...(options.webDist ? { serveWeb: true, webDist: options.webDist } : {}),
  });
  await app.ready();
  return {
    app,
    ctx,
    mails,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export interface ApiOptions {
  token?: string | undefined;
  headers?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

/** Calls the API as a client would: JSON in, JSON out, bearer token and headers. */
export async function call(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  options: ApiOptions = {},
): Promise<LightMyRequestResponse & { body: string; json<T = Record<string, unknown>>(): T }> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await app.inject({
    method,
    url,
    headers,
    ...(options.query ? { query: options.query } : {}),
    ...(options.body !== undefined ? { payload: options.body as InjectOptions['payload'] } : {}),
  });
  return response as LightMyRequestResponse & { body: string; json<T = Record<string, unknown>>(): T };
}
