/** CPU time of processes, read from /proc (Linux): what a server spent per answered request. */
import { readFileSync } from 'node:fs';

export function procStat(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' '); // [0] state, [1] ppid, [11] utime, [12] stime …
  } catch {
    return null; // gone, or no /proc here
  }
}

// USER_HZ is 100 on Linux: /proc counts CPU in 10 ms ticks.
export const TICK_MS = 10;

/** CPU time (user + system) in ms of each process; unreadable ones are left out. */
export function cpuMs(pids: number[]): Map<number, number> {
  const times = new Map<number, number>();
  for (const pid of pids) {
    const fields = procStat(pid);
    if (fields) times.set(pid, (Number(fields[11]) + Number(fields[12])) * TICK_MS);
  }
  return times;
}
