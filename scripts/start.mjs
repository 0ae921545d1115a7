#!/usr/bin/env node
// `npm start`: builds what is missing or whose sources changed since its last build (the server and
// the web app separately, by content hash: scripts/build.mjs), then runs the compiled server with
// plain node, no tsx. Signals reach the server, and its exit code is this script's.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt, targets } from './build.mjs';
import { serverEnv, serverNodeArgs } from './server-memory.mjs';

const started = performance.now();
try {
  const built = await ensureBuilt(['server', 'web'], { quiet: true });
  const ms = Math.round(performance.now() - started);
  console.log(
    built.length
      ? `Build ready in ${(ms / 1000).toFixed(1)} s; starting Kitching`
      : `Kitching: the build is up to date (checked in ${ms} ms); starting`,
  );
} catch (error) {
  console.error(`\n  Kitching could not be built: ${error instanceof Error ? error.message : error}\n`);
  process.exit(1);
}

// Source maps: the server log's stack traces name the TypeScript files, not lines of the bundle.
const serverJs = path.join(targets.server.outDir, 'server.js');
const child = spawn(process.execPath, ['--enable-source-maps', ...serverNodeArgs(), serverJs], {
  stdio: 'inherit',
  env: serverEnv(),
});
child.on('error', (error) => {
  console.error(`could not start the server: ${error.message}`);
  process.exit(1);
});

// A terminal's Ctrl-C reaches the whole process group, the server included; a service manager's
// SIGTERM reaches only this process. Either way the server gets it once more at most, which its
// shutdown ignores, and this script waits for it to finish.
const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
const pass = (signal) => {
  if (child.exitCode === null && child.signalCode === null) child.kill(signal);
};
for (const signal of signals) process.on(signal, () => pass(signal));

// npm runs this script through `sh -c`, and a SIGTERM sent to npm (`kill <npm pid>`, a container
// stop) ends that shell without passing the signal on, leaving the server holding the port and the
// database. Seeing the parent go, stop the server as if the signal had come here. (Under a service
// manager that waits for a clean stop, run `node scripts/start.mjs` itself.)
if (process.env.npm_lifecycle_event) {
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) pass('SIGTERM');
  }, 500).unref();
}
child.on('exit', (code, signal) => {
  if (signal) {
    // Die of the same signal, so that whoever started `npm start` sees how the server ended.
    for (const s of signals) process.removeAllListeners(s);
    process.kill(process.pid, signal);
    return;
  }
  process.exit(code ?? 1);
});
