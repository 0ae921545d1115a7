import { expect, test } from './fixtures';
import { AuthPageModel } from './pages/auth.page';
import { DashboardPageModel } from './pages/dashboard.page';
import { ProfileSetupPageModel } from './pages/profile-setup.page';
import { toastWithTitle } from './pages/toast';
import { uniqueEmail } from './support/api-client';
import { callbackLink } from './support/mailbox';
import { atPath } from './support/urls';

// Runs against the server that mails through the SMTP sink (project 'mail').

test('a magic link from the real email signs a member in once; opening it again is refused', async ({
  page,
  api,
  mailbox,
  snap,
  baseURL,
}) => {
  // Seed a Head Chef: with SMTP on, registration needs the emailed confirmation link first.
  const email = uniqueEmail('magic');
  const password = 'kitchen-secret-1';
  const registered = await api.register(email, password);
  expect(registered).toEqual({ verificationRequired: true, email });
  const confirmation = await mailbox.waitForMessage(email);
  expect(confirmation.subject).toBe('Confirm your Kitching account');
  await api.exchange(new URL(callbackLink(confirmation)).searchParams.get('code')!);
  const chef = await api.completeSetup({ email, password, firstName: 'Magda' });
  await page.context().clearCookies();

  const auth = new AuthPageModel(page);
  await auth.goto();
  await auth.requestMagicLink(email);
  await expect(toastWithTitle(page, 'Magic link sent!')).toBeVisible();

  const mail = await mailbox.waitForMessage(email, { already: 1 });
  expect(mail.subject).toBe('Your Kitching sign-in link');
  const link = callbackLink(mail);
  expect(link.startsWith(`${baseURL}/auth/callback?code=`), 'the link points at this server').toBe(true);

  await page.goto(link);
  await expect(page, 'signed in, with the code cleaned from the address').toHaveURL(atPath('/dashboard'));
  await expect(new DashboardPageModel(page).greeting(chef.firstName!)).toBeVisible();
  await snap('magic-link-dashboard');

  await page.goto(link);
  await expect(toastWithTitle(page, 'Authentication Error')).toBeVisible();
  await expect(page).toHaveURL(atPath('/'));
  await snap('magic-link-used-twice');
});

test('a magic link for a new address creates the account and asks for profile setup', async ({
  page,
  mailbox,
  snap,
}) => {
  const email = uniqueEmail('newmagic');
  const auth = new AuthPageModel(page);
  await auth.goto();
  await auth.requestMagicLink(email);
  await expect(toastWithTitle(page, 'Magic link sent!')).toBeVisible();
  await expect(auth.panel.getByRole('status')).toContainText(`We sent a sign-in link to ${email}`);

  await page.goto(callbackLink(await mailbox.waitForMessage(email)));
  await expect(page).toHaveURL(atPath('/profile-setup'));
  const setup = new ProfileSetupPageModel(page);
  await expect(setup.heading).toBeVisible();
  await expect(setup.field('Username')).toHaveValue(email.split('@')[0]!);
  await snap('magic-link-new-user-profile-setup');
});
