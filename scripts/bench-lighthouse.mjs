#!/usr/bin/env node
// `npm run bench:lighthouse [-- --runs 3] [-- --reports DIR] [-- --pages /a,/b] [-- --no-install]
//   [-- --web-dist DIR] [-- --no-ticks] [-- --long-tasks]`: the signed-in app on a phone (issues 15, 27).
// --web-dist serves another build of the web app (a copy of apps/web/dist from before a change), to
// compare two builds back to back under the same load; --no-ticks skips step 5; --long-tasks prints
// each run's main-thread tasks over 50 ms (Lighthouse's long-tasks audit: duration, start, script).
//   1. `npm run build -- --if-changed` (the server and apps/web/dist, each only when its sources changed).
//   2. Starts the built server on 127.0.0.1 with a throwaway database, served precompressed as
//      `npm start` serves it, and seeds through the API a Head Chef whose family has 200 items,
//      100 recipes, 5 dishes planned over this week and 3 lists of 30 lines (bench-lighthouse-seed.mjs).
//   3. Chromium's own installability check (Lighthouse 12 has no PWA category any more):
//      Page.getInstallabilityErrors over CDP in a real (non-incognito) Chromium profile at 390x844,
//      once the service worker controls the page; then the time to the page's heading for a first
//      visit, a visit served by the service worker, and one offline. --no-install skips it.
//   4. Lighthouse 12 (mobile emulation, simulated throttling: 4x CPU slowdown, slow 4G) on /dashboard,
//      /inventory, /recipes, /meal-planning and /grocery-lists signed in (the session cookie as an
//      extra header), --runs times each in a fresh Chromium: median performance, accessibility,
//      best practices, FCP, LCP, TBT, CLS, with the load average at each run (a shared machine).
//   5. Ticking lines on a 300-line list at 4x CPU slowdown: interaction to next paint (bench-inp.mjs).
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
import { measureTicks } from './bench-inp.mjs';
import { seedFamily, seedLongList } from './bench-lighthouse-seed.mjs';
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
const TIME_LIMIT_MS = 40 * 60_000;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}
const runs = Math.max(1, Number(option('runs', '3')) || 3);
const reportsDir = option('reports', undefined);
const withInstall = !process.argv.includes('--no-install');
const withTicks = !process.argv.includes('--no-ticks');
const withLongTasks = process.argv.includes('--long-tasks');
const otherDist = option('web-dist', undefined);

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
  if (otherDist) {
    const dist = path.resolve(otherDist);
    if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error(`${dist} has no index.html`);
    return dist;
  }
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
      // Lighthouse's own list of main-thread tasks over 50 ms, with the script each is laid to.
      longTasks: (lhr.audits['long-tasks']?.details?.items ?? []).map(
        (task) =>
          `${Math.round(task.duration)} ms at ${Math.round(task.startTime)} ms (${path.basename(String(task.url))})`,
      ),
    };
  } finally {
    await Promise.resolve(chrome.kill()).catch(() => {});
    chromes.delete(chrome);
  }
}

// The signed-in pages a family opens most (issue 27).
const PAGES = option('pages', '/dashboard,/inventory,/recipes,/meal-planning,/grocery-lists').split(',');
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

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

/** Prints Chromium's installability check and the service worker's timings; 1 when not installable. */
function reportInstall(install) {
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
  return installable ? 0 : 1;
}

let exitCode = 0;
try {
  const started = performance.now();
  const webDist = ensureBuild();
  const url = await startServer(webDist);
  const { token, familyId } = await seedFamily(url);
  console.log(`bench:lighthouse: apps/api/dist/server.js at ${url}, web app ${path.relative(root, webDist)}`);

  console.log(`bench:lighthouse: family ${familyId} seeded, load average ${load()}`);
  const install = withInstall ? await installability(url, token) : undefined;

  const rows = [];
  let installAudit = null;
  for (const page of PAGES) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const name = `${page.replace(/\W+/g, '')}-${i + 1}`;
      // Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): such a run is redone once.
      const r = await lighthouseRun(`${url}${page}`, token, name).catch((error) => {
        console.log(`  lighthouse ${page} run ${i + 1}: ${error.message}; once more`);
        return lighthouseRun(`${url}${page}`, token, name);
      });
      r.load = os.loadavg()[0].toFixed(1);
      results.push(r);
      installAudit ??= r.install;
      console.log(
        `  lighthouse ${page} run ${i + 1}/${runs} (load ${load()}): perf ${r.perf}, a11y ${r.a11y}, best practices ${r.bp}, LCP ${Math.round(r.lcp)} ms, TBT ${Math.round(r.tbt)} ms${r.issues.length ? `, issues: ${r.issues.join(', ')}` : ''}`,
      );
      if (withLongTasks) console.log(`    long tasks: ${r.longTasks.join(', ') || 'none'}`);
    }
    const m = (key) => median(results.map((r) => r[key]));
    rows.push({
      page,
      performance: m('perf'),
      accessibility: m('a11y'),
      'best-practices': m('bp'),
      load: results.map((r) => r.load).join(' / '),
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
  if (install) exitCode = reportInstall(install);

  if (withTicks) {
    const listId = await seedLongList(url, token, familyId);
    const ticks = await measureTicks({ base: url, token, listId, chromePath, chromeFlags });
    const sorted = [...ticks].sort((a, b) => a - b);
    console.log(
      `Ticking a line on a 300-line list (390x844, 4x CPU slowdown, Event Timing), load ${load()}: INP ${Math.round(sorted.at(-1))} ms (worst of ${ticks.length}), median ${Math.round(median(ticks))} ms; each: ${ticks.map(Math.round).join(', ')} ms`,
    );
  }
  console.log(`bench:lighthouse: done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
} catch (error) {
  console.error(`bench:lighthouse: ${error instanceof Error ? error.message : error}`);
  exitCode = 1;
}
await cleanup();
process.exit(exitCode);
