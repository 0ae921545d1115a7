import type { InventoryItem } from '@kitching/contracts';
import type { APIRequestContext, Page } from '@playwright/test';

/** /scanner (spec 2.13): camera, manual entry, product card, 'Item Action' form, how-to card. */
export class ScannerPageModel {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/scanner');
    await this.page.getByRole('heading', { level: 1, name: 'Scanner' }).waitFor();
  }

  get accessCamera() {
    return this.page.getByRole('button', { name: 'Access Camera' });
  }
  get cameraPreview() {
    return this.page.getByLabel('Camera preview');
  }
  /** Which detector the camera used: 'native' (the browser's BarcodeDetector) or 'polyfill' (ZXing wasm). */
  detectorKind() {
    return this.page.getByTestId('scanner-video').getAttribute('data-detector');
  }
  torchButton(name: 'Torch on' | 'Torch off') {
    return this.page.getByRole('button', { name, exact: true });
  }
  get retryCamera() {
    return this.page.getByRole('button', { name: 'Retry Camera Access' });
  }
  /** Spec 8's camera texts, where the picture would be. */
  get cameraError() {
    return this.page.getByTestId('camera-error');
  }
  get barcodeInput() {
    return this.page.getByLabel('Barcode', { exact: true });
  }
  get lookUp() {
    return this.page.getByRole('button', { name: 'Look Up' });
  }
  async enterBarcode(barcode: string) {
    await this.barcodeInput.fill(barcode);
    await this.lookUp.click();
  }

  get productCard() {
    return this.page.getByTestId('product-card');
  }
  get idleCard() {
    return this.page.getByTestId('scanner-idle');
  }
  productName(name: string) {
    return this.productCard.getByRole('heading', { name, exact: true });
  }

  /** The 'Item Action' form's fields. */
  get actionForm() {
    return this.page.locator('form').filter({ has: this.page.getByRole('group', { name: 'Action' }) });
  }
  action(name: 'Add' | 'Remove') {
    return this.actionForm.getByRole('radio', { name });
  }
  /** The radios are visually hidden inside their labels: a person clicks the label. */
  async chooseAction(name: 'Add' | 'Remove') {
    await this.actionForm
      .locator('label')
      .filter({ has: this.page.getByRole('radio', { name }) })
      .click();
  }
  field(label: 'Quantity' | 'Unit' | 'Category' | 'Expiration date (optional)' | 'Product name (optional)') {
    return this.actionForm.getByLabel(label, { exact: true });
  }
  submit(name: 'Add to Inventory' | 'Remove from Inventory') {
    return this.actionForm.getByRole('button', { name });
  }

  /** How long from the decoded barcode to the product card, as the page measured it (ms). */
  scanToCardMs() {
    return this.page.evaluate(
      () => performance.getEntriesByName('kitching:scan-to-card', 'measure').at(-1)?.duration ?? null,
    );
  }
}

/**
 * Before any page script: getUserMedia fails with this DOMException name, and the page counts the
 * calls in `window.__getUserMediaCalls`.
 */
export async function failCameraWith(page: Page, errorName: 'NotAllowedError' | 'NotReadableError') {
  await page.addInitScript((name) => {
    const w = window as unknown as { __getUserMediaCalls: number };
    w.__getUserMediaCalls = 0;
    navigator.mediaDevices.getUserMedia = async () => {
      w.__getUserMediaCalls += 1;
      throw new DOMException('The camera could not be opened (test)', name);
    };
  }, errorName);
}

/**
 * No barcode detector at all: no native BarcodeDetector, and the polyfill's WebAssembly cannot be
 * fetched. getUserMedia calls are counted in `window.__getUserMediaCalls`.
 */
export async function removeBarcodeDetection(page: Page) {
  await page.addInitScript(() => {
    delete (window as { BarcodeDetector?: unknown }).BarcodeDetector;
    const w = window as unknown as { __getUserMediaCalls: number };
    w.__getUserMediaCalls = 0;
    const real = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = (constraints) => {
      w.__getUserMediaCalls += 1;
      return real(constraints);
    };
  });
  await page.route('**/*.wasm', (route) => route.abort());
}

/**
 * Before any page script: camera tracks report a torch in getCapabilities(), and applyConstraints()
 * records what it was asked (in `window.__applyConstraintsCalls`) and succeeds without the hardware.
 */
export async function fakeTorch(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __applyConstraintsCalls: MediaTrackConstraints[] };
    w.__applyConstraintsCalls = [];
    const proto = MediaStreamTrack.prototype;
    const getCapabilities = proto.getCapabilities;
    proto.getCapabilities = function (this: MediaStreamTrack) {
      return { ...getCapabilities.call(this), torch: true } as MediaTrackCapabilities;
    };
    proto.applyConstraints = async (constraints?: MediaTrackConstraints) => {
      w.__applyConstraintsCalls.push(JSON.parse(JSON.stringify(constraints ?? {})));
    };
  });
}

export const applyConstraintsCalls = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __applyConstraintsCalls: MediaTrackConstraints[] }).__applyConstraintsCalls,
  );

export const getUserMediaCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __getUserMediaCalls: number }).__getUserMediaCalls);

/** Seeds through the real API, with the page's signed-in session. */
export async function inventoryOf(request: APIRequestContext, familyId: number): Promise<InventoryItem[]> {
  const response = await request.get(`/api/families/${familyId}/inventory`);
  if (!response.ok()) throw new Error(`inventory failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: InventoryItem[] }).data;
}

export async function seedItem(
  request: APIRequestContext,
  familyId: number,
  item: { name: string; quantity: number; unit: string; category: string; barcode: string },
): Promise<InventoryItem> {
  const response = await request.post(`/api/families/${familyId}/inventory`, { data: item });
  if (!response.ok()) throw new Error(`seed item failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: InventoryItem }).data;
}
