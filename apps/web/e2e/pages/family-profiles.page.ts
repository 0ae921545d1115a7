import type { User } from '@kitching/contracts';
import type { APIRequestContext, Page } from '@playwright/test';

export interface SeedMember {
  username: string;
  firstName: string;
  lastName: string;
  role: 1 | 2 | 3 | 4;
  email?: string;
  password?: string;
}

/** Adds a member through the real API with the page's session (a Head Chef's, for a password). */
export async function seedMember(
  request: APIRequestContext,
  familyId: number,
  member: SeedMember,
): Promise<User> {
  const response = await request.post(`/api/families/${familyId}/users`, { data: member });
  if (!response.ok()) throw new Error(`seed member failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: User }).data;
}

export interface MemberFormInput {
  firstName?: string;
  lastName?: string;
  middleInitial?: string;
  username?: string;
  email?: string;
  role?: 'Head Chef' | 'Sous Chef' | 'Cook' | 'Kitchen Helper';
  dietaryGoals?: string;
}

/** /family-profiles (spec 2.11): heading, member cards, overview and the four dialogs. */
export class FamilyProfilesPageModel {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/family-profiles');
  }
  get heading() {
    return this.page.getByRole('heading', { level: 1 });
  }
  get editFamilyNameButton() {
    return this.page.getByRole('button', { name: 'Edit family name' });
  }
  get addMemberButton() {
    return this.page.getByRole('main').getByRole('button', { name: 'Add Member' }).first();
  }
  get memberList() {
    return this.page.getByRole('list', { name: 'Family members' });
  }
  memberCard(fullName: string) {
    return this.memberList
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { name: fullName }) });
  }
  editButton(fullName: string) {
    return this.page.getByRole('button', { name: `Edit ${fullName}`, exact: true });
  }
  overview(label: 'Total Members' | 'Kitchen Leaders' | 'With Dietary Goals') {
    return this.page.getByTestId(`overview-${label}`);
  }
  dialog(title: string) {
    return this.page.getByRole('dialog', { name: title });
  }

  async fillMember(dialogTitle: string, input: MemberFormInput) {
    const dialog = this.dialog(dialogTitle);
    const fields: [string, string | undefined][] = [
      ['First name', input.firstName],
      ['Last name', input.lastName],
      ['Middle initial (optional)', input.middleInitial],
      ['Username', input.username],
      ['Email (optional)', input.email],
      ['Dietary goals (optional)', input.dietaryGoals],
    ];
    for (const [label, value] of fields) {
      if (value !== undefined) await dialog.getByLabel(label, { exact: true }).fill(value);
    }
    if (input.role) await dialog.getByLabel('Role', { exact: true }).selectOption({ label: input.role });
  }

  async addMember(input: MemberFormInput) {
    await this.addMemberButton.click();
    await this.fillMember('Add Member', input);
    await this.dialog('Add Member').getByRole('button', { name: 'Add Member' }).click();
  }

  /** The 'Edit Family Member' dialog's password section (spec 6 decides where it shows). */
  get passwordSection() {
    return this.dialog('Edit Family Member').getByRole('region', { name: 'Password' });
  }

  async editMember(fullName: string, input: MemberFormInput) {
    await this.editButton(fullName).click();
    await this.fillMember('Edit Family Member', input);
    await this.dialog('Edit Family Member').getByRole('button', { name: 'Save Changes' }).click();
  }

  /** Fills and submits the open 'Change Password' (one's own) or 'Set Password' dialog. */
  async submitPassword(
    dialogTitle: 'Change Password' | 'Set Password',
    input: { current?: string; password: string; confirm?: string },
  ) {
    const dialog = this.dialog(dialogTitle);
    if (input.current !== undefined)
      await dialog.getByLabel('Current password', { exact: true }).fill(input.current);
    await dialog.getByLabel('New password', { exact: true }).fill(input.password);
    await dialog.getByLabel('Confirm new password', { exact: true }).fill(input.confirm ?? input.password);
    await dialog.getByRole('button', { name: dialogTitle }).click();
  }

  async setPasswordFor(fullName: string, password: string, confirm = password) {
    await this.editButton(fullName).click();
    await this.dialog('Edit Family Member').getByRole('button', { name: 'Set Password' }).click();
    const dialog = this.dialog('Set Password');
    await dialog.getByLabel('New password', { exact: true }).fill(password);
    await dialog.getByLabel('Confirm new password', { exact: true }).fill(confirm);
    await dialog.getByRole('button', { name: 'Set Password' }).click();
  }

  async renameFamily(name: string) {
    await this.editFamilyNameButton.click();
    const dialog = this.dialog('Edit Family Name');
    await dialog.getByLabel('Family name', { exact: true }).fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
  }
}
