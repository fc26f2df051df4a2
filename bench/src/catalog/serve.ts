import type { Server } from 'node:http';

/** Prints the ready line, then stops on SIGTERM/SIGINT or when the parent closes our stdin (no orphans). */
export function serveUntilParentLeaves(server: Server, close: () => Promise<void>): void {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`${JSON.stringify({ ready: true, port, pid: process.pid })}\n`);
  const stop = () => {
    close().finally(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  process.stdin.on('end', stop);
  process.stdin.resume();
}
