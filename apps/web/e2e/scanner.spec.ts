import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import {
  failCameraWith,
  getUserMediaCalls,
  inventoryOf,
  removeBarcodeDetection,
  ScannerPageModel,
  seedItem,
} from './pages/scanner.page';
import { toastWithTitle } from './pages/toast';
import { barcodeVideo } from './support/barcode-video';
import { chromiumLaunchOptions, fakeCameraArgs } from './support/chromium';

// Recorded Open Food Facts answers, served to the app server by the stand-in scripts/e2e.mjs starts.
const MILK = '5010251168577'; // British Whole Milk, Morrisons, Dairy
const HUMMUS = '9300601768226'; // Hommus Mini Dips
const BOLOGNESE = '3596710352418';
const UNKNOWN = '4006381333931'; // a valid EAN-13 Open Food Facts does not know

// Chromium's fake camera shows a video of the milk's barcode; the page reads it like a real camera.
const video = await barcodeVideo(MILK);
test.use({
  permissions: ['camera'],
  launchOptions: chromiumLaunchOptions(fakeCameraArgs(video)),
});

test('the camera reads a barcode, shows the product it found and adds it to the inventory', async ({
  page,
  api,
  snap,
  baseURL,
}, testInfo) => {
  const chef = await api.signedInHeadChef('scanner-camera');
  const requested: { url: string; type: string }[] = [];
  page.on('request', (request) => requested.push({ url: request.url(), type: request.resourceType() }));
  const scanner = new ScannerPageModel(page);
  await scanner.goto();
  await expect(scanner.idleCard).toBeVisible();

  await scanner.accessCamera.click();
  await expect(scanner.productName('British Whole Milk')).toBeVisible({ timeout: 15_000 });
  await expect(scanner.productCard).toContainText('Product found');
  await expect(scanner.productCard).toContainText('Morrisons');
  await expect(scanner.productCard).toContainText('Dairy');
  await expect(scanner.productCard).toContainText(MILK);
  await expect(scanner.accessCamera, 'the camera stops on the first code').toBeVisible();
  await expect(scanner.cameraPreview).toBeHidden();

  const ms = await scanner.scanToCardMs();
  expect(ms, 'the page measured decoded barcode -> product card').not.toBeNull();
  testInfo.annotations.push({ type: 'scan-to-card-ms', description: ms!.toFixed(1) });
  console.log(`[scanner] decoded barcode -> product card: ${ms!.toFixed(1)} ms`);
  await snap('scanner-camera-product-found');

  // The video says which detector read the code. Chromium on Linux may or may not have a native
  // BarcodeDetector: with the polyfill, ZXing's WebAssembly comes from Kitching itself (never a
  // CDN); either way no code or data request went to another host. Only the product's photo may
  // (the CSP allows https images: Open Food Facts serves them).
  const detector = await scanner.detectorKind();
  expect(['native', 'polyfill']).toContain(detector);
  const origin = new URL(baseURL!).origin;
  const wasm = requested.map((r) => r.url).filter((url) => /zxing_reader[^/]*\.wasm(\?|$)/.test(url));
  if (detector === 'polyfill') expect(wasm, 'the polyfill loaded its barcode reader').not.toEqual([]);
  for (const url of wasm) expect(new URL(url).origin, `${url} is served by the app`).toBe(origin);
  const elsewhere = requested.filter((r) => /^https?:/.test(r.url) && new URL(r.url).origin !== origin);
  expect(
    elsewhere.filter((r) => r.type !== 'image'),
    'nothing but images came from another host',
  ).toEqual([]);
  testInfo.annotations.push({ type: 'barcode-detector', description: detector! });
  console.log(`[scanner] detector: ${detector}; zxing wasm requests: ${wasm.join(', ') || 'none'}`);

  // Spec 5 defaults; a found product keeps its own category (no field), expiration shows when adding.
  await expect(scanner.action('Add')).toBeChecked();
  await expect(scanner.field('Quantity')).toHaveValue('1');
  await expect(scanner.field('Unit')).toHaveValue('pieces');
  await expect(scanner.field('Category')).toHaveCount(0);
  await expect(scanner.field('Expiration date (optional)')).toBeVisible();
  await scanner.field('Quantity').fill('2');
  await scanner.field('Unit').selectOption('bottles');
  await scanner.field('Expiration date (optional)').fill('2030-05-01');
  await scanner.submit('Add to Inventory').click();

  await expect(toastWithTitle(page, 'Item added')).toBeVisible();
  await expect(scanner.idleCard, 'the scanner resets for the next item').toBeVisible();
  const items = await inventoryOf(page.request, chef.user.familyId!);
  expect(items).toEqual([
    expect.objectContaining({
      name: 'British Whole Milk',
      quantity: '2',
      unit: 'bottles',
      category: 'Dairy',
      barcode: MILK,
      expirationDate: '2030-05-01',
    }),
  ]);
});

test('a typed barcode nobody knows is named once, and the next scan knows it', async ({
  page,
  api,
  snap,
}) => {
  const chef = await api.signedInHeadChef('scanner-manual');
  const scanner = new ScannerPageModel(page);
  await scanner.goto();

  await scanner.lookUp.click();
  await expect(page.getByText('Barcode is required')).toBeVisible();
  await scanner.enterBarcode('5449000179662');
  await expect(page.getByText('Barcode check digit is invalid')).toBeVisible();
  await scanner.enterBarcode('12345');
  await expect(page.getByText('Barcode must be 8 to 14 digits')).toBeVisible();

  await scanner.enterBarcode(UNKNOWN);
  await expect(scanner.productName('Unknown Product')).toBeVisible();
  await expect(toastWithTitle(page, 'Product not found')).toBeVisible();
  await expect(scanner.productCard).toContainText('Product not found. You can still add it manually.');
  await expect(scanner.productCard).toContainText('General');
  await expect(scanner.field('Category'), 'category defaults to Produce').toHaveValue('Produce');
  await scanner.field('Product name (optional)').fill('Highlighter pens');
  await scanner.field('Category').selectOption('Other');
  await scanner.field('Quantity').fill('3');
  await snap('scanner-manual-not-found');
  await scanner.submit('Add to Inventory').click();
  await expect(toastWithTitle(page, 'Item added')).toBeVisible();
  await expect(scanner.idleCard).toBeVisible();
  await expect(scanner.barcodeInput, 'ready for the next barcode').toBeFocused();

  await scanner.enterBarcode(UNKNOWN);
  await expect(scanner.productName('Highlighter pens')).toBeVisible();
  await expect(scanner.productCard).toContainText('Already in your inventory: 3 pieces');
  const items = await inventoryOf(page.request, chef.user.familyId!);
  expect(items).toEqual([
    expect.objectContaining({ name: 'Highlighter pens', category: 'Other', barcode: UNKNOWN }),
  ]);
});

test('using up more than there is stops at zero; removing what is not stocked says Item not found', async ({
  page,
  api,
  snap,
}) => {
  const chef = await api.signedInHeadChef('scanner-remove');
  const familyId = chef.user.familyId!;
  await seedItem(page.request, familyId, {
    name: 'Sauce Bolognaise',
    quantity: 2,
    unit: 'jars',
    category: 'Condiments',
    barcode: BOLOGNESE,
  });
  const scanner = new ScannerPageModel(page);
  await scanner.goto();

  await scanner.enterBarcode(BOLOGNESE);
  await expect(scanner.productName('Sauce Bolognaise')).toBeVisible();
  await expect(scanner.productCard).toContainText('Already in your inventory: 2 jars');
  await scanner.chooseAction('Remove');
  await expect(scanner.action('Remove')).toBeChecked();
  await expect(scanner.field('Expiration date (optional)'), 'no date when removing').toHaveCount(0);
  await expect(scanner.field('Unit'), "counted in the item's own unit").toHaveValue('jars');
  await scanner.field('Quantity').fill('5');
  await scanner.submit('Remove from Inventory').click();
  await expect(toastWithTitle(page, 'Used up')).toBeVisible();
  expect((await inventoryOf(page.request, familyId))[0]).toMatchObject({
    name: 'Sauce Bolognaise',
    quantity: '0',
  });

  await scanner.enterBarcode(HUMMUS);
  await expect(scanner.productName('Hommus Mini Dips')).toBeVisible();
  await scanner.chooseAction('Remove');
  await scanner.submit('Remove from Inventory').click();
  await expect(toastWithTitle(page, 'Item not found')).toBeVisible();
  await expect(scanner.productCard, 'the product stays on screen to add instead').toBeVisible();
  await snap('scanner-remove-item-not-found');
});

test('the scanner page has no serious accessibility violations, at phone width too', async ({
  page,
  api,
}) => {
  await api.signedInHeadChef('scanner-a11y');
  const scanner = new ScannerPageModel(page);
  await scanner.goto();
  await scanner.enterBarcode(UNKNOWN);
  await expect(scanner.productCard).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    const results = await new AxeBuilder({ page }).include('main').analyze();
    const bad = results.violations
      .filter((v) => v.impact === 'critical' || v.impact === 'serious')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join('; ')}`);
    expect(bad, `at ${width} px`).toEqual([]);
  }
});

test.describe('camera problems say what happened and leave typing the barcode open (spec 8)', () => {
  // The service worker would serve the precached ZXing wasm past page.route, and a browser without
  // BarcodeDetector would then read barcodes after all: these tests play a browser with neither.
  test.use({ serviceWorkers: 'block' });

  test('a refused camera permission says access was denied and how to allow it', async ({ page, api }) => {
    await api.signedInHeadChef('scanner-camera-denied');
    await failCameraWith(page, 'NotAllowedError');
    const scanner = new ScannerPageModel(page);
    await scanner.goto();

    await scanner.accessCamera.click();
    await expect(scanner.cameraError).toContainText('Camera access denied', { timeout: 15_000 });
    await expect(scanner.cameraError).toContainText(
      "Allow camera access for this site in your browser's settings and try again, or type the barcode below.",
    );
    await expect(scanner.cameraPreview).toBeHidden();
    await expect(scanner.retryCamera).toBeEnabled();
    expect(await getUserMediaCalls(page)).toBe(1);

    await scanner.retryCamera.click();
    await expect.poll(() => getUserMediaCalls(page), 'retrying asks for the camera again').toBe(2);
    await expect(scanner.cameraError).toContainText('Camera access denied');
  });

  test('a camera that cannot be opened says to check the camera permissions', async ({ page, api }) => {
    await api.signedInHeadChef('scanner-camera-busy');
    await failCameraWith(page, 'NotReadableError');
    const scanner = new ScannerPageModel(page);
    await scanner.goto();

    await scanner.accessCamera.click();
    await expect(scanner.cameraError).toContainText(
      'Could not access camera. Please ensure camera permissions are granted.',
      { timeout: 15_000 },
    );
    await expect(scanner.cameraError).not.toContainText('Camera access denied');
    await expect(scanner.retryCamera).toBeVisible();
  });

  test('without any barcode detector it says so, never opens the camera, and typing still works', async ({
    page,
    api,
  }) => {
    await api.signedInHeadChef('scanner-no-detector');
    await removeBarcodeDetection(page);
    const scanner = new ScannerPageModel(page);
    await scanner.goto();

    await scanner.accessCamera.click();
    await expect(scanner.cameraError).toContainText(
      'Barcode detection not supported in this browser. Please enter barcode manually.',
      { timeout: 15_000 },
    );
    await expect(scanner.accessCamera, 'no point in trying again').toBeDisabled();
    expect(await getUserMediaCalls(page), 'no permission prompt for a camera it cannot use').toBe(0);

    await scanner.enterBarcode(MILK);
    await expect(scanner.productName('British Whole Milk')).toBeVisible();
  });
});

test('at phone width a typed barcode goes to the product card and into the inventory', async ({
  page,
  api,
  snap,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const chef = await api.signedInHeadChef('scanner-phone');
  const scanner = new ScannerPageModel(page);
  await scanner.goto();

  await scanner.enterBarcode(HUMMUS);
  await expect(scanner.productName('Hommus Mini Dips')).toBeVisible();
  await scanner.productCard.scrollIntoViewIfNeeded();
  await expect(scanner.productCard).toBeInViewport();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'nothing wider than the phone').toBeLessThanOrEqual(0);
  await scanner.field('Quantity').fill('4');
  await snap('scanner-phone-product-card');
  await scanner.submit('Add to Inventory').click();

  await expect(toastWithTitle(page, 'Item added')).toBeVisible();
  await expect(scanner.idleCard).toBeVisible();
  expect(await inventoryOf(page.request, chef.user.familyId!)).toEqual([
    expect.objectContaining({ name: 'Hommus Mini Dips', quantity: '4', barcode: HUMMUS }),
  ]);
});

test("a failed lookup says the spec's words, not the server's (spec 8)", async ({ page, api }) => {
  await api.signedInHeadChef('scanner-lookup-error');
  await page.route('**/api/scan/barcode', (route) =>
    route.fulfill({
      status: 500,
      json: { error: { code: 'internal', message: 'Database connection pool exhausted' } },
    }),
  );
  const scanner = new ScannerPageModel(page);
  await scanner.goto();

  await scanner.enterBarcode(MILK);
  await expect(toastWithTitle(page, 'Error')).toContainText('There was an error processing the item.');
  await expect(page.getByText('Database connection pool exhausted')).toHaveCount(0);
  await expect(scanner.idleCard, 'ready to try again').toBeVisible();
});
