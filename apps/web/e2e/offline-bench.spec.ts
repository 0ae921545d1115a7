import { expect, test } from './fixtures';
import { GroceryPageModel, seedGroceryList } from './pages/grocery.page';
import { OfflinePageModel, openList, PHONE, serverLists } from './pages/offline.page';

// Issue 15, measured: the time from reconnecting to an empty queue for 50 changes made offline.
// Printed (and attached to the test as an annotation); the bound below only catches a broken sync.
test.use(PHONE);

const COUNT = 50;

test(`${COUNT} changes queued offline: the time from reconnect to an empty queue`, async ({
  page,
  api,
  context,
}) => {
  test.setTimeout(120_000);
  const chef = await api.signedInHeadChef('offline-bench');
  const familyId = chef.user.familyId!;
  const names = Array.from({ length: COUNT }, (_, i) => `Item ${String(i + 1).padStart(2, '0')}`);
  const list = await seedGroceryList(
    page.request,
    familyId,
    'Big shop',
    names.map((name) => ({ name })),
  );
  await openList(page, list.id, names[0]!);
  const grocery = new GroceryPageModel(page);
  const offline = new OfflinePageModel(page);

  await context.setOffline(true);
  for (const name of names) await grocery.tick(grocery.main, name).check();
  await offline.expectOffline(COUNT);
  expect(await offline.queuedInStore()).toBe(COUNT);

  await page.evaluate(() => {
    window.addEventListener('online', () => {
      (window as unknown as { reconnectedAt: number }).reconnectedAt = performance.now();
    });
  });
  // The time spent waiting for the server's answers, to tell the client's share from the server's.
  let answering = 0;
  page.on('requestfinished', (request) => {
    if (request.method() === 'PATCH') answering += request.timing().responseEnd;
  });
  const started = Date.now();
  await context.setOffline(false);
  const inPage = await page.waitForFunction(
    () => {
      const at = (window as unknown as { reconnectedAt?: number }).reconnectedAt;
      return at !== undefined && !document.querySelector('[data-testid="offline-indicator"]')
        ? performance.now() - at
        : false;
    },
    null,
    { polling: 'raf', timeout: 60_000 },
  );
  const ms = Math.round(Number(await inPage.jsonValue()));
  const wall = Date.now() - started;
  console.log(
    `offline sync: ${COUNT} queued changes, reconnect -> empty queue in ${ms} ms (${wall} ms as seen by the test; ${Math.round(answering)} ms of it waiting for the PATCH answers)`,
  );
  test
    .info()
    .annotations.push({ type: 'measure', description: `${COUNT} changes: ${ms} ms to an empty queue` });

  expect(await offline.queuedInStore()).toBe(0);
  const after = (await serverLists(page.request, familyId)).find((l) => l.id === list.id)!;
  expect(after.items.filter((i) => i.purchased)).toHaveLength(COUNT);
  expect(ms, 'the queue empties in well under a minute').toBeLessThan(30_000);
});
