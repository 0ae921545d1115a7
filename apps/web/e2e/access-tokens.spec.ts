import { expect, test } from './fixtures';
import { toastWithTitle } from './pages/toast';

// Issue 29: 'Access tokens' in /settings: a personal token made with a name, a choice per area and an
// expiry, shown once with a copy button, listed with its last use, and revoked after a confirmation.

const SHOTS = '/work/shots/a29tokens';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const DESKTOP = { viewport: { width: 1280, height: 800 } } as const;

for (const [label, device] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`at ${label} width`, () => {
    test.use(device);

    test('make a read-only token, use it, see its last use, and revoke it', async ({
      page,
      api,
      context,
    }) => {
      const chef = await api.signedInHeadChef(`tokens-${label}`);
      const inventory = `/api/families/${chef.user.familyId}/inventory`;

      await page.goto('/settings');
      const section = page.getByRole('region', { name: 'Access tokens' });
      await expect(section.getByRole('heading', { name: 'Access tokens' })).toBeVisible();
      await expect(section).toContainText('No tokens yet.');

      // Nothing chosen: both rules say so.
      await section.getByRole('button', { name: 'Create token' }).click();
      await expect(section.getByText('Token name is required')).toBeVisible();
      await expect(section.getByText('Choose at least one area')).toBeVisible();

      await section.getByLabel('Token name').fill('Home Assistant');
      await section.getByLabel('Inventory', { exact: true }).selectOption({ label: 'Read' });
      await section.getByLabel('Meal plans', { exact: true }).selectOption({ label: 'Read' });
      await section.getByLabel('Expires').selectOption({ label: 'In 30 days' });
      await section.getByRole('button', { name: 'Create token' }).click();

      const shown = section.getByLabel(
        "Your token 'Home Assistant' (shown only now: copy it somewhere safe)",
      );
      await expect(shown).toHaveValue(/^kt_[A-Za-z0-9_-]{43}$/);
      const token = await shown.inputValue();
      await shown.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/made-${label}.png` });

      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await section.getByRole('button', { name: 'Copy' }).click();
      await expect(toastWithTitle(page, 'Token copied')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);

      // The token reads the inventory and may not change it.
      const bearer = { authorization: `Bearer ${token}` };
      expect((await page.request.get(inventory, { headers: bearer })).status()).toBe(200);
      const write = await page.request.post(inventory, {
        headers: bearer,
        data: { name: 'Eggs', quantity: '6', unit: 'pieces', category: 'Dairy' },
      });
      expect(write.status()).toBe(403);

      // Shown once: after a reload the list, its scopes and its last use, never the token.
      await page.reload();
      const row = section.getByRole('listitem').filter({ hasText: 'Home Assistant' });
      await expect(row).toContainText('Inventory: read · Meal plans: read');
      await expect(row).toContainText('Last used');
      await expect(row).toContainText('Expires');
      await expect(section).not.toContainText(token);
      await row.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/listed-${label}.png` });

      await row.getByRole('button', { name: 'Revoke Home Assistant' }).click();
      const confirm = page.getByRole('alertdialog', { name: "Revoke 'Home Assistant'?" });
      await expect(confirm).toContainText('Programs that use this token stop working at once.');
      await page.screenshot({ path: `${SHOTS}/revoke-confirm-${label}.png` });
      await confirm.getByRole('button', { name: 'Revoke' }).click();
      await expect(toastWithTitle(page, "Token 'Home Assistant' revoked")).toBeVisible();
      await expect(section).toContainText('No tokens yet.');
      expect((await page.request.get(inventory, { headers: bearer })).status()).toBe(401);
    });
  });
}
