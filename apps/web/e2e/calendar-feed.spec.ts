import { expect, test } from './fixtures';
import { toastWithTitle } from './pages/toast';

// Issue 26: 'Calendar' in /settings: a private address for the family's planned meals, shown once,
// renewable (the old one stops working) and revocable.

const SHOTS = '/work/shots/calendar';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const DESKTOP = { viewport: { width: 1280, height: 800 } } as const;
const pathOf = (webcal: string) => new URL(webcal.replace(/^webcal:/, 'http:')).pathname;

for (const [label, device] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`at ${label} width`, () => {
    test.use(device);

    test('make the calendar address, copy it, renew it and revoke it', async ({ page, api, context }) => {
      const chef = await api.signedInHeadChef(`calendar-${label}`);
      const familyId = chef.user.familyId;
      const plan = await page.request.post(`/api/families/${familyId}/meal-plans`, {
        data: { name: 'Lentil Curry', ingredients: [{ name: 'Red lentils', quantity: '200', unit: 'g' }] },
      });
      expect(plan.status()).toBe(201);
      const planned = await page.request.post(`/api/families/${familyId}/planned-meals`, {
        data: {
          mealPlanId: (await plan.json()).data.id,
          plannedDate: new Date().toISOString().slice(0, 10),
          mealType: 'dinner',
        },
      });
      expect(planned.status()).toBe(201);

      await page.goto('/settings');
      const section = page.getByRole('region', { name: 'Calendar' });
      await expect(section.getByRole('heading', { name: 'Calendar' })).toBeVisible();
      await section.getByRole('button', { name: 'Make calendar address' }).click();
      const address = section.getByLabel('Your calendar address (shown only now)');
      await expect(address).toHaveValue(/^webcal:\/\/.+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
      const first = await address.inputValue();
      await expect(section.getByRole('link', { name: 'Open in calendar' })).toHaveAttribute('href', first);
      await section.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/made-${label}.png` });

      const feed = await page.request.get(pathOf(first));
      expect(feed.status()).toBe(200);
      expect(await feed.text()).toContain('SUMMARY:Lentil Curry');

      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await section.getByRole('button', { name: 'Copy' }).click();
      await expect(toastWithTitle(page, 'Address copied')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);

      // Shown once: after a reload only the date it was made, never the address.
      await page.reload();
      await expect(section).toContainText('You have a calendar address, made on');
      await expect(section.getByLabel('Your calendar address (shown only now)')).toHaveCount(0);
      await expect(section).not.toContainText(pathOf(first));

      // Renew: confirmed, a new address; the old one stops working.
      await section.getByRole('button', { name: 'Renew address' }).click();
      const renew = page.getByRole('alertdialog', { name: 'Renew the calendar address?' });
      await expect(renew).toContainText('The old address stops working');
      await page.screenshot({ path: `${SHOTS}/renew-confirm-${label}.png` });
      await renew.getByRole('button', { name: 'Renew' }).click();
      await expect(address).toHaveValue(/\.ics$/);
      const second = await address.inputValue();
      expect(second).not.toBe(first);
      expect((await page.request.get(pathOf(first))).status()).toBe(404);
      expect((await page.request.get(pathOf(second))).status()).toBe(200);

      // Revoke: confirmed, a toast, and the address answers 404.
      await section.getByRole('button', { name: 'Revoke address' }).click();
      const revoke = page.getByRole('alertdialog', { name: 'Revoke the calendar address?' });
      await revoke.getByRole('button', { name: 'Revoke' }).click();
      await expect(toastWithTitle(page, 'Calendar address revoked')).toBeVisible();
      await expect(section.getByRole('button', { name: 'Make calendar address' })).toBeVisible();
      await expect(address).toHaveCount(0);
      expect((await page.request.get(pathOf(second))).status()).toBe(404);
      await page.screenshot({ path: `${SHOTS}/revoked-${label}.png` });
    });
  });
}
