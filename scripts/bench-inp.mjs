// Ticking lines on a 300-line grocery list in the shop (issue 27): interaction to next paint at 4x
// CPU slowdown, measured by the browser itself (Event Timing: PerformanceObserver 'event' entries; an
// interaction's latency is its longest entry, pointerdown to the next paint after click).
import { chromium } from 'playwright-core';

/**
 * Opens /grocery-lists?list=`listId` at phone size (390x844, touch) signed in, slows the CPU 4x
 * (CDP Emulation.setCPUThrottlingRate, as Lighthouse's mobile default) and taps `taps` lines' boxes
 * one after the other; resolves with each tap's latency in ms.
 */
export async function measureTicks({ base, token, listId, chromePath, chromeFlags, taps = 10 }) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: chromeFlags.filter((flag) => flag !== '--headless=new'),
    headless: true,
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      // The service worker would change nothing measured here, and is one process less.
      serviceWorkers: 'block',
    });
    await context.addCookies([{ name: 'kitching_session', value: token, url: base }]);
    const page = await context.newPage();
    await page.goto(`${base}/grocery-lists?list=${listId}`);
    const rows = page.getByTestId('grocery-item');
    await rows.nth(299).waitFor({ state: 'attached', timeout: 60_000 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.evaluate(() => {
      window.__latencies = new Map();
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (!entry.interactionId) continue;
          const seen = window.__latencies.get(entry.interactionId) ?? 0;
          window.__latencies.set(entry.interactionId, Math.max(seen, entry.duration));
        }
      }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    });
    // Lines spread over the list (its top, middle and end), each ticked once.
    for (let i = 0; i < taps; i++) {
      const row = rows.nth(Math.floor((i * 299) / Math.max(1, taps - 1)));
      const box = row.getByRole('checkbox');
      await box.scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      await box.tap();
      await page.waitForTimeout(700);
    }
    await page.waitForTimeout(1000);
    const latencies = await page.evaluate(() => [...window.__latencies.values()]);
    // An interaction under the observer's 16 ms threshold leaves no entry: counted as 16 ms.
    while (latencies.length < taps) latencies.push(16);
    return latencies;
  } finally {
    await browser.close();
  }
}
