import { test as base, expect } from '@playwright/test';
import { ApiClient } from './support/api-client';
import { Mailbox } from './support/mailbox';
import { screenshotName, snap } from './support/snap';

interface Fixtures {
  /** The real API, sharing the page's cookies: seed and sign in through it. */
  api: ApiClient;
  /** Emails received by the SMTP sink (only the `mail` project's server sends any). */
  mailbox: Mailbox;
  /** Saves test-results/screenshots/<name>.png; a test that never calls it gets one at its end. */
  snap: (name: string) => Promise<void>;
}

export const test = base.extend<Fixtures>({
  api: async ({ page }, use) => {
    await use(new ApiClient(page.request));
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  mailbox: async ({}, use) => {
    await use(new Mailbox(process.env.E2E_MAIL_SINK_URL!));
  },
  snap: [
    async ({ page }, use, testInfo) => {
      await use((name) => snap(page, name));
      const taken = testInfo.annotations.some((a) => a.type === 'screenshot');
      if (!taken && !page.isClosed()) await snap(page, `${testInfo.project.name}-${testInfo.title}`);
    },
    { auto: true },
  ],
});

export { expect, screenshotName };
