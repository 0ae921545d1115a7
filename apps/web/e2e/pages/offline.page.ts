import type { GroceryItem, GroceryList } from '@kitching/contracts';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
} from '@playwright/test';
import { ApiClient } from '../support/api-client';
import { seedMember } from './family-profiles.page';
import { GroceryPageModel } from './grocery.page';

export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

/** The shell's offline indicator and sync notes (app/shell/offline-indicator.component.tsx). */
export class OfflinePageModel {
  constructor(readonly page: Page) {}

  get indicator() {
    return this.page.getByRole('status').filter({ hasText: /changes will sync|Syncing changes/ });
  }
  /** 'Offline - changes will sync (N changes queued)'. */
  async expectOffline(queued: number) {
    await expect(this.indicator).toHaveText(
      `Offline - changes will sync (${queued} ${queued === 1 ? 'change' : 'changes'} queued)`,
    );
  }
  /** The queue is empty and the device online: the indicator is gone. */
  async expectSynced(timeout = 20_000) {
    await expect(this.page.getByTestId('offline-indicator')).toHaveCount(0, { timeout });
  }
  note(text: string | RegExp) {
    return this.page.getByTestId('sync-note').filter({ hasText: text });
  }
  /** Queued changes as IndexedDB holds them (the durable outbox). */
  queuedInStore() {
    return this.page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open('kitching-offline');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const count = open.result.transaction('outbox').objectStore('outbox').count();
            count.onsuccess = () => resolve(count.result);
            count.onerror = () => reject(count.error);
          };
        }),
    );
  }
}

/**
 * The app's own files for a page opened with the network cut, whether or not the service worker
 * (apps/web/src/app/pwa) has finished installing by then: every same-origin file the page loaded while
 * online, answered from memory. API calls are never answered here: they fail as they would offline.
 * The cold start through the real service worker is offline-cold-start.spec.ts.
 */
export class AppFilesStandIn {
  private readonly files = new Map<
    string,
    { status: number; headers: Record<string, string>; body: Buffer }
  >();

  record(page: Page) {
    page.on('response', async (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/api/') || response.request().method() !== 'GET' || !response.ok()) return;
      try {
        const headers = await response.allHeaders();
        this.files.set(url.pathname, {
          status: response.status(),
          headers: { 'content-type': headers['content-type'] ?? 'application/octet-stream' },
          body: await response.body(),
        });
      } catch {
        // A response whose body is gone (a navigation away) is simply not kept.
      }
    });
  }

  async serve(context: BrowserContext, origin: string) {
    await context.route(`${origin}/**`, async (route) => {
      const url = new URL(route.request().url());
      if (url.pathname.startsWith('/api/')) return route.abort('internetdisconnected');
      const file = this.files.get(url.pathname) ?? this.files.get('/');
      if (!file) return route.abort('internetdisconnected');
      await route.fulfill(file);
    });
  }
}

/** The family's lists as the server has them now. */
export async function serverLists(request: APIRequestContext, familyId: number): Promise<GroceryList[]> {
  const response = await request.get(`/api/families/${familyId}/grocery-lists`);
  expect(response.ok(), 'the lists can be read').toBe(true);
  return ((await response.json()) as { data: GroceryList[] }).data;
}

export async function serverLine(request: APIRequestContext, familyId: number, listId: number, name: string) {
  const list = (await serverLists(request, familyId)).find((l) => l.id === listId);
  return list?.items.find((i) => i.name === name) as GroceryItem | undefined;
}

/** Another member's change through the API, at the version they saw (If-Match). */
export async function editLine(
  request: APIRequestContext,
  item: GroceryItem,
  body: Record<string, unknown>,
): Promise<GroceryItem> {
  const response = await request.patch(`/api/grocery-list-items/${item.id}`, {
    data: body,
    headers: { 'if-match': String(item.version) },
  });
  expect(response.ok(), `the other member's edit: ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: GroceryItem }).data;
}

/** A second member of the family, signed in in a browser of their own. */
export async function secondMember(browser: Browser, page: Page, familyId: number) {
  const username = `sam_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await seedMember(page.request, familyId, {
    username,
    firstName: 'Sam',
    lastName: 'Cook',
    role: 3,
    password: 'cook-secret-1',
  });
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, ...PHONE });
  const samPage = await context.newPage();
  await new ApiClient(samPage.request).login(username, 'cook-secret-1');
  return { context, page: samPage, request: samPage.request };
}

/** Opens the list and waits until its lines and the live stream are there. */
export async function openList(page: Page, listId: number, firstLine: string) {
  const stream = page.waitForResponse((r) => /\/api\/families\/\d+\/events/.test(r.url()));
  await new GroceryPageModel(page).goto(listId);
  await expect(page.getByRole('checkbox', { name: `${firstLine} purchased`, exact: true })).toBeVisible();
  await stream;
}
