import { type OpenFoodFactsStandIn, startOpenFoodFactsStandIn } from './open-food-facts-stand-in.mjs';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app';

export interface OpenFoodFactsTestApp extends TestApp {
  /** The stand-in answering for Open Food Facts: recorded products, hits, behaviours. */
  off: OpenFoodFactsStandIn;
}

/**
 * The real app with Open Food Facts answered by the local stand-in (recorded answers, no network).
 * close() closes the app and stops the stand-in.
 */
export async function createOpenFoodFactsTestApp(
  options: TestAppOptions = {},
): Promise<OpenFoodFactsTestApp> {
  const off = await startOpenFoodFactsStandIn();
  try {
    const t = await createTestApp({
      ...options,
      // The stand-in listens on 127.0.0.1, which outbound fetches refuse unless allowed.
      env: { OFF_BASE_URL: off.url, ALLOW_PRIVATE_FETCH: '1', ...options.env },
    });
    return {
      ...t,
      off,
      async close() {
        try {
          await t.close();
        } finally {
          await off.close();
        }
      },
    };
  } catch (error) {
    await off.close();
    throw error;
  }
}
