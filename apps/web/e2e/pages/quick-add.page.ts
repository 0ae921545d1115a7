import type { Page } from '@playwright/test';

/** The top bar's 'Smart Quick Add' dialog (spec 2.6): its two tabs and the editable preview. */
export class QuickAddModel {
  constructor(readonly page: Page) {}

  get openButton() {
    return this.page.getByRole('banner').getByRole('button', { name: 'Kitching Quick Add' });
  }
  get dialog() {
    return this.page.getByRole('dialog', { name: 'Smart Quick Add' });
  }
  async open() {
    await this.openButton.click();
    await this.dialog.waitFor();
  }
  tab(name: 'Text Input' | 'Image Scan') {
    return this.dialog.getByRole('tab', { name });
  }
  get text() {
    return this.dialog.getByLabel('What would you like to add?');
  }
  get analyzeButton() {
    return this.dialog.getByRole('button', { name: /^(Analyze|Analyzing)/ });
  }
  /** The message under the text box (a field error). */
  get textError() {
    return this.dialog.getByRole('alert');
  }
  async analyze(text: string) {
    await this.text.fill(text);
    await this.analyzeButton.click();
    await this.preview.waitFor({ timeout: 15_000 });
  }

  get preview() {
    return this.dialog.getByTestId('quick-add-preview');
  }
  get previewTitle() {
    return this.preview.getByRole('heading', { level: 3 });
  }
  get previewType() {
    return this.preview.getByTestId('preview-type');
  }
  get confidence() {
    return this.preview.getByTestId('preview-confidence');
  }
  get details() {
    return this.preview.getByTestId('preview-details');
  }
  /** 'Add as': the one-tap type switch. */
  addAs(type: 'Inventory' | 'Grocery List' | 'Recipes' | 'Meal Plan') {
    return this.preview.getByRole('radiogroup', { name: 'Add as' }).getByRole('radio', { name: type });
  }
  field(label: string) {
    return this.preview.getByLabel(label, { exact: true });
  }
  addButton(type: 'Inventory' | 'Grocery List' | 'Recipes' | 'Meal Plan') {
    return this.preview.getByRole('button', { name: `Add to ${type}` });
  }
  get tryAgain() {
    return this.preview.getByRole('button', { name: 'Try Again' });
  }

  // Image Scan
  get scanBarcode() {
    return this.dialog.getByRole('button', { name: 'Scan Barcode' });
  }
  get cancelScan() {
    return this.dialog.getByRole('button', { name: 'Cancel' });
  }
  get upload() {
    return this.dialog.getByLabel('Upload a photo of the product or its barcode');
  }
  get analyzeImage() {
    return this.dialog.getByRole('button', { name: 'Analyze Image' });
  }
}
