#!/usr/bin/env node
// `npm run bench:web [-- --runs 3] [-- --dist DIR] [-- --reports DIR]`: how light and fast the web app is on a phone.
//   1. `npm run build -- --if-changed` (the server and apps/web/dist, each only when its sources
//      changed); --dist DIR measures another build of the web app instead (e.g. from an older commit).
//   2. Starts the built server (apps/api/dist/server.js) on 127.0.0.1 with a throwaway database, and
//      registers a Head Chef with a family through the API.
//   3. Landing page initial JS: Debian's Chromium (Playwright) opens / signed out, and every script
//      downloaded until the page shows its hero and the network has been quiet for 500 ms is counted,
//      gzip -9 computed here with zlib, so the figure does not depend on how the server compresses.
//      The dashboard (signed in) is counted the same way, for comparison.
//   4. Lighthouse 12 (mobile: the default form factor and simulated throttling), performance and
//      accessibility, on / signed out and on /dashboard signed in (the session cookie passed as an
//      extra header), each --runs times in a fresh Chromium; prints the median of each figure.
// --reports DIR keeps each Lighthouse report (JSON, for https://googlechrome.github.io/lighthouse/viewer/).
// Everything it starts is stopped and its temp dirs removed, also on Ctrl-C or when it runs too long.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium as playwrightChromium } from 'playwright-core';
import { freePort, stopChild, waitForHealth } from './processes.mjs';

const root = path.resolve(import.meta.dirname, '..');
const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
// The machine has no network: nothing in Chromium may try to reach it.
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
const TIME_LIMIT_MS = 20 * 60_000;

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}
const runs = Math.max(1, Number(option('runs', '3')) || 3);
const distOption = option('dist', undefined);
const reportsDir = option('reports', undefined);

const tempDirs = [];
const children = new Set();
const chromes = new Set();
let browser;

async function cleanup() {
  await browser?.close().catch(() => {});
  for (const chrome of chromes) await Promise.resolve(chrome.kill()).catch(() => {});
  await Promise.all([...children].map(stopChild));
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping bench:web`);
    void cleanup().then(() => process.exit(130));
  });
}
setTimeout(() => {
  console.error(`bench:web: still running after ${TIME_LIMIT_MS / 60_000} min, giving up`);
  void cleanup().then(() => process.exit(1));
}, TIME_LIMIT_MS).unref();

/**
 * `npm run build -- --if-changed`: the server and the web app, each rebuilt only when its sources
 * changed (scripts/build.mjs); with --dist only the server, since that build is measured as it is.
 */
function ensureBuild() {
  const parts = distOption ? ['server'] : [];
  const built = spawnSync('npm', ['run', '--silent', 'build', '--', ...parts, '--if-changed'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error(`npm run build failed (exit ${built.status})`);
  const dist = distOption ? path.resolve(distOption) : path.join(root, 'apps/web/dist');
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error(`${dist} has no index.html`);
  // Another build is measured as `npm run build` would serve it: with .br and .gz beside its files.
  const assets = path.join(dist, 'assets');
  if (distOption && fs.existsSync(assets) && !fs.readdirSync(assets).some((f) => f.endsWith('.br'))) {
    const compressed = spawnSync(process.execPath, ['scripts/compress-assets.mjs', dist], {
      cwd: root,
      stdio: 'inherit',
    });
    if (compressed.status !== 0) throw new Error(`compressing ${dist} failed (exit ${compressed.status})`);
  }
  return dist;
}

async function startServer(webDist) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kitching-bench-web-'));
  tempDirs.push(dataDir);
  const compiled = path.join(root, 'apps/api/dist/server.js');
  const args = fs.existsSync(compiled) ? [compiled] : ['--import', 'tsx', 'apps/api/src/server.ts'];
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.openSync(logFile, 'a');
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: path.join(dataDir, 'db'),
    WEB_DIST: webDist,
    LOG_LEVEL: 'warn',
    SMTP_URL: '',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', log, log] });
  children.add(child);
  child.on('exit', () => children.delete(child));
  const url = `http://127.0.0.1:${port}`;
  const logTail = () => `\n${fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n')}`;
  await waitForHealth(`${url}/api/health`, { child, timeoutMs: 120_000, describe: logTail });
  return { url, server: path.relative(root, args.at(-1)) };
}

async function call(url, method, body, token) {
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(json)}`);
  return json.data;
}

/** A Head Chef with a family and a complete profile; returns the session token (the cookie's value). */
async function signUp(base) {
  const email = `bench-${Date.now().toString(36)}@example.com`;
  const { token } = await call(`${base}/api/auth/register`, 'POST', { email, password: 'kitchen-bench-1' });
  const family = await call(
    `${base}/api/families`,
    'POST',
    { name: 'The Benchmarks', familySize: '4' },
    token,
  );
  await call(
    `${base}/api/users/profile`,
    'POST',
    { username: 'bench_chef', firstName: 'Robin', lastName: 'Baker', familyId: family.id },
    token,
  );
  return token;
}

const kB = (bytes) => (bytes / 1024).toFixed(1);

/** Every script the page downloads until `ready` shows and the network is quiet, sized raw and gzip -9. */
async function initialJs(base, pathname, ready, cookie) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  if (cookie) await context.addCookies([{ name: 'kitching_session', value: cookie, url: base }]);
  const page = await context.newPage();
  const pending = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then(
        (body) => ({
          url: new URL(response.url()).pathname,
          raw: body.length,
          gzip: zlib.gzipSync(body, { level: 9 }).length,
        }),
        () => null,
      ),
    );
  });
  await page.goto(`${base}${pathname}`);
  await page.getByRole('heading', { level: 1, name: ready }).waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const files = (await Promise.all(pending)).filter(Boolean);
  await context.close();
  return {
    files,
    raw: files.reduce((sum, f) => sum + f.raw, 0),
    gzip: files.reduce((sum, f) => sum + f.gzip, 0),
  };
}

async function lighthouseRun(url, cookie, reportName) {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kitching-bench-chrome-'));
  tempDirs.push(userDataDir);
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, userDataDir, logLevel: 'silent' });
  chromes.add(chrome);
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      extraHeaders: cookie ? { Cookie: `kitching_session=${cookie}` } : undefined,
    });
    const { lhr } = result;
    if (reportsDir) {
      fs.mkdirSync(reportsDir, { recursive: true });
      fs.writeFileSync(path.join(reportsDir, `${reportName}.json`), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      perf: Math.round((lhr.categories.performance.score ?? 0) * 100),
      a11y: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      si: metric('speed-index'),
      failedA11y: Object.values(lhr.audits)
        .filter((a) => lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id && r.weight > 0))
        .filter((a) => a.score !== null && a.score < 1)
        .map((a) => a.id),
    };
  } finally {
    await Promise.resolve(chrome.kill()).catch(() => {});
    chromes.delete(chrome);
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

let exitCode = 0;
try {
  const started = performance.now();
  const webDist = ensureBuild();
  const { url, server } = await startServer(webDist);
  const token = await signUp(url);
  console.log(`bench:web: ${server} at ${url}, web app ${path.relative(root, webDist) || webDist}`);

  browser = await playwrightChromium.launch({ executablePath: chromePath, args: chromeFlags.slice(1) });
  const landing = await initialJs(url, '/', "It's time to get Kitching", null);
  const dashboard = await initialJs(url, '/dashboard', /^Welcome/, token);
  await browser.close();
  browser = undefined;

  console.log('\nJS downloaded before the page is ready (gzip -9, computed here):');
  for (const [name, js] of [
    ['landing /, signed out', landing],
    ['dashboard, signed in', dashboard],
  ]) {
    console.log(`  ${name}: ${kB(js.gzip)} kB gzip (${kB(js.raw)} kB raw) in ${js.files.length} files`);
    for (const f of js.files.sort((a, b) => b.gzip - a.gzip))
      console.log(`      ${kB(f.gzip).padStart(6)} kB  ${f.url}`);
  }

  const targets = [
    { name: 'landing /', url: `${url}/`, cookie: null },
    { name: 'dashboard', url: `${url}/dashboard`, cookie: token },
  ];
  const rows = [];
  for (const target of targets) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const name = `${target.name.replace(/\W+/g, '')}-${i + 1}`;
      // Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): such a run is redone once.
      const r = await lighthouseRun(target.url, target.cookie, name).catch((error) => {
        console.log(`  lighthouse ${target.name} run ${i + 1}: ${error.message}; once more`);
        return lighthouseRun(target.url, target.cookie, name);
      });
      results.push(r);
      console.log(
        `  lighthouse ${target.name} run ${i + 1}/${runs}: perf ${r.perf}, a11y ${r.a11y}, LCP ${Math.round(r.lcp)} ms, TBT ${Math.round(r.tbt)} ms${r.failedA11y.length ? `, a11y issues: ${r.failedA11y.join(', ')}` : ''}`,
      );
    }
    const m = (key) => median(results.map((r) => r[key]));
    rows.push({
      page: target.name,
      perf: m('perf'),
      a11y: m('a11y'),
      FCP: `${Math.round(m('fcp'))} ms`,
      LCP: `${Math.round(m('lcp'))} ms`,
      TBT: `${Math.round(m('tbt'))} ms`,
      CLS: m('cls').toFixed(3),
      SI: `${Math.round(m('si'))} ms`,
    });
  }

  console.log(`\nLanding page initial JS: ${kB(landing.gzip)} kB gzip (goal <= 120 kB)`);
  console.log(`Lighthouse ${lighthouseVersion()} mobile, median of ${runs} (goal: perf >= 95, a11y 100):`);
  console.table(rows);
  console.log(`bench:web: done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
} catch (error) {
  console.error(`bench:web: ${error instanceof Error ? error.message : error}`);
  exitCode = 1;
}
await cleanup();
process.exit(exitCode);

function lighthouseVersion() {
  return JSON.parse(fs.readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version;
}
