#!/usr/bin/env node
// `npm run test:e2e [-- spec-filter ...]`: builds the web app and the server bundle as `npm start` runs
// them (scripts/build.mjs), starts a real SMTP sink and two real API servers on 127.0.0.1 (one without SMTP, where registration signs in at once, and one mailing through
// the sink, for magic links) with a local Open Food Facts stand-in, runs Playwright against them, then stops everything and removes its
// temporary data. Extra arguments go to `playwright test` (a spec file filter, --grep, ...).
// Each server starts from a copy of a migrated database template, cached in node_modules/.cache/
// kitching-e2e by PGlite version and migrations (see apps/web/e2e/support/database-template.mjs).
// Environment: CHROMIUM_PATH (default /usr/bin/chromium), E2E_SKIP_BUILD=1 to run the existing
// apps/api/dist and apps/web/dist (`npm run build`) instead of building: the run builds into temp dirs
// of its own otherwise.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startOpenFoodFactsStandIn } from '../apps/api/test/open-food-facts-stand-in.mjs';
import { databaseTemplate } from '../apps/web/e2e/support/database-template.mjs';
import { startSmtpSink } from '../apps/web/e2e/support/smtp-sink.mjs';
import { buildServer, buildWeb, targets } from './build.mjs';
import { checkBuild } from './build-state.mjs';
import { freePort, stopChild, waitForHealth } from './processes.mjs';

const root = path.resolve(import.meta.dirname, '..');
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const started = performance.now();

if (!fs.existsSync(chromium)) {
  console.log(`Chromium not found at ${chromium}: install it with 'apt-get install -y chromium'`);
  process.exit(1);
}

const children = new Set();
const tempDirs = [];
let sink;
let openFoodFacts;

function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    children.add(child);
    child.on('error', (error) => {
      console.error(`could not start ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => {
      children.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** Starts one API server serving the built app; its output goes to a log printed only on failure. */
async function startServer(name, { serverDir, webDist, template }, extraEnv) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `kitching-e2e-${name}-`));
  tempDirs.push(dataDir);
  fs.cpSync(template, path.join(dataDir, 'db'), { recursive: true });
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.openSync(logFile, 'a');
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: path.join(dataDir, 'db'),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_AUTH: '1000',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: '',
    WEB_DIST: webDist,
    // The reminders' scheduler off: a pass every few seconds beside every spec's requests is load no
    // spec asks for (a spec about reminders sets it through extraEnv).
    NOTICE_EVERY: '0',
    // Webhook deliveries off too: a spec's webhooks stay pending, and nothing leaves the machine.
    WEBHOOK_EVERY: '0',
    // ...so a reminders spec runs a pass when it needs one (POST /api/test/notice-pass, test-only).
    TEST_ROUTES: '1',
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(serverDir, 'server.js')], {
    cwd: root,
    env,
    stdio: ['ignore', log, log],
  });
  children.add(child);
  const server = { name, child, logFile, url: `http://127.0.0.1:${port}`, exited: false };
  child.on('exit', () => {
    server.exited = true;
    children.delete(child);
  });
  return server;
}

function printLog(server) {
  const text = fs.existsSync(server.logFile) ? fs.readFileSync(server.logFile, 'utf8').trim() : '';
  if (!text) return;
  console.error(`--- ${server.name} server log (last 40 lines) ---`);
  console.error(text.split('\n').slice(-40).join('\n'));
}

let cleaned = false;
async function cleanup() {
  if (cleaned) return;
  cleaned = true;
  await Promise.all([...children].map(stopChild));
  await sink?.close();
  await openFoodFacts?.close();
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping the e2e run`);
    void cleanup().then(() => process.exit(130));
  });
}

const servers = [];
let code = 1;
try {
  // The run serves its own builds from temp dirs, so another `npm run build` or `npm start` rewriting
  // apps/*/dist while the tests run cannot pull the app from under them. The server bundle imports
  // its packages from node_modules at run time, so its dir must be inside the repository: under
  // node_modules/.cache, where node's lookup walks up to the installed packages.
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'kitching-e2e-web-'));
  tempDirs.push(webDist);
  const serverCache = path.join(root, 'node_modules/.cache/kitching-e2e');
  fs.mkdirSync(serverCache, { recursive: true });
  const serverDir = fs.mkdtempSync(path.join(serverCache, 'server-'));
  tempDirs.push(serverDir);
  const build = async () => {
    if (process.env.E2E_SKIP_BUILD === '1') {
      for (const [name, output] of [
        ['server', 'server.js'],
        ['web', 'index.html'],
      ]) {
        const { outDir, what } = targets[name];
        if (!fs.existsSync(path.join(outDir, output)))
          throw new Error(
            `E2E_SKIP_BUILD=1 but ${path.relative(root, outDir)} is missing: run 'npm run build' first`,
          );
        const { stale, reason } = checkBuild({ root, ...targets[name] });
        if (stale) console.log(`e2e: E2E_SKIP_BUILD=1 runs ${what} as built, though ${reason}`);
      }
      fs.cpSync(targets.server.outDir, serverDir, { recursive: true });
      fs.cpSync(targets.web.outDir, webDist, { recursive: true });
      return;
    }
    // Brotli at quality 5 instead of 11: the same files and the same serving, seconds of CPU less.
    await Promise.all([buildServer(serverDir), buildWeb(webDist, { quiet: true, brotliQuality: 5 })]);
  };
  // The database template is made in this process while the build runs in its own.
  const [template] = await Promise.all([databaseTemplate(root), build()]);
  console.log(`e2e: web app and database ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  sink = await startSmtpSink();
  // Product lookups go to a local Open Food Facts stand-in, and recipe imports to pages the tests
  // serve on 127.0.0.1: the servers may fetch from loopback.
  openFoodFacts = await startOpenFoodFactsStandIn({ host: '127.0.0.1' });
  const outbound = { OFF_BASE_URL: openFoodFacts.url, ALLOW_PRIVATE_FETCH: '1' };
  const built = { serverDir, webDist, template };
  servers.push(await startServer('app', built, outbound));
  servers.push(await startServer('mail', built, { ...outbound, SMTP_URL: sink.smtpUrl }));
  await Promise.all(
    servers.map((s) =>
      waitForHealth(`${s.url}/api/health`, { child: s.child }).catch(() => {
        throw new Error(`${s.name} server did not become healthy at ${s.url}`);
      }),
    ),
  );
  console.log(
    `e2e: app ${servers[0].url}, mail ${servers[1].url}, smtp sink ${sink.smtpUrl} (ready in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );

  // Screenshots are overwritten by name, not cleared first: several runs may share this checkout.
  code = await run(
    process.execPath,
    [
      path.join(root, 'node_modules/@playwright/test/cli.js'),
      'test',
      '-c',
      'apps/web/playwright.config.ts',
      ...process.argv.slice(2),
    ],
    {
      env: {
        ...process.env,
        CHROMIUM_PATH: chromium,
        E2E_BASE_URL: servers[0].url,
        E2E_MAIL_BASE_URL: servers[1].url,
        E2E_MAIL_SINK_URL: sink.httpUrl,
      },
    },
  );
} catch (error) {
  console.error(`e2e: ${error instanceof Error ? error.message : error}`);
  code = 1;
}
if (code !== 0 && !interrupted) for (const server of servers) printLog(server);
await cleanup();
if (fs.existsSync(path.join(root, 'test-results/screenshots')))
  console.log('e2e: screenshots in test-results/screenshots/, failure artifacts in test-results/playwright/');
console.log(`e2e: finished in ${((performance.now() - started) / 1000).toFixed(1)} s (exit ${code})`);
process.exit(code);
