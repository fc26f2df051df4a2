/**
 * Load generation shared by the catalogue and orders benches: autocannon against a server, rounds that
 * run every scenario on the app then on its references back to back, and the figures of a scenario.
 */
import autocannon, { type Request, type Result } from 'autocannon';
import { cpuMs } from './proc-cpu.ts';
import type { Server } from './processes.ts';

export const CONNECTIONS = 8;

export interface LoadScenario {
  name: string;
  /** sent in turn by each connection */
  requests: Request[];
}

/** An autocannon result with the CPU the server process spent meanwhile (NaN when /proc cannot tell). */
export type Measured = Result & { serverCpuMs: number };

export async function fire(
  server: Server,
  scenario: LoadScenario,
  seconds: number,
  headers: Record<string, string>,
): Promise<Measured> {
  const pid = server.child.pid ?? -1;
  const before = cpuMs([pid]).get(pid);
  const result = await new Promise<Result>((resolve, reject) => {
    autocannon(
      {
        url: `http://127.0.0.1:${server.port}`,
        connections: CONNECTIONS,
        duration: seconds,
        timeout: 10,
        headers,
        requests: scenario.requests,
      },
      (error, r) => (error ? reject(error) : resolve(r)),
    );
  });
  const after = cpuMs([pid]).get(pid);
  return Object.assign(result, {
    serverCpuMs: before === undefined || after === undefined ? Number.NaN : after - before,
  });
}

export interface RoundOptions {
  rounds: number;
  /** seconds of load per scenario, server and round */
  seconds: number;
  /** seconds of warm-up per scenario and server, before the first round */
  warmup: number;
  headers: Record<string, string>;
  log: (line: string) => void;
  /** told of every warm-up run (their requests count when a bench checks what the load wrote) */
  onWarmup?: (result: Result) => void;
}

/**
 * Every server up at once (the app first, then its references): each round runs every scenario on each server in
 * turn, back to back. Results per server, then per scenario.
 */
export async function interleavedRounds(
  servers: Server[],
  scenarios: LoadScenario[],
  options: RoundOptions,
): Promise<Measured[][][]> {
  const results = servers.map(() => scenarios.map((): Measured[] => []));
  for (const s of scenarios) {
    for (const server of servers) options.onWarmup?.(await fire(server, s, options.warmup, options.headers));
  }
  for (let round = 1; round <= options.rounds; round++) {
    for (const [i, s] of scenarios.entries()) {
      options.log(`round ${round}/${options.rounds}: ${s.name}`);
      for (const [k, server] of servers.entries()) {
        results[k]![i]!.push(await fire(server, s, options.seconds, options.headers));
      }
    }
  }
  return results;
}

/** One server alone (PGlite: one process per data dir): warm-up, then the rounds. Results per scenario. */
export async function rounds(
  server: Server,
  scenarios: LoadScenario[],
  options: RoundOptions,
): Promise<Measured[][]> {
  const results = scenarios.map((): Measured[] => []);
  for (const s of scenarios) options.onWarmup?.(await fire(server, s, options.warmup, options.headers));
  for (let round = 1; round <= options.rounds; round++) {
    for (const [i, s] of scenarios.entries()) {
      options.log(`${server.name} round ${round}/${options.rounds}: ${s.name}`);
      results[i]!.push(await fire(server, s, options.seconds, options.headers));
    }
  }
  return results;
}

export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  /** connection errors, timeouts and answers other than 2xx */
  errors: number;
  /** answered requests (2xx) */
  ok: number;
  /** CPU ms the server process spent per answered request (NaN when unknown) */
  cpu: number;
  rounds: number[];
}

export function figures(results: Result[]): Figures {
  const ok = results.reduce((n, r) => n + r['2xx'], 0);
  const weighted = (f: (r: Result) => number) =>
    results.reduce((n, r) => n + f(r) * r['2xx'], 0) / Math.max(1, ok);
  return {
    rps: ok / results.reduce((n, r) => n + r.duration, 0),
    p50: weighted((r) => r.latency.p50),
    p99: weighted((r) => r.latency.p99),
    errors: results.reduce((n, r) => n + r.errors + r.timeouts + r.non2xx, 0),
    ok,
    cpu:
      results.reduce((n, r) => n + ('serverCpuMs' in r ? (r as Measured).serverCpuMs : Number.NaN), 0) / ok,
    rounds: results.map((r) => r['2xx'] / r.duration),
  };
}

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** app / reference throughput: the median of the per-round ratios when both ran in the same rounds. */
export const roundRatio = (app: Figures, reference: Figures) =>
  median(app.rounds.map((rps, k) => rps / (reference.rounds[k] ?? Number.NaN)));
