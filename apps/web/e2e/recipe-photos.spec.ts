import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from './fixtures';

// Issue 25: a recipe's photo moves in with it (Nextcloud Cookbook's full.jpg) and shows on its card;
// an editor adds, changes and removes one in the recipe's detail.

const SHOTS = '/work/shots/images';
const SAMPLES = join(import.meta.dirname, '../../api/test/data/imports/nextcloud');
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const DESKTOP = { viewport: { width: 1280, height: 800 } } as const;

/** The Nextcloud Cookbook sample as the zip a family would upload (folders with recipe.json and full.jpg). */
async function cookbookZip() {
  const { zipSync } = await import('fflate');
  const files: Record<string, Uint8Array> = {};
  for (const folder of await readdir(SAMPLES))
    for (const name of await readdir(join(SAMPLES, folder)))
      files[`${folder}/${name}`] = new Uint8Array(await readFile(join(SAMPLES, folder, name)));
  return Buffer.from(zipSync(files));
}

for (const [label, device] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`at ${label} width`, () => {
    test.use(device);

    test("'Import recipes' brings a Nextcloud recipe's photo onto its card", async ({ page, api }) => {
      await api.signedInHeadChef(`photo-import-${label}`);
      await page.goto('/recipes');
      await page.getByRole('button', { name: 'Import recipes' }).click();
      const dialog = page.getByRole('dialog', { name: 'Import recipes' });
      await dialog
        .getByTestId('import-file-input')
        .setInputFiles({ name: 'cookbook.zip', mimeType: 'application/zip', buffer: await cookbookZip() });
      await expect(dialog.getByTestId('import-summary')).toContainText('Nextcloud');
      await dialog.getByRole('button', { name: 'Import', exact: true }).click();
      await dialog.getByRole('button', { name: 'Done' }).click();

      const card = page.getByRole('article', { name: 'Ratatouille' });
      const photo = card.getByRole('img', { name: 'Ratatouille' });
      await expect(photo).toBeVisible();
      await expect(photo).toHaveAttribute('loading', 'lazy');
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      // A recipe without one shows no picture at all.
      await expect(page.getByRole('article', { name: 'Tarte Tatin' }).getByRole('img')).toHaveCount(0);
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/imported-card-${label}.png` });
    });

    test('an editor adds a photo to a recipe, sees it on the card, then removes it', async ({
      page,
      api,
    }) => {
      const chef = await api.signedInHeadChef(`photo-upload-${label}`);
      const made = await page.request.post(`/api/families/${chef.user.familyId}/recipes`, {
        data: { name: 'Photo Soup', ingredients: [{ name: 'Leeks', quantity: '2', unit: 'cups' }] },
      });
      expect(made.status()).toBe(201);
      await page.goto('/recipes');
      const card = page.getByRole('article', { name: 'Photo Soup' });
      await expect(card.getByRole('img')).toHaveCount(0);
      await card.getByRole('button', { name: 'View Photo Soup' }).click();
      const dialog = page.getByRole('dialog', { name: 'Photo Soup' });
      await expect(dialog.getByRole('button', { name: 'Add photo' })).toBeVisible();
      await dialog.getByTestId('recipe-photo-input').setInputFiles({
        name: 'soup.jpg',
        mimeType: 'image/jpeg',
        buffer: await readFile(join(SAMPLES, 'Ratatouille/full.jpg')),
      });
      await expect(dialog.getByRole('img', { name: 'Photo Soup' })).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Change photo' })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/detail-photo-${label}.png` });

      // A file that is not a picture: the server's message.
      await dialog.getByTestId('recipe-photo-input').setInputFiles({
        name: 'notes.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.from('not a picture at all'),
      });
      await expect(
        page.getByTestId('toast').getByText('The photo must be a JPEG, PNG or WebP image.'),
      ).toBeVisible();

      await dialog.getByRole('button', { name: 'Close' }).first().click();
      await expect(card.getByRole('img', { name: 'Photo Soup' })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/uploaded-card-${label}.png` });

      await card.getByRole('button', { name: 'View Photo Soup' }).click();
      await dialog.getByRole('button', { name: 'Remove photo' }).click();
      await expect(dialog.getByRole('button', { name: 'Add photo' })).toBeVisible();
      await expect(dialog.getByRole('img', { name: 'Photo Soup' })).toHaveCount(0);
      await dialog.getByRole('button', { name: 'Close' }).first().click();
      await expect(card.getByRole('img')).toHaveCount(0);
    });
  });
}
