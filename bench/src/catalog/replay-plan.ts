/** What the replay reference runs for one URL: the app's own statements, grouped as they overlapped. */
export interface ReplayQuery {
  name: string | null;
  text: string;
  values: unknown[];
}

export interface CapturedRequest {
  status: number;
  bytes: number;
  /** the app's answer, which the replay sends again (serialised anew) unless asked for its rows */
  answer: string;
  /** Queries of a wave ran concurrently in the app; waves ran one after the other. */
  waves: ReplayQuery[][];
}

export interface CaptureFile {
  kind: 'postgres' | 'pglite';
  requests: Record<string, CapturedRequest>;
}

/** A query starts a new wave when it began after every query of the current wave had ended. */
export function toWaves(queries: (ReplayQuery & { start: number; end: number })[]): ReplayQuery[][] {
  const sorted = [...queries].sort((a, b) => a.start - b.start);
  const waves: ReplayQuery[][] = [];
  let waveEnd = Number.NEGATIVE_INFINITY;
  for (const query of sorted) {
    if (waves.length === 0 || query.start >= waveEnd) {
      waves.push([]);
      waveEnd = query.end;
    } else {
      waveEnd = Math.max(waveEnd, query.end);
    }
    waves.at(-1)!.push({ name: query.name, text: query.text, values: query.values });
  }
  return waves;
}
