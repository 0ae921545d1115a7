#!/usr/bin/env node
// `npm test`: every check, in order, each one run even when an earlier one failed, then a summary.
// A part whose tool is missing says how to install it and counts as failed: nothing passes silently.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const hasPostgres = () => {
  try {
    return fs
      .readdirSync('/usr/lib/postgresql')
      .some((v) => fs.existsSync(path.join('/usr/lib/postgresql', v, 'bin', 'initdb')));
  } catch {
    return false;
  }
};
const postgresMissing = () =>
  hasPostgres()
    ? undefined
    : "PostgreSQL binaries not found: install them with 'apt-get install -y postgresql'";
const chromiumMissing = () =>
  fs.existsSync('/usr/bin/chromium')
    ? undefined
    : "Chromium not found at /usr/bin/chromium: install it with 'apt-get install -y chromium'";

const parts = [
  { name: 'lint', script: 'lint' },
  { name: 'typecheck', script: 'typecheck' },
  { name: 'unit', script: 'test:unit' },
  { name: 'api (PGlite)', script: 'test:api' },
  { name: 'api (PostgreSQL)', script: 'test:api:pg', missing: postgresMissing },
  { name: 'e2e', script: 'test:e2e', missing: chromiumMissing },
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(script) {
  return new Promise((resolve) => {
    // The parts' own DATABASE_URL decides where they run: the PGlite part must not inherit one.
    const env = { ...process.env };
    delete env.DATABASE_URL;
    const child = spawn(npm, ['run', '--silent', script], { stdio: 'inherit', env });
    child.on('error', (error) => {
      console.error(`could not start npm run ${script}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

let interrupted = false;
process.on('SIGINT', () => {
  interrupted = true;
});

const results = [];
for (const part of parts) {
  const started = performance.now();
  const banner = `=== ${part.name} (npm run ${part.script})`;
  console.log(`\n${banner} ${'='.repeat(Math.max(3, 78 - banner.length))}`);
  const missing = part.missing?.();
  let status;
  if (interrupted) status = 'interrupted';
  else if (missing) {
    console.log(missing);
    status = 'missing tool';
  } else status = (await run(part.script)) === 0 ? 'passed' : 'failed';
  results.push({ name: part.name, status, seconds: (performance.now() - started) / 1000 });
}

const width = Math.max(...results.map((r) => r.name.length));
console.log('\n=== summary ==================================================================');
for (const r of results) {
  const mark = r.status === 'passed' ? 'ok  ' : 'FAIL';
  console.log(
    `${mark} ${r.name.padEnd(width)}  ${r.status.padEnd(12)} ${r.seconds.toFixed(1).padStart(6)} s`,
  );
}
const passed = results.filter((r) => r.status === 'passed').length;
const failed = results.length - passed;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
