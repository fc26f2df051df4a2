/**
 * Graceful shutdown on SIGTERM / SIGINT:
 * the steps run in order (stop backups → `app.close()`: stop accepting, let in-flight requests
 * finish, answer 503 to requests that still arrive on open connections → close the database, which
 * on PGlite flushes to disk → release the DATA_DIR lock), then the process exits 0.
 * A second signal (more than 1 s after the first), or steps still running after `timeoutMs` (15 s),
 * force exit 1.
 * A step that fails is logged and the next one still runs (the exit code becomes 1).
 */

export interface ShutdownLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
  fatal(obj: object, msg?: string): void;
}

export interface ShutdownStep {
  name: string;
  run(): Promise<unknown> | unknown;
}

export interface Shutdown {
  /** Adds a step at the end; steps run in order. */
  add(step: ShutdownStep): void;
  /** Puts steps before the ones already added (resources opened later close first). */
  prepend(steps: ShutdownStep[]): void;
  /** Runs the steps and exits with `code` (or 1 if a step failed). Later calls return the same promise. */
  run(reason: string, code?: number): Promise<void>;
  readonly inProgress: boolean;
}

export interface ShutdownOptions {
  log: ShutdownLog;
  timeoutMs?: number;
  signals?: NodeJS.Signals[];
  /** A signal within this time of the first one is a copy of it, not a second request (default 1 s). */
  duplicateWindowMs?: number;
  exit?: (code: number) => void;
}

export function installShutdown(options: ShutdownOptions): Shutdown {
  const { log, timeoutMs = 15_000, signals = ['SIGTERM', 'SIGINT'], duplicateWindowMs = 1000 } = options;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const steps: ShutdownStep[] = [];
  let running: Promise<void> | null = null;

  const run = (reason: string, code = 0): Promise<void> => {
    if (running) return running;
    log.info({ reason }, 'shutting down');
    const force = setTimeout(() => {
      log.error({ timeoutMs }, `shutdown did not finish within ${timeoutMs / 1000} s; forcing exit`);
      exit(1);
    }, timeoutMs);
    force.unref();
    running = (async () => {
      let failed = false;
      for (const step of steps) {
        try {
          await step.run();
        } catch (error) {
          failed = true;
          log.error({ err: error, step: step.name }, `shutdown step "${step.name}" failed`);
        }
      }
      clearTimeout(force);
      log.info({ code: failed ? 1 : code }, 'stopped');
      exit(failed ? 1 : code);
    })();
    return running;
  };

  let firstSignalAt = 0;
  const onSignal = (signal: NodeJS.Signals) => {
    if (running) {
      // One Ctrl-C reaches every process of the terminal's group, and npm and scripts/start.mjs
      // pass it on as well: copies arriving together are one request, not a second one.
      if (Date.now() - firstSignalAt < duplicateWindowMs) return;
      log.warn({ signal }, 'second signal during shutdown; forcing exit');
      exit(1);
      return;
    }
    firstSignalAt = Date.now();
    void run(signal);
  };
  for (const signal of signals) process.on(signal, onSignal);

  return {
    add: (step) => {
      steps.push(step);
    },
    prepend: (first) => {
      steps.unshift(...first);
    },
    run,
    get inProgress() {
      return running !== null;
    },
  };
}

/** Unhandled rejections are logged (not silent, not fatal); an uncaught exception stops the process cleanly with 1. */
export function installCrashHandlers(log: ShutdownLog, shutdown: Shutdown): void {
  process.on('unhandledRejection', (reason) => {
    log.error({ err: reason }, 'unhandled promise rejection');
  });
  process.on('uncaughtException', (error, origin) => {
    log.fatal({ err: error, origin }, 'uncaught exception; shutting down');
    void shutdown.run('uncaughtException', 1);
  });
}
