import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { barcodeImage, canvas, png } from '../../api/test/barcode-images';
import { expect, test } from './fixtures';
import { GroceryPageModel } from './pages/grocery.page';
import { InventoryPageModel } from './pages/inventory.page';
import { QuickAddModel } from './pages/quick-add.page';
import { toastWithTitle } from './pages/toast';

// Smart Quick Add (spec 2.6, 4, 5, 8): typed text to a preview that can be corrected, then added.

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const MILK = '5010251168577'; // a recorded Open Food Facts answer: British Whole Milk, Morrisons, Dairy

async function dialogViolations(page: Page) {
  return (await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const [width, use] of [
  ['desktop', {}],
  ['phone', PHONE],
] as const) {
  test.describe(`at ${width} width`, () => {
    test.use(use);

    test('an inventory sentence becomes an item: 4 cans of black beans in the pantry', async ({
      page,
      api,
      snap,
    }) => {
      await api.signedInHeadChef('qa-inventory');
      await page.goto('/dashboard');
      const quick = new QuickAddModel(page);
      await quick.open();
      await expect(quick.tab('Text Input')).toHaveAttribute('aria-selected', 'true');
      await quick.text.fill('We have 4 cans of black beans');
      await expect(quick.dialog.getByText('Short text.', { exact: false })).toBeVisible();
      await quick.analyzeButton.click();
      await expect(quick.preview).toBeVisible({ timeout: 15_000 });
      await expect(quick.previewTitle, 'focus moves to the preview').toBeFocused();
      await expect(quick.previewType).toHaveText('Inventory');
      await expect(quick.previewTitle).toHaveText(/black beans/i);
      await expect(quick.confidence).toHaveText(/^\d{1,3}% sure$/);
      await expect(quick.details).toContainText('4 cans');
      await expect(quick.field('Quantity')).toHaveValue('4');
      await expect(quick.field('Unit')).toHaveValue('cans');
      await expect(quick.field('Category')).toHaveValue('Pantry');
      expect(await dialogViolations(page)).toEqual([]);
      await snap(`quick-add-${width}-inventory-preview`);

      await quick.addButton('Inventory').click();
      await expect(toastWithTitle(page, 'Successfully added!')).toContainText(
        /Added to Inventory: 4 cans black beans/i,
      );
      await expect(quick.dialog).toBeHidden();

      const inventory = new InventoryPageModel(page);
      await inventory.goto();
      const row = inventory.rows.filter({ hasText: /black beans/i });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('4 cans');
      await expect(row).toContainText('Pantry');
      await snap(`quick-add-${width}-inventory-added`);
    });

    test('a pasted shopping list becomes a grocery list with its items', async ({ page, api, snap }) => {
      await api.signedInHeadChef('qa-grocery');
      const groceries = new GroceryPageModel(page);
      await groceries.goto();
      await expect(groceries.heading).toBeVisible();
      const quick = new QuickAddModel(page);
      await quick.open();
      await quick.text.fill('To buy\nceleriac\nchicken thighs\nlemons');
      await expect(quick.dialog.getByText('Text.', { exact: false })).toBeVisible();
      await quick.analyzeButton.click();
      await expect(quick.preview).toBeVisible({ timeout: 15_000 });
      await expect(quick.previewType).toHaveText('Grocery List');
      for (const [i, name] of ['celeriac', 'chicken thighs', 'lemons'].entries())
        await expect(quick.field(`Item ${i + 1} name`)).toHaveValue(new RegExp(name, 'i'));
      const listName = (await quick.field('List name').inputValue()) || 'To buy';
      await snap(`quick-add-${width}-grocery-preview`);

      await quick.addButton('Grocery List').click();
      await expect(toastWithTitle(page, 'Successfully added!')).toContainText(
        /Added to Grocery List: .*3 items/,
      );
      await expect(quick.dialog).toBeHidden();
      // The open page follows without a reload.
      const card = groceries.card(listName);
      await expect(card).toBeVisible();
      for (const name of ['celeriac', 'chicken thighs', 'lemons'])
        await expect(card.getByText(new RegExp(`^${name}$`, 'i'))).toBeVisible();
      await snap(`quick-add-${width}-grocery-added`);
    });

    test('a wrong guess is corrected in the preview before adding', async ({ page, api, snap }) => {
      await api.signedInHeadChef('qa-correct');
      await page.goto('/dashboard');
      const quick = new QuickAddModel(page);
      await quick.open();
      await quick.analyze('2 gallons of milk');
      await expect(quick.previewType).toHaveText('Inventory');
      // Meant for the shopping list, and three gallons: switch the type, then edit the draft.
      await quick.addAs('Grocery List').click();
      await expect(quick.previewType).toHaveText('Grocery List');
      await quick.field('List name').fill('Weekend shop');
      await expect(quick.previewTitle, 'the preview follows the edits').toHaveText('Weekend shop');
      await quick.field('Item 1 quantity').fill('3');
      await expect(quick.details).toContainText('3 gallons');
      await quick.dialog.getByRole('button', { name: 'Add an item' }).click();
      await quick.field('Item 2 name').fill('bread');
      await expect(quick.preview.getByTestId('preview-description')).toHaveText('A grocery list of 2 items');
      await quick.field('Item 2 name').fill('');
      await quick.addButton('Grocery List').click();
      await expect(quick.dialog.getByText('Item name is required')).toBeVisible();
      await quick.dialog.getByRole('button', { name: 'Remove item 2' }).click();
      await snap(`quick-add-${width}-corrected-preview`);
      await quick.addButton('Grocery List').click();
      await expect(toastWithTitle(page, 'Successfully added!')).toContainText('Added to Grocery List');

      const groceries = new GroceryPageModel(page);
      await groceries.goto();
      const card = groceries.card('Weekend shop');
      await expect(card.getByText(/^milk$/i)).toBeVisible();
      await expect(card).toContainText('3 gallons');
    });
  });
}

test('the text box says what is missing in the words of spec 5, and Try Again keeps the text', async ({
  page,
  api,
  snap,
}) => {
  await api.signedInHeadChef('qa-validation');
  await page.goto('/dashboard');
  const quick = new QuickAddModel(page);
  await quick.open();
  await quick.analyzeButton.click();
  await expect(quick.textError).toHaveText('Input is required');
  await quick.text.fill('   ');
  await quick.analyzeButton.click();
  await expect(quick.textError).toHaveText('Please enter some text to analyze');
  await quick.text.fill('ab');
  await quick.analyzeButton.click();
  await expect(quick.textError).toHaveText('Please enter at least 3 characters');
  await expect(quick.text).toHaveAttribute('aria-invalid', 'true');
  await snap('quick-add-validation');

  await quick.text.fill(MILK);
  await expect(quick.dialog.getByText('Looks like a barcode', { exact: false })).toBeVisible();
  await quick.text.fill('https://example.com/soup');
  await expect(quick.dialog.getByText('Looks like a web address', { exact: false })).toBeVisible();

  await quick.analyze('We have 4 cans of black beans');
  await quick.tryAgain.click();
  await expect(quick.preview).toBeHidden();
  await expect(quick.text).toHaveValue('We have 4 cans of black beans');
  await expect(quick.text).toBeFocused();
});

test('the tabs work from the keyboard, and Analyze Image without a photo says to pick one', async ({
  page,
  api,
}) => {
  await api.signedInHeadChef('qa-tabs');
  await page.goto('/dashboard');
  const quick = new QuickAddModel(page);
  await quick.open();
  await quick.tab('Text Input').focus();
  await page.keyboard.press('ArrowRight');
  await expect(quick.tab('Image Scan')).toHaveAttribute('aria-selected', 'true');
  await quick.analyzeImage.click();
  await expect(toastWithTitle(page, 'No image selected')).toContainText(
    'Please upload an image or use the camera scanner.',
  );
});

for (const [width, use] of [
  ['desktop', {}],
  ['phone', PHONE],
] as const) {
  test.describe(`at ${width} width`, () => {
    test.use(use);
    test('a photo of a barcode becomes an inventory preview at 80%', async ({ page, api, snap }) => {
      await api.signedInHeadChef('qa-photo');
      await page.goto('/dashboard');
      const quick = new QuickAddModel(page);
      await quick.open();
      await quick.tab('Image Scan').click();
      const photo = png(canvas(800, 600, { image: await barcodeImage(MILK, 'EAN-13', 2), x: 170, y: 200 }));
      await quick.upload.setInputFiles({ name: 'milk.png', mimeType: 'image/png', buffer: photo });
      await quick.analyzeImage.click();
      await expect(quick.preview).toBeVisible({ timeout: 15_000 });
      await expect(quick.previewType).toHaveText('Inventory');
      await expect(quick.confidence).toHaveText('80% sure');
      await expect(quick.previewTitle).toHaveText('British Whole Milk');
      await expect(quick.preview.getByTestId('preview-description')).toContainText('Morrisons');
      await expect(quick.details).toContainText(MILK);
      await expect(quick.field('Category')).toHaveValue('Dairy');
      await snap(`quick-add-${width}-photo-preview`);
      await quick.addButton('Inventory').click();
      await expect(toastWithTitle(page, 'Successfully added!')).toContainText(
        'Added to Inventory: 1 British Whole Milk',
      );
    });
  });
}

test('a file that is not an image is refused before it is sent', async ({ page, api }) => {
  await api.signedInHeadChef('qa-photo-type');
  await page.goto('/dashboard');
  const quick = new QuickAddModel(page);
  await quick.open();
  await quick.tab('Image Scan').click();
  await quick.upload.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
  await expect(quick.dialog.getByRole('alert')).toHaveText('Please upload a JPEG, PNG, WebP or GIF image.');
});

test('without a camera, Scan Barcode says so and offers Retry Camera Access; Cancel closes it', async ({
  page,
  api,
}) => {
  await api.signedInHeadChef('qa-no-camera');
  await page.goto('/dashboard');
  const quick = new QuickAddModel(page);
  await quick.open();
  await quick.tab('Image Scan').click();
  await quick.scanBarcode.click();
  await expect(quick.dialog.getByTestId('camera-error')).toBeVisible({ timeout: 15_000 });
  await expect(quick.dialog.getByTestId('camera-error')).toContainText(/Camera|Barcode detection/);
  await quick.cancelScan.click();
  await expect(quick.dialog.getByTestId('camera-error')).toHaveCount(0);
  await expect(quick.scanBarcode).toBeVisible();
});
