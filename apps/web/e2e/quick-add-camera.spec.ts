import { expect, test } from './fixtures';
import { QuickAddModel } from './pages/quick-add.page';
import { toastWithTitle } from './pages/toast';
import { barcodeVideo } from './support/barcode-video';
import { chromiumLaunchOptions, fakeCameraArgs } from './support/chromium';

// A recorded Open Food Facts answer, served by the stand-in scripts/e2e.mjs starts.
const MILK = '5010251168577'; // British Whole Milk, Morrisons, Dairy

// Chromium's fake camera shows a video of the milk's barcode.
const video = await barcodeVideo(MILK);
test.use({
  permissions: ['camera'],
  launchOptions: chromiumLaunchOptions(fakeCameraArgs(video)),
});

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

for (const [width, use] of [
  ['desktop', {}],
  ['phone', PHONE],
] as const) {
  test.describe(`at ${width} width`, () => {
    test.use(use);
    test("Scan Barcode reads the camera's barcode and lands in the same preview", async ({
      page,
      api,
      snap,
    }) => {
      await api.signedInHeadChef('qa-camera');
      await page.goto('/dashboard');
      const quick = new QuickAddModel(page);
      await quick.open();
      await quick.tab('Image Scan').click();
      await quick.scanBarcode.click();
      await expect(quick.cancelScan).toBeVisible();
      await expect(quick.preview).toBeVisible({ timeout: 20_000 });
      await expect(quick.previewType).toHaveText('Inventory');
      await expect(quick.previewTitle).toHaveText(/British Whole Milk/i);
      await expect(quick.details).toContainText(MILK);
      await snap(`quick-add-${width}-camera-preview`);
      await quick.addButton('Inventory').click();
      await expect(toastWithTitle(page, 'Successfully added!')).toContainText(
        /Added to Inventory: .*British Whole Milk/i,
      );
    });
  });
}
