import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { toCalendarDate } from '@kitching/contracts';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { seedMember } from './pages/family-profiles.page';
import { seedInventory } from './pages/inventory.page';
import { DESKTOP, PHONE } from './pages/polish.page';
import type { ApiClient } from './support/api-client';

// Issue 26: the in-app notice centre and the Reminders settings. The e2e servers run without the
// scheduler (NOTICE_EVERY=0): a test runs the real pass through the test-only POST /api/test/notice-pass
// (served only with TEST_ROUTES=1, which scripts/e2e.mjs sets).

const SHOTS = '/work/shots/n26web';
const DAY = 86_400_000;
const day = (days: number) => toCalendarDate(new Date(Date.now() + days * DAY));
const RANGE = 'Choose a whole number of days from 1 to 14';
const KINDS = [
  'Food about to expire',
  'Food that has expired',
  'Running low',
  "Tonight's meal is missing ingredients",
  'Someone started shopping from a list',
];
const CHANNELS = ['In Kitching (the bell)', 'Push notifications', 'Daily email digest'];

/** Into /work/shots/n26web/: the window, or only `part` (a whole settings section, however tall). */
async function shoot(page: Page, name: string, part?: Locator) {
  fs.mkdirSync(SHOTS, { recursive: true });
  const file = path.join(SHOTS, `${name}.png`);
  if (!part) return page.screenshot({ path: file });
  // The whole page, cut to the part: an element's own shot leaves the sticky top bar over a tall one.
  const clip = await part.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { x: r.x + scrollX, y: r.y + scrollY, width: r.width, height: r.height };
  });
  await page.evaluate(() => scrollTo(0, 0));
  return page.screenshot({ path: file, fullPage: true, clip });
}

/** Opens `path` and waits until the page's live stream has answered. */
async function openLive(page: Page, to: string) {
  const stream = page.waitForResponse((r) => /\/api\/families\/\d+\/events/.test(r.url()));
  await page.goto(to);
  expect((await stream).status(), 'the live stream is open').toBe(200);
}

async function runNoticePass(page: Page) {
  const res = await page.request.post('/api/test/notice-pass');
  expect(res.status(), await res.text()).toBe(200);
}

const bellOf = (page: Page) => page.getByTestId('notice-bell');

async function signInAs(page: Page, api: ApiClient, username: string, password: string) {
  await api.logout();
  await api.login(username, password);
  await page.goto('/settings');
}

for (const viewport of [DESKTOP, PHONE]) {
  const at = `${viewport.width}x${viewport.height}`;

  test.describe(`at ${at}`, () => {
    test.use({ viewport });

    test(`the bell's unread count follows live and is announced; marking read lowers it (${at})`, async ({
      page,
      context,
      api,
    }) => {
      const chef = await api.signedInHeadChef(`bell-${viewport.width}`);
      const familyId = chef.user.familyId!;
      // Two pages of the member open: the inventory and the dashboard.
      await openLive(page, '/inventory');
      const other = await context.newPage();
      await openLive(other, '/');
      for (const p of [page, other]) {
        await expect(bellOf(p)).toHaveAccessibleName('Notices');
        await expect(bellOf(p)).toHaveText('');
      }

      // Yoghurt expires tomorrow and two eggs are left of six: the pass makes two notices.
      await seedInventory(page.request, familyId, [
        { name: 'Greek Yoghurt', quantity: '1', unit: 'pieces', expirationDate: day(1) },
        { name: 'Eggs', quantity: '2', unit: 'pieces', minStockLevel: '6' },
      ]);
      await runNoticePass(page);
      for (const p of [page, other]) {
        await expect(bellOf(p)).toHaveAccessibleName('Notices, 2 unread');
        await expect(bellOf(p)).toHaveText('2');
      }
      await expect(page).toHaveURL(/\/inventory$/);
      await shoot(page, `bell-unread-${at}`);

      // The notice centre names the items and links to the screen that acts on them.
      await bellOf(page).click();
      const centre = page.getByRole('dialog', { name: 'Notices' });
      await expect(centre).toBeVisible();
      const notices = centre.getByTestId('notice');
      await expect(notices).toHaveCount(2);
      await expect(centre).toContainText('Greek Yoghurt');
      await expect(centre).toContainText('Eggs');
      await expectInsideWindow(page, centre);
      await shoot(page, `notice-centre-open-${at}`);

      // Opening one notice marks it read: the count falls to 1.
      await notices.filter({ hasText: 'Greek Yoghurt' }).getByRole('link').first().click();
      await expect(centre).toBeHidden();
      await expect(bellOf(page)).toHaveAccessibleName('Notices, 1 unread');
      await expect(bellOf(page)).toHaveText('1');
      // The member's other open page follows without a reload ('notice.read' on the live stream).
      await expect(bellOf(other)).toHaveAccessibleName('Notices, 1 unread');

      // 'Mark all read': none left, nothing announced.
      await bellOf(page).click();
      await centre.getByRole('button', { name: 'Mark all read' }).click();
      await expect(bellOf(page)).toHaveAccessibleName('Notices');
      await expect(bellOf(page)).toHaveText('');
      await expect(bellOf(other)).toHaveAccessibleName('Notices');
      await expect(centre.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    });

    test(`reminder preferences are kept after a reload; a Kitchen Helper starts with none (${at})`, async ({
      page,
      api,
    }) => {
      const chef = await api.signedInHeadChef(`prefs-${viewport.width}`);
      await page.goto('/settings');
      const section = page.getByRole('region', { name: 'Reminders' });
      const kind = (name: string) => section.getByRole('checkbox', { name, exact: true });
      await expect(kind('Running low')).toBeChecked();
      await kind('Running low').uncheck();
      await kind('Someone started shopping from a list').check();
      await kind('Push notifications').uncheck();
      await kind('Daily email digest').check();
      await section.getByLabel('Digest hour').selectOption('18');
      await section.getByLabel('Time zone').selectOption('Europe/Berlin');
      await section.getByRole('textbox', { name: 'From', exact: true }).fill('22:30');
      await section.getByRole('textbox', { name: 'to', exact: true }).fill('06:15');
      await section.getByRole('button', { name: 'Save reminders' }).click();
      await expect(section.getByRole('status').first()).toHaveText('Reminders saved');

      await page.reload();
      await expect(kind('Running low')).not.toBeChecked();
      await expect(kind('Food about to expire')).toBeChecked();
      await expect(kind('Someone started shopping from a list')).toBeChecked();
      await expect(kind('Push notifications')).not.toBeChecked();
      await expect(kind('Daily email digest')).toBeChecked();
      await expect(kind('In Kitching (the bell)')).toBeChecked();
      await expect(section.getByLabel('Digest hour')).toHaveValue('18');
      await expect(section.getByLabel('Time zone')).toHaveValue('Europe/Berlin');
      await expect(section.getByRole('textbox', { name: 'From', exact: true })).toHaveValue('22:30');
      await expect(section.getByRole('textbox', { name: 'to', exact: true })).toHaveValue('06:15');
      const stored = await (await page.request.get(`/api/users/${chef.user.id}/notice-preferences`)).json();
      expect(stored.data).toMatchObject({
        digestHour: 18,
        quietStart: '22:30',
        quietEnd: '06:15',
        timeZone: 'Europe/Berlin',
      });
      expect([...stored.data.channels].sort()).toEqual(['email', 'in_app']);

      // A Kitchen Helper: no kind and no channel chosen until they choose.
      const username = `helper_${viewport.width}_${Date.now().toString(36)}`;
      await seedMember(page.request, chef.user.familyId!, {
        username,
        firstName: 'Kit',
        lastName: 'Helper',
        role: 4,
        password: 'kitchen-secret-2',
      });
      await signInAs(page, api, username, 'kitchen-secret-2');
      await expect(section.getByRole('button', { name: 'Save reminders' })).toBeVisible();
      for (const name of [...KINDS, ...CHANNELS]) await expect(kind(name), name).not.toBeChecked();
      // Nor may a Kitchen Helper change the family's N days: the field is not there.
      await expect(section.getByLabel('Remind about items expiring within')).toHaveCount(0);
    });

    test(`the family's 'expiring within N days' is saved, and refused outside 1 to 14 (${at})`, async ({
      page,
      api,
    }) => {
      const chef = await api.signedInHeadChef(`expiry-${viewport.width}`);
      const familyId = chef.user.familyId!;
      const stored = async () =>
        (await (await page.request.get(`/api/families/${familyId}/notice-settings`)).json()).data.expiryDays;
      await page.goto('/settings#reminders');
      const section = page.getByRole('region', { name: 'Reminders' });
      const days = section.getByLabel('Remind about items expiring within');
      const save = section.getByRole('button', { name: 'Save for the family' });
      await expect(days).toHaveValue('2');
      await days.scrollIntoViewIfNeeded();

      for (const wrong of ['0', '15', '']) {
        await days.fill(wrong);
        await save.click();
        await expect(section.getByRole('alert')).toHaveText(RANGE);
        await expect(days).toHaveAttribute('aria-invalid', 'true');
        await expect(days).toHaveAccessibleDescription(RANGE);
      }
      expect(await stored()).toBe(2);
      await shoot(page, `reminders-expiry-refused-${at}`, section);

      await days.fill('7');
      await save.click();
      await expect(section.getByText('Saved for the whole family')).toBeVisible();
      await expect(section.getByRole('alert')).toHaveCount(0);
      expect(await stored()).toBe(7);
      await page.reload();
      await expect(days).toHaveValue('7');
      // Keyboard order: the member's own 'Save reminders', then the family's field, then its save.
      await days.focus();
      await page.keyboard.press('Shift+Tab');
      await expect(section.getByRole('button', { name: 'Save reminders' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(days).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(save).toBeFocused();
      await shoot(page, `reminders-settings-${at}`, section);
      const axe = await new AxeBuilder({ page }).include('#reminders').analyze();
      expect(
        axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);

      // A Cook sees the section's own settings but not the family's N days.
      const username = `cook_${viewport.width}_${Date.now().toString(36)}`;
      await seedMember(page.request, familyId, {
        username,
        firstName: 'Sam',
        lastName: 'Cook',
        role: 3,
        password: 'kitchen-secret-3',
      });
      await signInAs(page, api, username, 'kitchen-secret-3');
      await expect(section.getByRole('button', { name: 'Save reminders' })).toBeVisible();
      await expect(days).toHaveCount(0);
    });
  });
}

/** The popover stays inside the window (no part of it off a phone's screen). */
async function expectInsideWindow(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box, 'the notice centre is laid out').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}
