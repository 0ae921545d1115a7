import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { AuthPageModel } from './pages/auth.page';
import { toastWithTitle } from './pages/toast';
import { uniqueEmail } from './support/api-client';

// Spec 4 and 9: one toast at a time, gone after 5000 ms, dismissed by swipe right past 50 px, the close
// button or Escape; F8 focuses the toast region. Toasts come from real actions: a refused sign-in.

const toasts = (page: Page) => page.getByTestId('toast');
const toastRegion = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });
/** The page's (possibly fake) clock. */
const pageNow = (page: Page) => page.evaluate(() => Date.now());

/** A signed-out visitor signs in to an account that does not exist: 'Login failed'. */
async function failSignIn(auth: AuthPageModel) {
  await auth.login(uniqueEmail('nobody'), 'not-the-password');
  const toast = toastWithTitle(auth.page, 'Login failed');
  await expect(toast).toBeVisible();
  return toast;
}

/** Drags the pointer from the toast's left part to the right, as a swipe with a mouse. */
async function dragRight(page: Page, toast: ReturnType<typeof toastWithTitle>, distance: number) {
  const box = (await toast.boundingBox())!;
  const x = box.x + 24;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + distance, y, { steps: 8 });
  await page.mouse.up();
}

test('only one toast shows at a time: a second one replaces the first', async ({ page, api, snap }) => {
  const cook = await api.signedInWithoutFamily('toast-one');
  await api.logout();
  const auth = new AuthPageModel(page);
  await auth.goto();
  await failSignIn(auth);
  await expect(toasts(page)).toHaveCount(1);

  // Registering an address that already has an account: the second toast takes the first one's place.
  await auth.register(cook.email, cook.password);
  await expect(toastWithTitle(page, 'Registration failed')).toBeVisible();
  await expect(toasts(page)).toHaveCount(1);
  await expect(toastWithTitle(page, 'Login failed')).toHaveCount(0);
  await snap('toast-replaced');
});

test('a toast closes by itself 5 seconds after it appears', async ({ page, snap }) => {
  await page.clock.install();
  const auth = new AuthPageModel(page);
  await auth.goto();
  const before = await pageNow(page);
  const toast = await failSignIn(auth);
  const shown = await pageNow(page);
  // Stop the clock: the toast's timer started between `before` and `shown`.
  await page.clock.pauseAt(shown + 200);

  await page.clock.runFor(before + 4800 - (shown + 200));
  await expect(toast, 'still there just before 5 s').toBeVisible();
  await snap('toast-before-five-seconds');
  await page.clock.runFor(shown + 5200 - (before + 4800));
  await expect(toasts(page)).toHaveCount(0);
});

test('the close button dismisses a toast, and the next toast still closes by itself', async ({ page }) => {
  await page.clock.install();
  const auth = new AuthPageModel(page);
  await auth.goto();
  const first = await failSignIn(auth);
  await first.getByRole('button', { name: 'Close' }).click();
  await expect(toasts(page)).toHaveCount(0);

  // The pointer was over the toast and focus in its region when it closed: neither may keep the next
  // toast on screen once the visitor has moved on.
  await failSignIn(auth);
  const shown = await pageNow(page);
  await page.clock.pauseAt(shown + 200);
  await page.clock.runFor(5200);
  await expect(toasts(page)).toHaveCount(0);
});

test('Escape dismisses the toast', async ({ page }) => {
  const auth = new AuthPageModel(page);
  await auth.goto();
  await failSignIn(auth);
  await page.keyboard.press('Escape');
  await expect(toasts(page)).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Login' }), 'the sign-in screen stays').toBeVisible();
});

test('a swipe right past 50 px dismisses the toast; a shorter one leaves it', async ({ page, snap }) => {
  const auth = new AuthPageModel(page);
  await auth.goto();
  const toast = await failSignIn(auth);

  await dragRight(page, toast, 30);
  await expect(toast).toBeVisible();
  await expect(toast).toHaveAttribute('data-swipe', 'cancel');
  await snap('toast-short-swipe');

  await dragRight(page, toast, 90);
  await expect(toasts(page)).toHaveCount(0);
});

test('F8 moves focus to the toast region, and the keyboard reaches the toast and closes it', async ({
  page,
  snap,
}) => {
  await page.clock.install();
  const auth = new AuthPageModel(page);
  await auth.goto();
  const toast = await failSignIn(auth);
  // Stop the page's clock so the 5 s lifetime cannot end the toast while the keyboard walks to it
  // (whether Radix also pauses it for focus is Radix's business, not this test's).
  await page.clock.pauseAt((await pageNow(page)) + 200);

  await page.keyboard.press('F8');
  await expect(toastRegion(page).getByRole('list')).toBeFocused();
  await expect(toast).toBeVisible();

  await page.keyboard.press('Tab');
  await expect(toast).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(toast.getByRole('button', { name: 'Close' })).toBeFocused();
  await snap('toast-focused-with-f8');
  await page.keyboard.press('Enter');
  await expect(toasts(page)).toHaveCount(0);
});
