import { describe, expect, it } from 'vitest';
import {
  type Actor,
  can,
  canAddMember,
  canChangeEmail,
  canChangeRole,
  canDeleteInventory,
  canDeleteRecipePermanently,
  canEditGroceries,
  canEditInventory,
  canEditMember,
  canEditRecipes,
  canImportRecipes,
  canManageGroceryList,
  canPlanMeals,
  canRenameFamily,
  canSetPassword,
  canUseUpInventory,
  canViewFamily,
  isFamilyMember,
  keepsAHeadChef,
  type MemberTarget,
  rolesToAdd,
  rolesToAssign,
  showsPasswordSection,
} from './permissions';

const FAMILY = 7;
const ROLES = [1, 2, 3, 4] as const;
const NAMES = { 1: 'Head Chef', 2: 'Sous Chef', 3: 'Cook', 4: 'Kitchen Helper' } as const;
const actorWith = (role: number | null, id = 100): Actor => ({ id, role, familyId: FAMILY });
const other = (role: number | null, email: string | null = 'someone@example.com'): MemberTarget => ({
  id: 200,
  role,
  email,
});
const self = (actor: Actor, email: string | null = 'me@example.com'): MemberTarget => ({
  id: actor.id,
  role: actor.role,
  email,
});

type Yes = [boolean, boolean, boolean, boolean];
/**
 * One entry per row of shared/PERMISSIONS.md, in its order: the answer for roles 1 to 4 and the
 * check that asks the policy. A row whose rule has several parts (e.g. "add members; edit any member's
 * profile") checks every part; the cells with conditions are spelled out in the tests further down.
 */
const MATRIX: { action: string; yes: Yes; check: (actor: Actor) => boolean }[] = [
  {
    action: "see the family's inventory, recipes, meal plans, grocery lists, members",
    yes: [true, true, true, true],
    check: (a) => canViewFamily(a, FAMILY) && isFamilyMember(a, FAMILY),
  },
  {
    action: 'add and edit inventory items, scanner add',
    yes: [true, true, true, true],
    check: canEditInventory,
  },
  {
    action: 'scanner remove (use up), quantity down',
    yes: [true, true, true, true],
    check: canUseUpInventory,
  },
  { action: 'delete an inventory item', yes: [true, true, true, false], check: canDeleteInventory },
  {
    action: 'create, edit, archive, restore recipes; import from a web address',
    yes: [true, true, true, false],
    check: (a) => canEditRecipes(a) && canImportRecipes(a),
  },
  {
    action: 'permanently delete a recipe',
    yes: [true, true, false, false],
    check: canDeleteRecipePermanently,
  },
  { action: 'create meal plans, plan a meal', yes: [true, true, true, false], check: canPlanMeals },
  {
    action: 'create grocery lists; add, edit, tick items',
    yes: [true, true, true, true],
    check: canEditGroceries,
  },
  {
    // A list someone else made; the Kitchen Helper's own lists are checked below.
    action: 'delete or rename a grocery list',
    yes: [true, true, true, false],
    check: (a) => canManageGroceryList(a, { createdBy: 200 }),
  },
  { action: 'rename the family', yes: [true, true, false, false], check: canRenameFamily },
  {
    // Issue 26: a family setting like its name (PERMISSIONS.md has no row of its own for it yet).
    action: "the family's reminder settings (expiring within N days)",
    yes: [true, true, false, false],
    check: (a) => can(a, 'family.reminders'),
  },
  {
    // The Sous Chef's "never to or from role 1" is checked below; here: a Cook's profile, a new Cook.
    action: "add members; edit any member's profile",
    yes: [true, true, false, false],
    check: (a) => canAddMember(a, 3) && canEditMember(a, other(3)),
  },
  {
    action: "edit one's own profile (names, dietary goals; not one's own role)",
    yes: [true, true, true, true],
    check: (a) => canEditMember(a, self(a)) && ROLES.every((r) => !canChangeRole(a, self(a), r)),
  },
  {
    action: "change one's own password (current password checked when one is set)",
    yes: [true, true, true, true],
    check: (a) => canSetPassword(a, self(a)) && canSetPassword(a, self(a, null)),
  },
  {
    action: 'set the password of a member who has no email',
    yes: [true, false, false, false],
    check: (a) => canSetPassword(a, other(4, null)),
  },
  {
    action: 'change roles',
    yes: [true, true, false, false],
    check: (a) => canChangeRole(a, other(3), 4),
  },
];

describe('the permissions matrix (shared/PERMISSIONS.md), row by row and role by role', () => {
  for (const row of MATRIX) {
    for (const role of ROLES) {
      const expected = row.yes[role - 1];
      it(`${NAMES[role]}: ${row.action} -> ${expected ? 'yes' : 'no'}`, () => {
        expect(row.check(actorWith(role))).toBe(expected);
      });
    }
  }

  it('gives nothing but their own password to someone without a role, and nothing to an outsider', () => {
    const noRole = actorWith(null);
    const outsider: Actor = { id: 100, role: 1, familyId: FAMILY + 1 };
    // One's own password is the account's, not the family's: it stays changeable without a role.
    const ownPassword = "change one's own password (current password checked when one is set)";
    for (const row of MATRIX) expect(row.check(noRole), row.action).toBe(row.action === ownPassword);
    expect(canViewFamily(outsider, FAMILY)).toBe(false);
    expect(canAddMember(noRole, 3)).toBe(false);
  });

  it('refuses roles outside 1 to 4 as if there were none', () => {
    for (const role of [0, 5, -1]) {
      expect(canViewFamily(actorWith(role), FAMILY)).toBe(false);
      expect(canEditInventory(actorWith(role))).toBe(false);
    }
  });
});

describe('members: the cells with conditions', () => {
  it('a Head Chef adds members of every role; a Sous Chef never a Head Chef', () => {
    expect(ROLES.filter((r) => canAddMember(actorWith(1), r))).toEqual([1, 2, 3, 4]);
    expect(ROLES.filter((r) => canAddMember(actorWith(2), r))).toEqual([2, 3, 4]);
    for (const bad of [0, 5, 2.5]) expect(canAddMember(actorWith(1), bad)).toBe(false);
    expect(ROLES.filter((r) => canAddMember(actorWith(3), r))).toEqual([]);
    expect(ROLES.filter((r) => canAddMember(actorWith(4), r))).toEqual([]);
  });

  it("a Sous Chef edits every member's profile except a Head Chef's", () => {
    expect(ROLES.filter((r) => canEditMember(actorWith(2), other(r)))).toEqual([2, 3, 4]);
    expect(ROLES.filter((r) => canEditMember(actorWith(1), other(r)))).toEqual([1, 2, 3, 4]);
  });

  it('a Cook or Kitchen Helper edits no one but themselves', () => {
    for (const role of [3, 4]) {
      const a = actorWith(role);
      expect(ROLES.filter((r) => canEditMember(a, other(r)))).toEqual([]);
      expect(canEditMember(a, self(a))).toBe(true);
    }
  });

  it('a Head Chef gives any role to anyone else; a Sous Chef only 2 to 4, never to or from a Head Chef', () => {
    for (const from of ROLES)
      expect(ROLES.filter((to) => canChangeRole(actorWith(1), other(from), to))).toEqual([1, 2, 3, 4]);
    expect(ROLES.filter((to) => canChangeRole(actorWith(2), other(3), to))).toEqual([2, 3, 4]);
    expect(ROLES.filter((to) => canChangeRole(actorWith(2), other(1), to))).toEqual([]);
    for (const role of [3, 4]) {
      for (const from of ROLES)
        expect(ROLES.filter((to) => canChangeRole(actorWith(role), other(from), to))).toEqual([]);
    }
  });

  it('nobody changes their own role, not even a Head Chef', () => {
    for (const role of ROLES) {
      const a = actorWith(role);
      expect(ROLES.filter((to) => canChangeRole(a, self(a), to))).toEqual([]);
    }
  });

  it("only a Head Chef sets another member's password, and only when that member has no email", () => {
    expect(canSetPassword(actorWith(1), other(4, null))).toBe(true);
    expect(canSetPassword(actorWith(1), other(1, null))).toBe(true);
    expect(canSetPassword(actorWith(1), other(4, 'kid@example.com'))).toBe(false);
    for (const role of [2, 3, 4]) expect(canSetPassword(actorWith(role), other(4, null))).toBe(false);
  });

  it('everyone changes or clears their own email, password or not', () => {
    for (const role of ROLES) {
      const a = actorWith(role);
      expect(canChangeEmail(a, { ...self(a), hasPassword: true })).toBe(true);
      expect(canChangeEmail(a, { ...self(a, null), hasPassword: false })).toBe(true);
    }
    expect(canChangeEmail(actorWith(null), self(actorWith(null)))).toBe(false);
  });

  it('a Head Chef gives an email only to a member with neither email nor password (a child account)', () => {
    const chef = actorWith(1);
    expect(canChangeEmail(chef, { ...other(4, null), hasPassword: false })).toBe(true);
    expect(canChangeEmail(chef, { ...other(4, null), hasPassword: true })).toBe(false);
    expect(canChangeEmail(chef, { ...other(4, 'kid@example.com'), hasPassword: false })).toBe(false);
    expect(canChangeEmail(chef, { ...other(2, 'adult@example.com'), hasPassword: true })).toBe(false);
    // Not knowing whether there is a password counts as having one.
    expect(canChangeEmail(chef, other(4, null))).toBe(false);
  });

  it("nobody else changes or clears another member's email, not even a Sous Chef", () => {
    for (const role of [2, 3, 4]) {
      for (const target of [
        { ...other(4, null), hasPassword: false },
        { ...other(3, 'adult@example.com'), hasPassword: true },
        { ...other(3, 'adult@example.com'), hasPassword: false },
      ])
        expect(canChangeEmail(actorWith(role), target)).toBe(false);
    }
  });

  it("shows the edit dialog's password section by the same rule (spec 6)", () => {
    expect(showsPasswordSection).toBe(canSetPassword);
  });
});

describe('grocery lists: the Kitchen Helper deletes or renames only lists they created', () => {
  it("their own list yes; another member's or one without a known creator no", () => {
    const helper = actorWith(4);
    expect(canManageGroceryList(helper, { createdBy: helper.id })).toBe(true);
    expect(canManageGroceryList(helper, { createdBy: 200 })).toBe(false);
    expect(canManageGroceryList(helper, { createdBy: null })).toBe(false);
  });
  it('roles 1 to 3 any list, also one without a known creator', () => {
    for (const role of [1, 2, 3])
      expect(canManageGroceryList(actorWith(role), { createdBy: null })).toBe(true);
  });
  it('someone without a role, not even their own', () => {
    expect(canManageGroceryList(actorWith(null), { createdBy: 100 })).toBe(false);
  });
});

describe('the roles a viewer is offered', () => {
  it('when adding: all four to a Head Chef, 2 to 4 to a Sous Chef, none to the others', () => {
    expect(rolesToAdd(actorWith(1))).toEqual([1, 2, 3, 4]);
    expect(rolesToAdd(actorWith(2))).toEqual([2, 3, 4]);
    expect(rolesToAdd(actorWith(3))).toEqual([]);
    expect(rolesToAdd(actorWith(4))).toEqual([]);
  });

  it('when editing: the current role always, plus the changes the viewer may make', () => {
    expect(rolesToAssign(actorWith(1), other(3))).toEqual([1, 2, 3, 4]);
    expect(rolesToAssign(actorWith(2), other(4))).toEqual([2, 3, 4]);
    expect(rolesToAssign(actorWith(2), other(1))).toEqual([1]);
    const cook = actorWith(3);
    expect(rolesToAssign(cook, self(cook))).toEqual([3]);
  });
});

describe('a family always keeps at least one Head Chef', () => {
  it('refuses to demote or remove the last Head Chef', () => {
    for (const to of [2, 3, 4, null]) expect(keepsAHeadChef(1, other(1), to)).toBe(false);
  });

  it('allows it while another Head Chef remains', () => {
    for (const to of [2, 3, 4, null]) expect(keepsAHeadChef(2, other(1), to)).toBe(true);
  });

  it('does not care about members who are not Head Chefs, or a Head Chef staying one', () => {
    expect(keepsAHeadChef(1, other(3), 4)).toBe(true);
    expect(keepsAHeadChef(1, other(3), null)).toBe(true);
    expect(keepsAHeadChef(1, other(1), 1)).toBe(true);
  });
});
