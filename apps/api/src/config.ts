import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .refine(
      (v) => {
        try {
          return protocols.includes(new URL(v).protocol);
        } catch {
          return false;
        }
      },
      `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
    )
    .optional();

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a whole number from 0 to 65535' })
    .int('must be a whole number from 0 to 65535')
    .min(0, 'must be a whole number from 0 to 65535')
    .max(65535, 'must be a whole number from 0 to 65535')
    .default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  EMBEDDED_DB_CACHE_MB: z.coerce.number().int().min(8).max(4096).default(128),
  REDIS_URL: optionalUrl(['redis:', 'rediss:']),
  APP_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  REVERB_APP_ID: z.string().min(1).optional(),
  REVERB_APP_KEY: z.string().min(1).optional(),
  REVERB_APP_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  PUBLIC_URL: optionalUrl(['http:', 'https:']),
  SMTP_URL: optionalUrl(['smtp:', 'smtps:']),
  MAIL_FROM: z.string().default('Comptoir <no-reply@comptoir.local>'),
  // Where the online payment adapters send their API calls (a provider's sandbox, or a local fake in tests).
  STRIPE_API_URL: optionalUrl(['http:', 'https:']),
  CINETPAY_API_URL: optionalUrl(['http:', 'https:']),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().trim().min(1).optional(),
  S3_ENDPOINT: optionalUrl(['http:', 'https:']),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  BACKUP_INTERVAL_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 30)
    .default(24),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(365).default(7),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
});

export type Env = z.infer<typeof envSchema>;

export interface Secrets {
  appKey: string;
  reverb: { appId: string; key: string; secret: string };
}

export interface Config extends Env {
  dataDir: string;
  secrets: Secrets;
  /** 'pglite' unless DATABASE_URL is given. */
  database: 'pglite' | 'postgres';
}

export class ConfigError extends Error {
  constructor(readonly lines: string[]) {
    super(lines.join('\n'));
  }
}

/** Parses the environment: one line per bad variable, never a stack trace. */
export function parseEnv(env: NodeJS.ProcessEnv): Env {
  const blankToUndefined = Object.fromEntries(
    Object.entries(env).map(([k, v]) => [k, v === '' ? undefined : v]),
  );
  const result = envSchema
    .refine((e) => e.STORAGE_DRIVER !== 's3' || e.S3_BUCKET, {
      path: ['S3_BUCKET'],
      message: 'is required when STORAGE_DRIVER=s3',
    })
    .safeParse(blankToUndefined);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `Invalid configuration: ${issue.path.join('.')} ${issue.message}`),
    );
  }
  return result.data;
}

/** Secrets not given in the environment are generated once and kept in DATA_DIR/secrets.json. */
function loadSecrets(env: Env, dataDir: string): Secrets {
  const file = path.join(dataDir, 'secrets.json');
  let stored: Partial<{ appKey: string; reverbAppId: string; reverbKey: string; reverbSecret: string }> = {};
  if (existsSync(file)) stored = JSON.parse(readFileSync(file, 'utf8'));
  const generated = {
    appKey: stored.appKey ?? randomBytes(32).toString('base64url'),
    reverbAppId: stored.reverbAppId ?? String(100000 + (randomBytes(3).readUIntBE(0, 3) % 900000)),
    reverbKey: stored.reverbKey ?? randomBytes(10).toString('hex'),
    reverbSecret: stored.reverbSecret ?? randomBytes(20).toString('hex'),
  };
  if (JSON.stringify(stored) !== JSON.stringify(generated)) {
    writeFileSync(file, JSON.stringify(generated, null, 2), { mode: 0o600 });
  }
  return {
    appKey: env.APP_KEY ?? generated.appKey,
    reverb: {
      appId: env.REVERB_APP_ID ?? generated.reverbAppId,
      key: env.REVERB_APP_KEY ?? generated.reverbKey,
      secret: env.REVERB_APP_SECRET ?? generated.reverbSecret,
    },
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = parseEnv(env);
  const dataDir = path.resolve(parsed.DATA_DIR);
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    throw new ConfigError([
      `Invalid configuration: DATA_DIR cannot be created (${(error as Error).message})`,
    ]);
  }
  return {
    ...parsed,
    dataDir,
    secrets: loadSecrets(parsed, dataDir),
    database: parsed.DATABASE_URL ? 'postgres' : 'pglite',
  };
}

/** A config for tests: no disk secrets, quiet logs. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const parsed = parseEnv({ LOG_LEVEL: 'silent' });
  return {
    ...parsed,
    dataDir: overrides.dataDir ?? '/nonexistent',
    secrets: {
      appKey: 'test-app-key-test-app-key-test-app-key',
      reverb: { appId: '100001', key: 'testkey', secret: 'testsecret-testsecret' },
    },
    database: 'pglite',
    ...overrides,
  };
}
