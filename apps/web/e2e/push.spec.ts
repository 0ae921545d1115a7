import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page, Worker } from '@playwright/test';
import { expect, test } from './fixtures';
import { DESKTOP, PHONE } from './pages/polish.page';
import { atPath } from './support/urls';

// Issue 26: Web Push. 'Push on this device' in Settings subscribes this browser with the server's VAPID
// key; the service worker shows a pushed notice (delivered through Chromium's DevTools protocol, as a
// push service would) and a tap opens the notice's screen, or the screen of the tapped action.
// Headless Chromium has no push service to subscribe with, so the page's PushManager is a stand-in that
// hands out a subscription with real P-256 keys; everything after it (the API, the worker) is real.

const SHOTS = '/work/shots/push';

/** What these tests use of the worker's global scope (the e2e types have the DOM's, not the worker's). */
interface WorkerScope {
  registration: ServiceWorkerRegistration;
  dispatchEvent(event: Event): boolean;
}
type NotificationEventInit = EventInit & { notification: Notification; action?: string };
declare const NotificationEvent: new (type: string, init: NotificationEventInit) => Event;

/** A browser's subscription keys, as `pushManager.subscribe` makes them. */
function subscriptionKeys() {
  const ecdh = crypto.createECDH('prime256v1');
  return {
    p256dh: ecdh.generateKeys().toString('base64url'),
    auth: crypto.randomBytes(16).toString('base64url'),
  };
}

/** Replaces the page's PushManager: records the key it is given, answers one subscription. */
async function standInPushManager(context: BrowserContext) {
  const endpoint = `https://push.example.test/e2e-${crypto.randomUUID()}`;
  await context.addInitScript(
    ({ endpoint, keys }) => {
      const w = window as unknown as { __push: { key: number[] | null; subscribed: boolean } };
      w.__push = { key: null, subscribed: sessionStorage.getItem('push-stand-in') === '1' };
      const subscription = {
        endpoint,
        expirationTime: null,
        toJSON: () => ({ endpoint, expirationTime: null, keys }),
        unsubscribe: async () => {
          w.__push.subscribed = false;
          sessionStorage.removeItem('push-stand-in');
          return true;
        },
      };
      PushManager.prototype.getSubscription = async () =>
        (w.__push.subscribed ? subscription : null) as unknown as PushSubscription;
      PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
        w.__push.key = Array.from(new Uint8Array(options?.applicationServerKey as ArrayBuffer));
        w.__push.subscribed = true;
        sessionStorage.setItem('push-stand-in', '1');
        return subscription as unknown as PushSubscription;
      };
    },
    { endpoint, keys: subscriptionKeys() },
  );
  return endpoint;
}

async function waitForControl(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, {
    timeout: 30_000,
  });
}

/** The worker's notifications as it shows them. */
const notificationsOf = (worker: Worker) =>
  worker.evaluate(async () =>
    (await (self as unknown as WorkerScope).registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      icon: n.icon,
      data: n.data,
    })),
  );

/** A tap on the notification with this tag (on its button `action` when given), as the platform sends it. */
const tap = (worker: Worker, tag: string, action = '') =>
  worker.evaluate(
    async ({ tag, action }) => {
      const scope = self as unknown as WorkerScope;
      const [notification] = await scope.registration.getNotifications({ tag });
      if (!notification) throw new Error(`no notification tagged ${tag}`);
      scope.dispatchEvent(new NotificationEvent('notificationclick', { notification, action }));
    },
    { tag, action },
  );

function shoot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  return page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

for (const viewport of [DESKTOP, PHONE]) {
  const at = `${viewport.width}x${viewport.height}`;

  test.describe(`at ${at}`, () => {
    test.use({ viewport });

    test(`subscribe in Settings; a pushed notice is shown and a tap opens its screen (${at})`, async ({
      page,
      context,
      api,
      snap,
    }) => {
      test.setTimeout(90_000);
      const origin = new URL(test.info().project.use.baseURL!).origin;
      await context.grantPermissions(['notifications'], { origin });
      const endpoint = await standInPushManager(context);
      const chef = await api.signedInHeadChef('push');

      // The DevTools protocol names the worker's registration, which a push message is delivered to.
      const cdp = await context.newCDPSession(page);
      const registrations = new Map<string, string>();
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: list }) => {
        for (const r of list) if (!r.isDeleted) registrations.set(r.scopeURL, r.registrationId);
      });
      await cdp.send('ServiceWorker.enable');

      await page.goto('/settings');
      await waitForControl(page);
      const section = page.getByRole('region', { name: 'Push notices' });
      const toggle = section.getByRole('switch', { name: 'Push on this device' });
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
      await expect(section).toContainText('Off');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-checked', 'true');
      await expect(section).toContainText('On: notices arrive here');

      // Subscribed with the server's key, and the server keeps this browser for the member.
      const publicKey = (await (await page.request.get('/api/push/public-key')).json()).data.publicKey;
      const given = await page.evaluate(
        () => (window as unknown as { __push: { key: number[] } }).__push.key,
      );
      expect(Buffer.from(given).toString('base64url')).toBe(publicKey);
      const listed = await (await page.request.get(`/api/users/${chef.user.id}/push-subscriptions`)).json();
      expect(listed.data).toEqual([
        expect.objectContaining({ endpoint, device: expect.stringMatching(/^Chrome on /) }),
      ]);
      await section.scrollIntoViewIfNeeded();
      await snap(`push-settings-on-${at}`);
      await shoot(page, `settings-push-on-${at}`);

      // Still on after a reload: the browser's subscription is one the server knows.
      await page.reload();
      await expect(toggle).toHaveAttribute('aria-checked', 'true');

      // A notice pushed to the worker is shown, naming the items, with the kind's tag and the app's icon.
      const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
      const registrationId = registrations.get(`${origin}/`);
      expect(registrationId, 'the worker registration, from the DevTools protocol').toBeTruthy();
      const push = (payload: object) =>
        cdp.send('ServiceWorker.deliverPushMessage', {
          origin,
          registrationId: registrationId!,
          data: JSON.stringify(payload),
        });
      await push({
        title: 'Use soon',
        body: 'Greek Yoghurt (expires tomorrow), Spinach (expires in 2 days)',
        href: '/inventory',
        tag: 'kitching-expiring',
        actions: [{ action: 'open', title: 'Open', href: '/inventory' }],
      });
      await expect
        .poll(() => notificationsOf(worker), { timeout: 20_000 })
        .toEqual([
          {
            title: 'Use soon',
            body: 'Greek Yoghurt (expires tomorrow), Spinach (expires in 2 days)',
            tag: 'kitching-expiring',
            icon: `${origin}/icons/icon-192.png`,
            data: { href: '/inventory', actions: { open: '/inventory' } },
          },
        ]);

      // Tapping it takes the open window to the notice's screen.
      await tap(worker, 'kitching-expiring');
      await expect(page).toHaveURL(atPath('/inventory'));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect.poll(() => notificationsOf(worker)).toEqual([]);

      // 'Add to list' on a meal's missing ingredients opens the screen that adds them.
      await push({
        title: "Tonight's Lasagne needs 2 things",
        body: 'Ricotta, Basil',
        href: '/meal-planning?day=today',
        tag: 'kitching-meal_missing',
        actions: [
          { action: 'add-to-list', title: 'Add to list', href: '/grocery-lists' },
          { action: 'open', title: 'Open', href: '/meal-planning?day=today' },
        ],
      });
      await expect
        .poll(async () => (await notificationsOf(worker)).map((n) => n.tag), { timeout: 20_000 })
        .toEqual(['kitching-meal_missing']);
      await tap(worker, 'kitching-meal_missing', 'add-to-list');
      await expect(page).toHaveURL(atPath('/grocery-lists'));
      await shoot(page, `push-tap-add-to-list-${at}`);

      // Turned off: the server forgets this browser.
      await page.goto('/settings');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
      const after = await (await page.request.get(`/api/users/${chef.user.id}/push-subscriptions`)).json();
      expect(after.data).toEqual([]);
    });

    test(`notifications blocked in the browser: the toggle says so and stays off (${at})`, async ({
      page,
      api,
      snap,
    }) => {
      await page.addInitScript(() => {
        Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
        Notification.requestPermission = async () => 'denied';
      });
      await api.signedInHeadChef('push-blocked');
      await page.goto('/settings');
      const section = page.getByRole('region', { name: 'Push notices' });
      await expect(section).toContainText('Blocked in the browser');
      await expect(section).toContainText("Allow them in the browser's site settings");
      await expect(section.getByRole('switch', { name: 'Push on this device' })).toBeDisabled();
      await section.scrollIntoViewIfNeeded();
      await snap(`push-blocked-${at}`);
      await shoot(page, `settings-push-blocked-${at}`);
    });
  });
}
