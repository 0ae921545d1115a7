import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/support/chromium';

// The servers are started by scripts/e2e.mjs (`npm run test:e2e`), which passes their addresses here.
const baseURL = process.env.E2E_BASE_URL;
const mailBaseURL = process.env.E2E_MAIL_BASE_URL;
if (!baseURL || !mailBaseURL || !process.env.E2E_MAIL_SINK_URL) {
  throw new Error("Run the browser tests with 'npm run test:e2e' (scripts/e2e.mjs): it starts the servers.");
}

const root = path.resolve(import.meta.dirname, '../..');

export default defineConfig({
  testDir: './e2e',
  outputDir: path.join(root, 'test-results/playwright'),
  fullyParallel: true,
  forbidOnly: true,
  // One retry: on a loaded 2-core machine a timing test may fail once. A test that needs its retry is
  // reported as flaky by name (Playwright's summary, and `npm test`'s), a bug to fix, not to hide; a test
  // that fails twice fails the run.
  retries: 1,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: 'list',
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    headless: true,
    screenshot: 'only-on-failure',
    trace: 'off',
    locale: 'en-US',
    timezoneId: 'UTC',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    // Registration signs in at once here (no SMTP_URL), as in the spec's test mode.
    { name: 'app', testIgnore: /\.mail\.spec\.ts$/, use: { baseURL } },
    // `*.mail.spec.ts` run against the server that sends its emails to the SMTP sink.
    { name: 'mail', testMatch: /\.mail\.spec\.ts$/, use: { baseURL: mailBaseURL } },
  ],
});
