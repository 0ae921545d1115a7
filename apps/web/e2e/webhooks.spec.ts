import { expect, test } from './fixtures';
import { toastWithTitle } from './pages/toast';

// Issue 29: 'Webhooks' in /settings (Head Chef and Sous Chef): add an address, its secret shown once,
// the delivery log, a private address refused with the server's words, delete. The e2e server sends
// nothing (WEBHOOK_EVERY=0): deliveries stay queued.

const SHOTS = '/work/shots/a29contract';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const DESKTOP = { viewport: { width: 1280, height: 800 } } as const;
const HOOK = 'https://hooks.example.com/kitching';

for (const [label, device] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`at ${label} width`, () => {
    test.use(device);

    test('add a webhook, see its secret once and its deliveries, then delete it', async ({ page, api }) => {
      const chef = await api.signedInHeadChef(`webhooks-${label}`);
      const familyId = chef.user.familyId;

      await page.goto('/settings#webhooks');
      const section = page.getByRole('region', { name: 'Webhooks' });
      await expect(section.getByRole('heading', { name: 'Webhooks' })).toBeVisible();
      await expect(section).toContainText('No webhooks yet.');
      const address = section.getByLabel('Address');

      await address.fill('ftp://example.com/');
      await section.getByRole('button', { name: 'Add webhook' }).click();
      await expect(section).toContainText('Enter an address starting with https:// or http://');

      await address.fill('http://127.0.0.1/hook');
      await section.getByRole('button', { name: 'Add webhook' }).click();
      await expect(section).toContainText('This address is on a private network.');

      await address.fill(HOOK);
      await section.getByLabel('Description (optional)').fill('Home Assistant');
      await section.getByRole('button', { name: 'Add webhook' }).click();
      const secret = section.getByLabel(`Signing secret for ${HOOK} (shown only now)`);
      await expect(secret).toHaveValue(/^whsec_[A-Za-z0-9_-]{43}$/);
      const list = section.getByRole('list', { name: 'Webhooks' });
      await expect(list).toContainText(HOOK);
      await expect(list).toContainText('Home Assistant');
      await expect(list.getByText('On', { exact: true })).toBeVisible();
      await section.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/webhook-added-${label}.png` });

      // A change in the kitchen is queued for it: the log shows it.
      const item = await page.request.post(`/api/families/${familyId}/inventory`, {
        data: { name: 'Milk', quantity: '1', unit: 'gallons', category: 'Dairy' },
      });
      expect(item.status()).toBe(201);
      await section.getByRole('button', { name: 'Deliveries' }).click();
      const log = section.getByRole('list', { name: 'Last deliveries' });
      await expect(log).toContainText('inventory.item_added');
      await expect(log).toContainText('Retrying');
      await expect(log).toContainText('Not tried yet');
      await page.screenshot({ path: `${SHOTS}/webhook-deliveries-${label}.png`, fullPage: true });

      // Shown once: after a reload, the secret is gone.
      await page.reload();
      await expect(section.getByRole('list', { name: 'Webhooks' })).toContainText(HOOK);
      await expect(section.getByLabel(/Signing secret/)).toHaveCount(0);

      await section.getByRole('button', { name: 'Delete' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Delete this webhook?' });
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(toastWithTitle(page, 'Webhook deleted')).toBeVisible();
      await expect(section).toContainText('No webhooks yet.');
    });
  });
}
