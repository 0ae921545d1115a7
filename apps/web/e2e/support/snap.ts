import fs from 'node:fs';
import path from 'node:path';
import { type Page, test } from '@playwright/test';

/** Where every browser test leaves a picture of how it ended (overwritten by name on each run). */
export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../../../../test-results/screenshots');

export const screenshotName = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);

/** Saves test-results/screenshots/<name>.png and attaches it to the test's report entry. */
export async function snap(page: Page, name: string) {
  const file = path.join(SCREENSHOT_DIR, `${screenshotName(name)}.png`);
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: file, fullPage: false });
  const info = test.info();
  info.annotations.push({ type: 'screenshot', description: path.relative(process.cwd(), file) });
  await info.attach(name, { path: file, contentType: 'image/png' });
}
