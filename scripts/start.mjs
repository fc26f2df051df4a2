// `npm start`: builds the web app when it has not been built, then runs the server
// (`node --import tsx apps/api/src/main.ts`) in the foreground. Signals are passed on, and the
// server's exit code becomes ours, so process managers (systemd, Docker, pm2) see the server itself.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webIndex = path.join(root, 'apps/web/dist/index.html');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function warn(message) {
  process.stderr.write(`[start] warning: ${message}\n`);
}

function hasWebBuildScript() {
  try {
    const pkg = JSON.parse(readFileSync(path.join(root, 'apps/web/package.json'), 'utf8'));
    return typeof pkg.scripts?.build === 'string';
  } catch {
    return false;
  }
}

if (!existsSync(webIndex)) {
  if (!hasWebBuildScript()) {
    warn('apps/web has no build script; starting the API without the web app.');
  } else {
    process.stdout.write(
      '[start] apps/web/dist is missing: building the web app (npm run build -w apps/web)…\n',
    );
    const build = spawnSync(npm, ['run', 'build', '-w', 'apps/web'], {
      cwd: root,
      stdio: 'inherit',
      shell: process.platform === 'win32',
    });
    if (build.error || build.status !== 0 || !existsSync(webIndex)) {
      warn(
        `the web build failed (${build.error?.message ?? `exit code ${build.status}`}); ` +
          'starting the API without the web app. Fix it, then run `npm run build:web`.',
      );
    }
  }
}

const child = spawn(process.execPath, ['--import', 'tsx', path.join('apps', 'api', 'src', 'main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    // Ctrl-C in a terminal also reaches the server directly; it treats copies arriving within
    // a second as one signal, so forwarding is always safe.
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  });
}

// Under `npm start`, npm runs us through `sh -c`. A process manager that stops npm with SIGTERM
// reaches npm and that shell, not us, and we would be left running with the server. So when run
// by npm and our parent goes away (we get re-parented), stop the server as if we had the signal.
if (process.env.npm_lifecycle_event) {
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid !== parent && child.exitCode === null && child.signalCode === null) {
      clearInterval(watch);
      process.stderr.write('[start] npm has gone away: stopping the server\n');
      child.kill('SIGTERM');
    }
  }, 500);
  watch.unref();
}

child.on('error', (error) => {
  process.stderr.write(`[start] could not start the server: ${error.message}\n`);
  process.exit(1);
});

child.on('exit', (code, signal) => {
  if (signal) {
    // Killed by a signal (e.g. SIGKILL): exit the conventional way, 128 + signal number.
    const numbers = { SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 };
    process.exit(128 + (numbers[signal] ?? 1));
  }
  process.exit(code ?? 1);
});
