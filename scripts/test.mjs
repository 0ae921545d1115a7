#!/usr/bin/env node
// `npm test`: every check, in order, each one run even when an earlier one failed, then a summary.
// A part whose tool is missing says how to install it and counts as failed: nothing passes silently.
// A failed part's last lines are repeated before the summary, and its lines that name a failure or an
// error after it, so that even the last screen of a CI log shows the cause.
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
  { name: 'deps', script: 'lint:deps' },
  { name: 'openapi', script: 'lint:openapi' },
  { name: 'typecheck', script: 'typecheck' },
  { name: 'unit', script: 'test:unit' },
  { name: 'api (PGlite)', script: 'test:api' },
  { name: 'api (PostgreSQL)', script: 'test:api:pg', missing: postgresMissing },
  { name: 'e2e', script: 'test:e2e', missing: chromiumMissing },
];

// `npm test -- unit e2e` runs only the parts whose names start with those words.
const wanted = process.argv.slice(2);
const chosen = wanted.length ? parts.filter((p) => wanted.some((w) => p.name.startsWith(w))) : parts;
if (chosen.length === 0) {
  console.error(`no such part: ${wanted.join(' ')} (parts: ${parts.map((p) => p.name).join(', ')})`);
  process.exit(2);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const TAIL_LINES = 80;
const NOTABLE_LINES = 25;
const PASSED = /^\s*[✓√]/;
const NOTABLE = /\bFAIL\b|\bfailed\b|Error\b|\berror TS\d+|[×✘]/;
// Colour codes make a repeated tail unreadable in a plain log.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching the escape character is the point
const ansi = /\u001b\[[0-9;?]*[A-Za-z]/g;

/** Runs one part, passing its output through as it comes and keeping the last lines of it. */
function run(script) {
  return new Promise((resolve) => {
    // The parts' own DATABASE_URL decides where they run: the PGlite part must not inherit one.
    const env = { ...process.env };
    delete env.DATABASE_URL;
    const lines = [];
    const notable = [];
    let partial = '';
    const keep = (chunk) => {
      const text = partial + chunk.toString('utf8').replace(ansi, '');
      const parts = text.split(/\r?\n/);
      partial = parts.pop() ?? '';
      lines.push(...parts);
      if (lines.length > TAIL_LINES * 4) lines.splice(0, lines.length - TAIL_LINES);
      for (const line of parts) {
        if (notable.length < NOTABLE_LINES && NOTABLE.test(line) && !PASSED.test(line))
          notable.push(line.trim().slice(0, 300));
      }
    };
    const child = spawn(npm, ['run', '--silent', script], { stdio: ['inherit', 'pipe', 'pipe'], env });
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      keep(chunk);
    });
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      keep(chunk);
    });
    const tail = () => [...lines, ...(partial ? [partial] : [])].slice(-TAIL_LINES);
    child.on('error', (error) => {
      console.error(`could not start npm run ${script}: ${error.message}`);
      resolve({ code: 127, tail: [error.message], notable: [error.message] });
    });
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), tail: tail(), notable }));
  });
}

let interrupted = false;
process.on('SIGINT', () => {
  interrupted = true;
});

const results = [];
for (const part of chosen) {
  const started = performance.now();
  const banner = `=== ${part.name} (npm run ${part.script})`;
  console.log(`\n${banner} ${'='.repeat(Math.max(3, 78 - banner.length))}`);
  const missing = part.missing?.();
  let status;
  let tail = [];
  let notable = [];
  if (interrupted) status = 'interrupted';
  else if (missing) {
    console.log(missing);
    status = 'missing tool';
    tail = [missing];
    notable = [missing];
  } else {
    const result = await run(part.script);
    status = result.code === 0 ? 'passed' : 'failed';
    tail = result.tail;
    notable = result.notable;
  }
  results.push({ name: part.name, status, tail, notable, seconds: (performance.now() - started) / 1000 });
}

for (const r of results.filter((r) => r.status !== 'passed' && r.tail.length > 0)) {
  const banner = `=== ${r.name} ${r.status}: its last ${r.tail.length} lines again`;
  console.log(`\n${banner} ${'='.repeat(Math.max(3, 78 - banner.length))}`);
  console.log(r.tail.join('\n'));
}

const width = Math.max(...results.map((r) => r.name.length));
console.log('\n=== summary ==================================================================');
for (const r of results) {
  const mark = r.status === 'passed' ? 'ok  ' : 'FAIL';
  console.log(
    `${mark} ${r.name.padEnd(width)}  ${r.status.padEnd(12)} ${r.seconds.toFixed(1).padStart(6)} s`,
  );
}
for (const r of results.filter((r) => r.status !== 'passed' && r.notable.length > 0)) {
  console.log(`--- ${r.name}: the lines that named a failure or an error`);
  console.log(r.notable.map((line) => `  ${line}`).join('\n'));
}
// A browser test that failed once and passed on its retry is flaky: the part passes, and it is named here.
for (const r of results.filter((r) => r.status === 'passed' && r.notable.some((line) => /[×✘]/.test(line)))) {
  console.log(`--- ${r.name} passed, but these failed once and passed on a retry (flaky: a bug to fix)`);
  console.log(
    r.notable
      .filter((line) => /[×✘]/.test(line))
      .map((line) => `  ${line}`)
      .join('\n'),
  );
}
const passed = results.filter((r) => r.status === 'passed').length;
const failed = results.length - passed;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
