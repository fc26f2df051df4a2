import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * A child process keeps a million objects of one literal alive, so every young collection finds the
 * site's objects alive: V8 decides to pretenure it, unless the tuning module turned that off.
 */
function tenureDecisions(withTuning: boolean): number {
  const script = `
    ${withTuning ? `await import(${JSON.stringify(new URL('./v8-tuning.ts', import.meta.url).href)});` : ''}
    const keep = [];
    const make = (i) => ({ i, s: 'x' });
    for (let i = 0; i < 1_000_000; i++) keep.push(make(i));
    console.log('kept', keep.length);`;
  const child = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--trace-pretenuring-statistics', '--input-type=module', '-e', script],
    { encoding: 'utf8', timeout: 60_000 },
  );
  expect(child.status).toBe(0);
  expect(child.stdout).toContain('kept 1000000');
  return child.stdout.split('\n').filter((line) => line.includes('=> tenure')).length;
}

describe('V8 tuning of the server process', () => {
  it('keeps V8 from pretenuring an allocation site whose objects survive', () => {
    expect(tenureDecisions(false)).toBeGreaterThan(0);
    expect(tenureDecisions(true)).toBe(0);
  });

  it('is imported first by the server entry point', async () => {
    const { readFile } = await import('node:fs/promises');
    const main = await readFile(new URL('../main.ts', import.meta.url), 'utf8');
    const firstImport = main.split('\n').find((line) => line.startsWith('import '));
    expect(firstImport).toBe("import './ops/v8-tuning.ts';");
  });
});
