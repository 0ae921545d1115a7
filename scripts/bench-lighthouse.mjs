#!/usr/bin/env node
// `npm run bench:lighthouse [-- --runs 3] [-- --reports DIR]`: Kitching as an installed app on a phone
// (issue 15): Lighthouse and Chromium's own installability check, on /dashboard and /grocery-lists.
//   1. `npm run build -- --if-changed` (the server and apps/web/dist, each only when its sources changed).
//   2. Starts the built server on 127.0.0.1 with a throwaway database, as bench:web does, and seeds
//      through the API a signed-in Head Chef whose family has a grocery list of 12 items.
//   3. Lighthouse 12 (mobile emulation, simulated throttling: the default form factor) on /dashboard
//      and /grocery-lists signed in (the session cookie as an extra header), --runs times each in a
//      fresh Chromium: performance, accessibility and best-practices scores, median printed.
//      Lighthouse 12 has no PWA category any more: installability is Chromium's own check instead,
//   4. Page.getInstallabilityErrors over CDP in a real (non-incognito) Chromium profile at 390x844, once
//      the service worker controls the page, with the manifest as Chromium parsed it; then the time to
//      the page's heading for a first visit, a visit served by the service worker, and one offline.
// --reports DIR keeps each Lighthouse report (JSON, for https://googlechrome.github.io/lighthouse/viewer/).
// Everything it starts is stopped and its temp dirs removed, also on Ctrl-C or when it runs too long.
// Chromium: CHROMIUM_PATH, default /usr/bin/chromium (Debian's, as scripts/e2e.mjs and bench:web use).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}
const runs = Math.max(1, Number(option('runs', '3')) || 3);
const reportsDir = option('reports', undefined);

const tempDirs = [];
const children = new Set();
const chromes = new Set();
let context;

async function cleanup() {
  await context?.close().catch(() => {});
  for (const chrome of chromes) await Promise.resolve(chrome.kill()).catch(() => {});
  await Promise.all([...children].map(stopChild));
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping bench:lighthouse`);
    void cleanup().then(() => process.exit(130));
  });
}
setTimeout(() => {
  console.error(`bench:lighthouse: still running after ${TIME_LIMIT_MS / 60_000} min, giving up`);
  void cleanup().then(() => process.exit(1));
}, TIME_LIMIT_MS).unref();

function ensureBuild() {
  const built = spawnSync('npm', ['run', '--silent', 'build', '--', '--if-changed'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error(`npm run build failed (exit ${built.status})`);
  const dist = path.join(root, 'apps/web/dist');
  if (!fs.existsSync(path.join(dist, 'sw.js'))) throw new Error(`${dist} has no sw.js`);
  return dist;
}

async function startServer(webDist) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kitching-bench-lighthouse-'));
  tempDirs.push(dataDir);
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
  const child = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    env,
    stdio: ['ignore', log, log],
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  const url = `http://127.0.0.1:${port}`;
  const logTail = () => `\n${fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n')}`;
  await waitForHealth(`${url}/api/health`, { child, timeoutMs: 120_000, describe: logTail });
  return url;
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

const ITEMS = ['Milk', 'Eggs', 'Bread', 'Butter', 'Apples', 'Bananas', 'Rice', 'Pasta', 'Tomatoes', 'Onions'];

/** A Head Chef with a family, a complete profile and a grocery list; returns the session token. */
async function seed(base) {
  const email = `bench-lh-${Date.now().toString(36)}@example.com`;
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
  const list = await call(
    `${base}/api/families/${family.id}/grocery-lists`,
    'POST',
    { name: 'Saturday shop' },
    token,
  );
  for (const [i, name] of [...ITEMS, 'Olive oil', 'Washing-up liquid'].entries())
    await call(
      `${base}/api/grocery-lists/${list.id}/items`,
      'POST',
      { name, quantity: String(i + 1) },
      token,
    );
  return token;
}

async function lighthouseRun(url, cookie, reportName) {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kitching-bench-chrome-'));
  tempDirs.push(userDataDir);
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, userDataDir, logLevel: 'silent' });
  chromes.add(chrome);
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      extraHeaders: { Cookie: `kitching_session=${cookie}` },
    });
    if (reportsDir) {
      fs.mkdirSync(reportsDir, { recursive: true });
      fs.writeFileSync(path.join(reportsDir, `${reportName}.json`), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (id) => Math.round((lhr.categories[id].score ?? 0) * 100);
    const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const failed = (category) =>
      lhr.categories[category].auditRefs
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit && audit.score !== null && audit.score < 1)
        .map((audit) => audit.id);
    // Lighthouse 12 dropped these with the PWA category; reported should a version bring them back.
    const install = ['installable-manifest', 'webapp-install-banner']
      .map((id) => lhr.audits[id])
      .find(Boolean);
    return {
      perf: score('performance'),
      a11y: score('accessibility'),
      bp: score('best-practices'),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      issues: [...failed('accessibility'), ...failed('best-practices')],
      install: install ? `${install.id}: ${install.score === 1 ? 'pass' : 'fail'}` : null,
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

// Each page's own heading: a visit that ends elsewhere (sign-in, an error page) is not counted as there.
const HEADINGS = { '/dashboard': /^Welcome/, '/grocery-lists': /^Your Grocery Lists$/ };

/** Milliseconds from navigation start to the page's own heading, as the browser timed it. */
async function timeToHeading(page, url) {
  const response = await page.goto(url);
  const name = HEADINGS[new URL(url).pathname];
  await page
    .getByRole('heading', { level: 1, name })
    .first()
    .waitFor({ timeout: 30_000 })
    .catch(async (error) => {
      const seen = await page.getByRole('heading', { level: 1 }).allInnerTexts();
      throw new Error(
        `${url}: no heading ${name} (the page shows ${JSON.stringify(seen)} at ${page.url()})`,
        {
          cause: error,
        },
      );
    });
  const ms = await page.evaluate(() => performance.now());
  return { ms: Math.round(ms), fromServiceWorker: response?.fromServiceWorker() ?? false };
}

/** Chromium's installability check and service-worker timings in a real profile at phone size. */
async function installability(base, token) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'kitching-bench-profile-'));
  tempDirs.push(profile);
  context = await playwrightChromium.launchPersistentContext(profile, {
    executablePath: chromePath,
    args: chromeFlags.filter((flag) => flag !== '--headless=new'),
    headless: true,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  await context.addCookies([{ name: 'kitching_session', value: token, url: base }]);
  const page = context.pages()[0] ?? (await context.newPage());
  const timings = {};
  timings['/grocery-lists first visit'] = await timeToHeading(page, `${base}/grocery-lists`);
  const started = performance.now();
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, {
    timeout: 30_000,
  });
  const installMs = Math.round(performance.now() - started);
  const cached = await page.evaluate(async () => {
    let entries = 0;
    for (const key of await caches.keys()) entries += (await (await caches.open(key)).keys()).length;
    return entries;
  });
  const cdp = await context.newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  for (const address of ['/dashboard', '/grocery-lists'])
    timings[`${address} service worker`] = await timeToHeading(page, `${base}${address}`);
  await context.setOffline(true);
  for (const address of ['/dashboard', '/grocery-lists'])
    timings[`${address} offline`] = await timeToHeading(page, `${base}${address}`);
  await context.close();
  context = undefined;
  return { installabilityErrors, manifestErrors: manifest.errors, installMs, cached, timings };
}

let exitCode = 0;
try {
  const started = performance.now();
  const webDist = ensureBuild();
  const url = await startServer(webDist);
  const token = await seed(url);
  console.log(`bench:lighthouse: apps/api/dist/server.js at ${url}, web app ${path.relative(root, webDist)}`);

  const install = await installability(url, token);

  const rows = [];
  let installAudit = null;
  for (const page of ['/dashboard', '/grocery-lists']) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const name = `${page.replace(/\W+/g, '')}-${i + 1}`;
      // Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): such a run is redone once.
      const r = await lighthouseRun(`${url}${page}`, token, name).catch((error) => {
        console.log(`  lighthouse ${page} run ${i + 1}: ${error.message}; once more`);
        return lighthouseRun(`${url}${page}`, token, name);
      });
      results.push(r);
      installAudit ??= r.install;
      console.log(
        `  lighthouse ${page} run ${i + 1}/${runs}: perf ${r.perf}, a11y ${r.a11y}, best practices ${r.bp}, LCP ${Math.round(r.lcp)} ms, TBT ${Math.round(r.tbt)} ms${r.issues.length ? `, issues: ${r.issues.join(', ')}` : ''}`,
      );
    }
    const m = (key) => median(results.map((r) => r[key]));
    rows.push({
      page,
      performance: m('perf'),
      accessibility: m('a11y'),
      'best-practices': m('bp'),
      FCP: `${Math.round(m('fcp'))} ms`,
      LCP: `${Math.round(m('lcp'))} ms`,
      TBT: `${Math.round(m('tbt'))} ms`,
      CLS: m('cls').toFixed(3),
    });
  }

  const version = JSON.parse(
    fs.readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8'),
  ).version;
  console.log(`\nLighthouse ${version}, mobile emulation, median of ${runs}:`);
  console.table(rows);
  console.log(
    `Lighthouse installability audit: ${installAudit ?? `none in Lighthouse ${version} (the PWA category was removed in 12)`}`,
  );
  const installable = install.installabilityErrors.length === 0;
  console.log(
    `Chromium installability (Page.getInstallabilityErrors, 390x844, real profile): ${installable ? 'installable, no errors' : JSON.stringify(install.installabilityErrors)}`,
  );
  console.log(
    `Manifest as Chromium parsed it: ${install.manifestErrors.length ? JSON.stringify(install.manifestErrors) : 'no errors'}`,
  );
  console.log(
    `Service worker: controlling ${install.installMs} ms after the first page showed, ${install.cached} files precached`,
  );
  console.log('Time to the page heading (Playwright, 390x844, no throttling):');
  console.table(
    Object.entries(install.timings).map(([visit, t]) => ({
      visit,
      ms: t.ms,
      'from service worker': t.fromServiceWorker,
    })),
  );
  if (!installable) exitCode = 1;
  console.log(`bench:lighthouse: done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
} catch (error) {
  console.error(`bench:lighthouse: ${error instanceof Error ? error.message : error}`);
  exitCode = 1;
}
await cleanup();
process.exit(exitCode);
