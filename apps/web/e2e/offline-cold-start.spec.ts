import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { expect, test } from './fixtures';
import { GroceryPageModel, seedGroceryList } from './pages/grocery.page';
import { OfflinePageModel, serverLists } from './pages/offline.page';
import { chromiumLaunchOptions } from './support/chromium';

// Issue 15: the installed app opened from a cold start with no network at all (the browser itself
// restarted): the service worker brings the app, IndexedDB the family's last known list and the
// queue; a tick made then survives another restart and reaches the server once online again.

const PWA_DIR = path.resolve(import.meta.dirname, '../src/app/pwa');

test('a cold start offline shows the last known list, and a tick made then survives a restart and syncs', async ({
  api,
  page: seeding,
}) => {
  expect(
    fs.existsSync(PWA_DIR),
    `opening the app offline from a cold start needs the service worker in ${PWA_DIR} (the PWA work); it is missing`,
  ).toBe(true);
  test.setTimeout(90_000);
  const chef = await api.signedInHeadChef('offline-cold');
  const familyId = chef.user.familyId!;
  const list = await seedGroceryList(seeding.request, familyId, 'Corner shop', [
    { name: 'Milk' },
    { name: 'Bread' },
  ]);

  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'kitching-offline-profile-'));
  const launch = () =>
    chromium.launchPersistentContext(profile, {
      ...chromiumLaunchOptions(),
      headless: true,
      baseURL: process.env.E2E_BASE_URL,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
  let context = await launch();
  try {
    // Online once: signed in (the session cookie), the app installed, the list seen.
    const login = await context.request.post('/api/auth/login', {
      data: { email: chef.email, password: chef.password },
    });
    expect(login.ok()).toBe(true);
    let page = context.pages()[0] ?? (await context.newPage());
    await new GroceryPageModel(page).goto(list.id);
    await expect(page.getByRole('checkbox', { name: 'Milk purchased' })).toBeVisible();
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, {
      timeout: 20_000,
    });
    await page.waitForTimeout(600); // the last known data is saved 0.4 s after it changes
    await context.close();

    // Restarted with no network: the app, the list, the indicator.
    context = await launch();
    await context.setOffline(true);
    page = context.pages()[0] ?? (await context.newPage());
    await new GroceryPageModel(page).goto(list.id);
    const grocery = new GroceryPageModel(page);
    const offline = new OfflinePageModel(page);
    await offline.expectOffline(0);
    await expect(grocery.tick(grocery.main, 'Milk')).not.toBeChecked();
    await grocery.tick(grocery.main, 'Milk').check();
    await offline.expectOffline(1);
    await page.waitForTimeout(600);
    await context.close();

    // Restarted again, online: the queued tick is sent, once.
    context = await launch();
    page = context.pages()[0] ?? (await context.newPage());
    await new GroceryPageModel(page).goto(list.id);
    // (Until the session is read the indicator does not know the queue: the server is what is asked.)
    const milk = async () =>
      (await serverLists(seeding.request, familyId))
        .find((l) => l.id === list.id)!
        .items.find((i) => i.name === 'Milk')?.purchased;
    await expect.poll(milk, { timeout: 20_000 }).toBe(true);
    const synced = new OfflinePageModel(page);
    await synced.expectSynced();
    await expect.poll(() => synced.queuedInStore()).toBe(0);
    const after = (await serverLists(seeding.request, familyId)).find((l) => l.id === list.id)!;
    expect(after.items.find((i) => i.name === 'Bread')?.purchased).toBe(false);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});
