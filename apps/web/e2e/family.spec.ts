import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { AppShellModel } from './pages/app-shell.page';
import { AuthPageModel } from './pages/auth.page';
import { FamilyProfilesPageModel, seedMember } from './pages/family-profiles.page';
import { toastWithTitle } from './pages/toast';
import { uniqueEmail } from './support/api-client';
import { atPath } from './support/urls';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('a Head Chef adds a Kitchen Helper without email and sets a password; the helper signs in by username and sees no edit pencil', async ({
  page,
  api,
  snap,
}) => {
  const chef = await api.signedInHeadChef('family-add');
  const family = new FamilyProfilesPageModel(page);
  await family.goto();
  await expect(family.heading).toHaveText(chef.familyName!);
  await expect(family.editFamilyNameButton).toBeVisible();
  await expect(family.overview('Total Members')).toHaveText('1');

  // The form refuses what spec 5 refuses, with its messages.
  await family.addMemberButton.click();
  const add = family.dialog('Add Member');
  await add.getByLabel('Middle initial (optional)', { exact: true }).fill('AB');
  await add.getByRole('button', { name: 'Add Member' }).click();
  for (const message of [
    'First name is required',
    'Last name is required',
    'Username is required',
    'Middle initial must be 1 character',
  ])
    await expect(add.getByText(message, { exact: true })).toBeVisible();
  await add.getByRole('button', { name: 'Cancel' }).click();

  const username = `pip_${unique()}`;
  await family.addMember({
    firstName: 'Pip',
    lastName: 'Baker',
    username,
    role: 'Kitchen Helper',
    dietaryGoals: 'Nut allergy',
  });
  await expect(toastWithTitle(page, 'User added')).toBeVisible();
  const card = family.memberCard('Pip Baker');
  await expect(card).toContainText(`@${username}`);
  await expect(card).toContainText('Kitchen Helper');
  await expect(card).toContainText('Nut allergy');
  await expect(card).toContainText(/Joined [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expect(family.overview('Total Members')).toHaveText('2');
  await expect(family.overview('With Dietary Goals')).toHaveText('1');

  await family.setPasswordFor('Pip Baker', 'pip-secret', 'pip-secreT');
  await expect(
    family.dialog('Set Password').getByText("Passwords don't match", { exact: true }),
  ).toBeVisible();
  await family.dialog('Set Password').getByLabel('Confirm new password', { exact: true }).fill('pip-secret');
  await family.dialog('Set Password').getByRole('button', { name: 'Set Password' }).click();
  await expect(toastWithTitle(page, 'Success')).toContainText('Password updated successfully.');
  await snap('family-head-chef-added-helper');

  await new AppShellModel(page).logOutFromAccountMenu();
  await expect(page).toHaveURL(atPath('/'));
  const auth = new AuthPageModel(page);
  await auth.goto();
  await auth.login(username, 'pip-secret');
  // Pip's first sign-in ever (issue 24): a welcome, not 'Welcome back!'.
  await expect(toastWithTitle(page, 'Welcome to Kitching, Pip!')).toBeVisible();

  await family.goto();
  await expect(family.heading).toHaveText(chef.familyName!);
  await expect(family.memberCard('Pip Baker')).toBeVisible();
  await expect(family.editFamilyNameButton).toHaveCount(0);
  await expect(family.addMemberButton).toHaveCount(0);
  // A helper edits only their own profile.
  await expect(family.editButton('Pip Baker')).toBeVisible();
  await expect(family.editButton('Robin Baker')).toHaveCount(0);
  await snap('family-helper-view');
});

test('a Sous Chef renames the family', async ({ page, api, snap }) => {
  const chef = await api.signedInHeadChef('family-sous');
  const username = `sous_${unique()}`;
  await seedMember(page.request, chef.user.familyId!, {
    username,
    firstName: 'Sam',
    lastName: 'Sous',
    role: 2,
    password: 'sous-secret',
  });
  await api.logout();
  await api.login(username, 'sous-secret');

  const family = new FamilyProfilesPageModel(page);
  await family.goto();
  await expect(family.overview('Kitchen Leaders')).toHaveText('2');
  await family.renameFamily('');
  await expect(
    family.dialog('Edit Family Name').getByText('Family name is required', { exact: true }),
  ).toBeVisible();
  const renamed = `The Renamed ${unique()}`;
  await family.dialog('Edit Family Name').getByLabel('Family name', { exact: true }).fill(renamed);
  await family.dialog('Edit Family Name').getByRole('button', { name: 'Save' }).click();
  await expect(toastWithTitle(page, 'Family name updated')).toBeVisible();
  await expect(family.heading).toHaveText(renamed);
  await expect(page.getByTestId('family-name')).toHaveText(renamed);
  await snap('family-sous-chef-renamed');
});

test('a Cook cannot rename the family: no pencil, and the API answers 403', async ({ page, api, snap }) => {
  const chef = await api.signedInHeadChef('family-cook');
  const username = `cook_${unique()}`;
  await seedMember(page.request, chef.user.familyId!, {
    username,
    firstName: 'Casey',
    lastName: 'Cook',
    role: 3,
    password: 'cook-secret',
  });
  await api.logout();
  await api.login(username, 'cook-secret');

  const family = new FamilyProfilesPageModel(page);
  await family.goto();
  await expect(family.memberCard('Casey Cook')).toBeVisible();
  await expect(family.heading).toHaveText(chef.familyName!);
  await expect(family.editFamilyNameButton).toHaveCount(0);
  await expect(family.addMemberButton).toHaveCount(0);

  const response = await page.request.patch(`/api/families/${chef.user.familyId}`, {
    data: { name: 'Cook Was Here' },
  });
  expect(response.status()).toBe(403);
  await page.reload();
  await expect(family.heading).toHaveText(chef.familyName!);
  await snap('family-cook-view');
});

test('the family page and its member dialog have no serious or critical accessibility violations, at phone width too', async ({
  page,
  api,
  snap,
}) => {
  const chef = await api.signedInHeadChef('family-a11y');
  await seedMember(page.request, chef.user.familyId!, {
    username: `kid_${unique()}`,
    firstName: 'Kit',
    lastName: 'Baker',
    role: 4,
  });
  const family = new FamilyProfilesPageModel(page);
  const violations = async (scope?: string) =>
    (await (scope ? new AxeBuilder({ page }).include(scope) : new AxeBuilder({ page })).analyze()).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

  await family.goto();
  await expect(family.memberCard('Kit Baker')).toBeVisible();
  expect(await violations()).toEqual([]);
  await family.editButton('Kit Baker').click();
  await expect(
    family.dialog('Edit Family Member').getByRole('button', { name: 'Set Password' }),
  ).toBeVisible();
  expect(await violations()).toEqual([]);

  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(family.memberCard('Kit Baker')).toBeVisible();
  // This page's own content: the phone top bar belongs to the app shell and is checked with it.
  expect(await violations('main')).toEqual([]);
  await snap('family-phone');
});

test('a Head Chef edits a member and is refused a taken username; a Sous Chef changes their own password; the password section shows only where spec 6 allows', async ({
  page,
  api,
  snap,
}) => {
  const chef = await api.signedInHeadChef('family-edit');
  const familyId = chef.user.familyId!;
  const sous = { username: `sous_${unique()}`, password: 'sous-secret' };
  await seedMember(page.request, familyId, { ...sous, firstName: 'Sam', lastName: 'Sous', role: 2 });
  const cookUsername = `casey_${unique()}`;
  await seedMember(page.request, familyId, {
    username: cookUsername,
    email: uniqueEmail('casey'),
    firstName: 'Casey',
    lastName: 'Cook',
    role: 3,
  });
  const kidUsername = `kid_${unique()}`;
  await seedMember(page.request, familyId, {
    username: kidUsername,
    firstName: 'Kit',
    lastName: 'Baker',
    role: 4,
  });
  const family = new FamilyProfilesPageModel(page);
  const edit = family.dialog('Edit Family Member');
  await family.goto();

  // A member with an email sets their own password: the Head Chef gets no password section for them.
  await family.editButton('Casey Cook').click();
  await expect(edit.getByLabel('First name', { exact: true })).toHaveValue('Casey');
  await expect(family.passwordSection).toHaveCount(0);
  await family.fillMember('Edit Family Member', {
    firstName: 'Cassie',
    dietaryGoals: 'Vegetarian, more greens',
  });
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastWithTitle(page, 'User updated')).toBeVisible();
  await expect(edit).toHaveCount(0);
  const card = family.memberCard('Cassie Cook');
  await expect(card).toContainText('Vegetarian, more greens');
  await expect(card).toContainText(`@${cookUsername}`);
  await expect(family.memberCard('Casey Cook')).toHaveCount(0);
  await expect(family.overview('With Dietary Goals')).toHaveText('1');

  // Kit's username is taken: the server's 409 lands on the Username field and in the toast.
  await family.editMember('Cassie Cook', { username: kidUsername });
  await expect(edit.getByLabel('Username', { exact: true })).toHaveAccessibleDescription(
    'This username is already taken',
  );
  await expect(toastWithTitle(page, 'This username is already taken. Please choose another.')).toBeVisible();
  await snap('family-username-taken');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toContainText(`@${cookUsername}`);

  // A child account without email: the Head Chef may set its password.
  await family.editButton('Kit Baker').click();
  await expect(family.passwordSection.getByRole('button', { name: 'Set Password' })).toBeVisible();
  await edit.getByRole('button', { name: 'Cancel' }).click();

  await api.logout();
  await api.login(sous.username, sous.password);
  await family.goto();
  // Only the Head Chef sets a child's password, not a Sous Chef.
  await family.editButton('Kit Baker').click();
  await expect(edit.getByLabel('First name', { exact: true })).toHaveValue('Kit');
  await expect(family.passwordSection).toHaveCount(0);
  await edit.getByRole('button', { name: 'Cancel' }).click();

  await family.editButton('Sam Sous').click();
  await family.passwordSection.getByRole('button', { name: 'Change Password' }).click();
  const change = family.dialog('Change Password');
  await family.submitPassword('Change Password', { current: sous.password, password: 'short' });
  await expect(change.getByLabel('New password', { exact: true })).toHaveAccessibleDescription(
    'Password must be at least 6 characters',
  );
  await family.submitPassword('Change Password', {
    current: sous.password,
    password: 'new-sous-secret',
    confirm: 'new-sous-secreT',
  });
  await expect(change.getByLabel('Confirm new password', { exact: true })).toHaveAccessibleDescription(
    "Passwords don't match",
  );
  await family.submitPassword('Change Password', { current: 'not-my-password', password: 'new-sous-secret' });
  await expect(change.getByLabel('Current password', { exact: true })).toHaveAccessibleDescription(
    'Current password is incorrect',
  );
  await family.submitPassword('Change Password', { current: sous.password, password: 'new-sous-secret' });
  await expect(toastWithTitle(page, 'Success')).toContainText('Password updated successfully.');
  await expect(change).toHaveCount(0);
  await snap('family-sous-chef-changed-password');

  await api.logout();
  await expect(api.login(sous.username, sous.password)).rejects.toThrow(/login failed: 401/);
  await api.login(sous.username, 'new-sous-secret');
});
