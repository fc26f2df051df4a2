import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'comptoir-config-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The lines a bad environment produces (what main.ts prints before exiting 1). */
function errorLines(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig({ DATA_DIR: tempDir(), ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).lines;
  }
  throw new Error('expected a ConfigError');
}

describe('bad configuration gives one line per variable, naming it', () => {
  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['DATABASE_URL', 'mysql://user@host/db'],
    ['DATABASE_URL', 'not a url'],
    ['APP_KEY', 'too-short'],
    ['REDIS_URL', 'http://localhost:6379'],
    ['BACKUP_INTERVAL_HOURS', 'daily'],
    ['BACKUP_KEEP', '0'],
    ['LOG_LEVEL', 'loud'],
    ['EMBEDDED_DB_CACHE_MB', '4'],
    ['EMBEDDED_DB_CACHE_MB', 'lots'],
  ])('%s=%s', (name, value) => {
    const lines = errorLines({ [name]: value });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(name);
    expect(lines[0]).not.toContain('\n');
    expect(lines[0]).not.toMatch(/\s+at\s+\S+\s+\(/); // no stack frame
  });

  it('STORAGE_DRIVER=s3 without S3_BUCKET names S3_BUCKET', () => {
    const lines = errorLines({ STORAGE_DRIVER: 's3' });
    expect(lines).toEqual(['Invalid configuration: S3_BUCKET is required when STORAGE_DRIVER=s3']);
  });

  it('an S3_ENDPOINT that is not an http(s) URL names S3_ENDPOINT', () => {
    const lines = errorLines({ STORAGE_DRIVER: 's3', S3_BUCKET: 'media', S3_ENDPOINT: 'minio:9000' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('S3_ENDPOINT');
  });

  it('several bad variables give one line each', () => {
    const lines = errorLines({ PORT: 'abc', DATABASE_URL: 'mysql://x', APP_KEY: 'short' });
    expect(lines).toHaveLength(3);
    expect(lines.find((l) => l.includes('PORT'))).toBeDefined();
    expect(lines.find((l) => l.includes('DATABASE_URL'))).toBeDefined();
    expect(lines.find((l) => l.includes('APP_KEY'))).toBeDefined();
  });

  it('an empty variable counts as unset', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), PORT: '', DATABASE_URL: '', APP_KEY: '' });
    expect(config.PORT).toBe(3000);
    expect(config.database).toBe('pglite');
  });

  it('a DATA_DIR that cannot be created names DATA_DIR', () => {
    const file = path.join(tempDir(), 'a-file');
    writeFileSync(file, 'not a directory');
    const lines = errorLines({ DATA_DIR: path.join(file, 'data') });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('DATA_DIR');
  });
});

describe('defaults and switches', () => {
  it('uses PGlite without DATABASE_URL and PostgreSQL with it', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).database).toBe('pglite');
    const pg = loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: 'postgres://u:p@localhost:5432/comptoir' });
    expect(pg.database).toBe('postgres');
  });

  it('resolves DATA_DIR to an absolute path and creates it', () => {
    const parent = tempDir();
    const config = loadConfig({ DATA_DIR: path.join(parent, 'nested', 'data') });
    expect(path.isAbsolute(config.dataDir)).toBe(true);
    expect(existsSync(config.dataDir)).toBe(true);
  });
});

describe('secrets', () => {
  it('are generated into DATA_DIR/secrets.json on first load and reused on the next', () => {
    const dir = tempDir();
    const file = path.join(dir, 'secrets.json');
    expect(existsSync(file)).toBe(false);

    const first = loadConfig({ DATA_DIR: dir });
    expect(existsSync(file)).toBe(true);
    expect(first.secrets.appKey.length).toBeGreaterThanOrEqual(32);
    expect(first.secrets.reverb.appId).toMatch(/^\d+$/);
    expect(first.secrets.reverb.key).not.toBe('');
    expect(first.secrets.reverb.secret.length).toBeGreaterThanOrEqual(16);
    expect(statSync(file).mode & 0o077).toBe(0); // readable by the owner only
    const written = readFileSync(file, 'utf8');

    const second = loadConfig({ DATA_DIR: dir });
    expect(second.secrets).toEqual(first.secrets);
    expect(readFileSync(file, 'utf8')).toBe(written);
  });

  it('given in the environment, win over the generated ones', () => {
    const dir = tempDir();
    const generated = loadConfig({ DATA_DIR: dir }).secrets;
    const appKey = 'k'.repeat(40);
    const config = loadConfig({
      DATA_DIR: dir,
      APP_KEY: appKey,
      REVERB_APP_ID: '424242',
      REVERB_APP_KEY: 'mykey',
      REVERB_APP_SECRET: 's'.repeat(20),
    });
    expect(config.secrets).toEqual({
      appKey,
      reverb: { appId: '424242', key: 'mykey', secret: 's'.repeat(20) },
    });
    // The generated ones stay on disk for when the variables are removed again.
    expect(loadConfig({ DATA_DIR: dir }).secrets).toEqual(generated);
  });

  it('differ between two data directories', () => {
    const a = loadConfig({ DATA_DIR: tempDir() }).secrets;
    const b = loadConfig({ DATA_DIR: tempDir() }).secrets;
    expect(a.appKey).not.toBe(b.appKey);
    expect(a.reverb.secret).not.toBe(b.reverb.secret);
  });
});
