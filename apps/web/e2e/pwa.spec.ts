import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { seedGroceryList } from './pages/grocery.page';
import { ApiClient } from './support/api-client';
import { chromiumLaunchOptions } from './support/chromium';
import { snap as snapPage } from './support/snap';

// Issue 15, the installable part: the manifest, Chromium's own installability check, the service
// worker's precache and offline navigations, and the update notice of a new build. At phone width.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const UPDATE_MESSAGE = 'A new version of Kitching is ready';

interface Manifest {
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(png: Buffer) {
  expect(png.subarray(1, 4).toString('ascii'), 'a PNG file').toBe('PNG');
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

/** Once the page has loaded, the worker installs (every file of the build) and takes the page over. */
async function waitForControl(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, {
    timeout: 20_000,
  });
}

/** The names of the service worker's caches and how many entries each one holds. */
const cacheContents = (page: Page) =>
  page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const key of await caches.keys())
      out[key] = (await (await caches.open(key)).keys()).map((r) => new URL(r.url).pathname);
    return out;
  });

/** The list of files /sw.js caches at install, read from the worker the server sends. */
async function precacheList(page: Page) {
  const source = await (await page.request.get('/sw.js')).text();
  const list = source.match(/const PRECACHE = (\[.*\]);/)?.[1];
  expect(list, 'sw.js carries the build-generated precache list').toBeTruthy();
  return JSON.parse(list!) as string[];
}

test('the manifest is served, valid and linked, and Chromium reads it without a complaint', async ({
  page,
  api,
}) => {
  await api.signedInHeadChef('pwa-install');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const head = page.locator('head');
  await expect(head.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(head.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#ea580c');
  const touchIcon = await head.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect(pngSize(await (await page.request.get(touchIcon!)).body())).toBe('180x180');

  const response = await page.request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/application\/manifest\+json/);
  expect(response.headers()['cache-control']).toBe('no-cache');
  const manifest = (await response.json()) as Manifest;
  expect(manifest).toMatchObject({
    name: 'Kitching',
    short_name: 'Kitching',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    theme_color: '#ea580c',
    background_color: '#fafaf9',
  });
  expect(manifest.description.length).toBeGreaterThan(20);
  const icons = [];
  for (const icon of manifest.icons) {
    const file = await page.request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type'], icon.src).toBe('image/png');
    expect(pngSize(await file.body()), `${icon.src} is ${icon.sizes}`).toBe(icon.sizes);
    icons.push(`${icon.sizes} ${icon.purpose ?? 'any'}`);
  }
  expect(icons).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);

  const sw = await page.request.get('/sw.js');
  expect(sw.headers()['cache-control']).toBe('no-cache');
  const csp = (await page.request.get('/dashboard')).headers()['content-security-policy'];
  expect(csp).toContain("manifest-src 'self'");
  expect(csp).toMatch(/worker-src 'self'/);

  await waitForControl(page);
  const cdp = await page.context().newCDPSession(page);
  const parsed = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
  expect(parsed.url).toMatch(/\/manifest\.webmanifest$/);
  expect(parsed.errors, "Chromium's manifest parser has no complaint").toEqual([]);
});

test("Chromium's own installability check passes (a real profile: test contexts are incognito)", async () => {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'kitching-pwa-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...chromiumLaunchOptions(),
    headless: true,
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    await new ApiClient(context.request).signedInHeadChef('pwa-installable');
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await waitForControl(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors, "Chromium's installability check").toEqual([]);
    await snapPage(page, 'pwa-installable-dashboard-390');
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test('the worker caches every file of the build and opens the app offline, never answering /api/', async ({
  page,
  context,
  api,
  snap,
}) => {
  const chef = await api.signedInHeadChef('pwa-offline');
  await seedGroceryList(page.request, chef.user.familyId!, 'Saturday shop', [{ name: 'Milk' }]);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForControl(page);

  const list = await precacheList(page);
  expect(list).toContain('/index.html');
  expect(list).toContain('/manifest.webmanifest');
  expect(
    list.some((url) => /^\/assets\/zxing_reader-.*\.wasm$/.test(url)),
    'the scanner WebAssembly',
  ).toBe(true);
  expect(
    list.some((url) => /^\/assets\/.*\.css$/.test(url)),
    'the CSS',
  ).toBe(true);
  expect(
    list.some((url) => /^\/assets\/grocery.*\.js$/.test(url)),
    "the grocery page's chunk",
  ).toBe(true);
  expect(
    list.some((url) => url.startsWith('/api/')),
    'no API answer is cached',
  ).toBe(false);
  const caches = await cacheContents(page);
  const names = Object.keys(caches);
  expect(names).toHaveLength(1);
  expect(names[0]).toMatch(/^kitching-precache-[0-9a-f]{16}$/);
  expect(caches[names[0]!]!.sort()).toEqual([...list].sort());

  // Online, /api/* goes to the network past the worker; the pages' files come from its cache.
  const apiAnswer = page.waitForResponse((r) => r.url().includes('/api/families/'));
  await page.goto('/grocery-lists');
  expect((await apiAnswer).fromServiceWorker()).toBe(false);
  await expect(page.getByText('Saturday shop')).toBeVisible();

  await context.setOffline(true);
  const reloaded = await page.goto('/dashboard');
  expect(reloaded?.status()).toBe(200);
  expect(reloaded?.fromServiceWorker(), 'the navigation is answered by the worker').toBe(true);
  await expectAppShell(page);
  for (const address of ['/grocery-lists', '/recipes']) {
    const response = await page.goto(address);
    expect(response?.fromServiceWorker(), address).toBe(true);
    await expectAppShell(page);
  }
  // With no network an API call fails as it would without the worker: nothing stale from a cache.
  const apiOffline = await page.evaluate(() =>
    fetch('/api/auth/session').then(
      () => 'answered',
      () => 'failed',
    ),
  );
  expect(apiOffline).toBe('failed');
  await snap('pwa-offline-recipes-390');
  await context.setOffline(false);
});

/**
 * The app itself ran (its own screen, not the browser's offline page or index.html's "Starting up"
 * placeholder). What the data says offline is the offline store's business, not the worker's.
 */
async function expectAppShell(page: Page) {
  await expect(page.locator('#root')).not.toContainText('Starting up your kitchen management system');
  await expect(page.getByText('Kitching').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/**
 * A new build: the e2e servers (NODE_ENV=test) answer /sw.js with another VERSION, so another
 * precache, when this cookie is set (apps/api/src/app/plugins/static.plugin.ts, test servers only).
 * The browser's own update check then finds a changed worker, as after a deploy.
 */
async function serveNextBuild(context: BrowserContext) {
  await context.addCookies([{ name: 'kitching-sw-build', value: 'next', url: process.env.E2E_BASE_URL! }]);
}

test('a new build waits, the notice offers Reload, and Reload activates it keeping IndexedDB', async ({
  page,
  context,
  api,
  snap,
}) => {
  await api.signedInHeadChef('pwa-update');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForControl(page);
  const before = Object.keys(await cacheContents(page));
  expect(before).toHaveLength(1);

  // Something queued offline by the app (the outbox lives in IndexedDB): the update must keep it.
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('pwa-e2e-outbox', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('changes', { autoIncrement: true });
        open.onsuccess = () => {
          const tx = open.result.transaction('changes', 'readwrite');
          tx.objectStore('changes').add({ tick: 'Milk' });
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
        open.onerror = () => reject(open.error);
      }),
  );

  await serveNextBuild(context);
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration!.update();
  });
  const notice = page.getByRole('status', { name: 'App update' });
  await expect(notice).toContainText(UPDATE_MESSAGE, { timeout: 15_000 });
  const waitingVersion = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return { waiting: Boolean(registration?.waiting), active: registration?.active?.state };
  });
  expect(waitingVersion, 'the new worker waits while the old one still serves').toEqual({
    waiting: true,
    active: 'activated',
  });
  await snap('pwa-update-notice-390');

  // Keyboard: Tab reaches Reload (after the page's own controls), Enter activates the new build.
  const reload = notice.getByRole('button', { name: 'Reload' });
  await reload.focus();
  await expect(reload).toBeFocused();
  const navigated = page.waitForEvent('framenavigated');
  await page.keyboard.press('Enter');
  await navigated;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(UPDATE_MESSAGE)).toHaveCount(0);
  await waitForControl(page);

  const waitingAfter = await page.evaluate(async () =>
    Boolean((await navigator.serviceWorker.getRegistration())?.waiting),
  );
  expect(waitingAfter).toBe(false);
  expect(
    await cacheContents(page).then(Object.keys),
    "the new build's precache only: the old one is gone",
  ).toEqual([`${before[0]}next`]);

  const kept = await page.evaluate(
    () =>
      new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open('pwa-e2e-outbox', 1);
        open.onsuccess = () => {
          const request = open.result.transaction('changes').objectStore('changes').getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        };
        open.onerror = () => reject(open.error);
      }),
  );
  expect(kept, 'the queued change survives the update').toEqual([{ tick: 'Milk' }]);
  await snap('pwa-after-update-390');
});
