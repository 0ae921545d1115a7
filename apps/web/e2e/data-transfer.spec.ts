import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';

// Issue 25: 'Backup & export' (download, import with a preview first) and 'Import recipes' on /recipes.

const SHOTS = '/work/shots/export';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const DESKTOP = { viewport: { width: 1280, height: 800 } } as const;

for (const [label, device] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`at ${label} width`, () => {
    test.use(device);

    test('download the export, import a pantry CSV with its preview, see duplicates and errors', async ({
      page,
      api,
    }) => {
      const chef = await api.signedInHeadChef(`backup-${label}`);
      const made = await page.request.post(`/api/families/${chef.user.familyId}/recipes`, {
        data: { name: 'Grandma Soup', ingredients: [{ name: 'Leeks', quantity: '2', unit: 'cups' }] },
      });
      expect(made.status()).toBe(201);

      await page.goto('/settings');
      const section = page.getByRole('region', { name: 'Backup & export' });
      await expect(section.getByRole('heading', { name: 'Backup & export' })).toBeVisible();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        section.getByRole('link', { name: 'Download export' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^kitching-.*\.zip$/);
      const zip = await readFile((await download.path())!);
      expect(zip.subarray(0, 2).toString()).toBe('PK');

      // A pantry CSV: preview first (nothing changes), the formula row said by name, then confirmed.
      await section.getByRole('button', { name: 'Import a file' }).click();
      const dialog = page.getByRole('dialog', { name: 'Import a file' });
      const csv =
        'name,quantity,unit,category\nRice,2,kg,Pantry\nBeans,3,cans,Pantry\nEvil,=HYPERLINK("x"),each,Other\n';
      await dialog
        .getByTestId('import-file-input')
        .setInputFiles({ name: 'pantry.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      const summary = dialog.getByTestId('import-summary');
      await expect(summary).toContainText('Will be added');
      await expect(summary).toContainText('2 pantry items');
      await expect(summary).toContainText('Evil');
      await expect(summary).toContainText('formula');
      await page.screenshot({ path: `${SHOTS}/import-preview-${label}.png` });
      const before = await page.request.get(`/api/families/${chef.user.familyId}/inventory`);
      expect((await before.json()).data).toEqual([]);
      await dialog.getByRole('button', { name: 'Import', exact: true }).click();
      await expect(summary).toContainText('Added');
      await expect(summary).toContainText('2 pantry items');
      await dialog.getByRole('button', { name: 'Done' }).click();
      const after = await page.request.get(`/api/families/${chef.user.familyId}/inventory`);
      expect((await after.json()).data).toHaveLength(2);

      // The family's own export again: everything exists by name, nothing new to import.
      await section.getByRole('button', { name: 'Import a file' }).click();
      await dialog
        .getByTestId('import-file-input')
        .setInputFiles({ name: 'backup.zip', mimeType: 'application/zip', buffer: zip });
      await expect(summary).toContainText('Already in your family (1)');
      await expect(summary).toContainText('Grandma Soup');
      await expect(dialog.getByRole('button', { name: 'Nothing new to import' })).toBeDisabled();
      await page.screenshot({ path: `${SHOTS}/import-duplicates-${label}.png` });

      // A file Kitching cannot read: the server's message, plainly.
      await dialog
        .getByTestId('import-file-input')
        .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
      await expect(dialog.getByRole('alert')).toContainText('Kitching does not recognise this file');
      await page.screenshot({ path: `${SHOTS}/import-error-${label}.png` });
      await page.screenshot({ path: `${SHOTS}/backup-section-${label}.png`, fullPage: true });
    });

    test("'Import recipes' on /recipes imports a Kitching export's recipes after its preview", async ({
      page,
      api,
    }) => {
      await api.signedInHeadChef(`import-recipes-${label}`);
      const manifest = {
        format: 'kitching-export',
        version: 1,
        exportedAt: '2026-01-01T00:00:00Z',
        app: 'e2e',
        family: { name: 'Elsewhere' },
        counts: {},
      };
      const recipe = {
        id: 7,
        name: 'Moved-in Curry',
        description: null,
        servings: 2,
        prepTime: 5,
        cookTime: 25,
        instructions: 'Cook.',
        source: null,
        sourceName: null,
        ingredients: [{ name: 'Rice', quantity: '1', unit: 'cups' }],
        difficulty: null,
        isArchived: false,
        createdAt: '2026-01-01T00:00:00Z',
        updatedAt: '2026-01-01T00:00:00Z',
      };
      const { zipSync, strToU8 } = await import('fflate');
      const zip = Buffer.from(
        zipSync({
          'manifest.json': strToU8(JSON.stringify(manifest)),
          'recipes.ndjson': strToU8(JSON.stringify(recipe)),
        }),
      );

      await page.goto('/recipes');
      await page.getByRole('button', { name: 'Import recipes' }).click();
      const dialog = page.getByRole('dialog', { name: 'Import recipes' });
      await dialog
        .getByTestId('import-file-input')
        .setInputFiles({ name: 'export.zip', mimeType: 'application/zip', buffer: zip });
      await expect(dialog.getByTestId('import-summary')).toContainText('1 recipe');
      await expect(dialog.getByTestId('import-summary')).toContainText('Kitching export');
      await page.screenshot({ path: `${SHOTS}/recipes-import-preview-${label}.png` });
      await dialog.getByRole('button', { name: 'Import', exact: true }).click();
      await dialog.getByRole('button', { name: 'Done' }).click();
      await expect(page.getByText('Moved-in Curry')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/recipes-imported-${label}.png` });
    });
  });
}
