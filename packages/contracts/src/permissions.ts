/**
 * Who may do what (shared/PERMISSIONS.md). The API enforces these; the web app uses the same
 * functions to hide what a role may not do. Family membership is checked separately: every
 * function here assumes actor and target are in the same family.
 */
export interface Actor {
  id: number;
  role: number | null;
  familyId: number | null;
}
export interface MemberTarget {
  id: number;
  role: number | null;
  email: string | null;
  /** Whether the member has a password; unknown (undefined) counts as having one. */
  hasPassword?: boolean;
}

const atMost = (actor: Actor, role: number) => actor.role != null && actor.role >= 1 && actor.role <= role;
const member = (actor: Actor) => atMost(actor, 4);

export const isFamilyMember = (actor: Actor, familyId: number) =>
  actor.familyId === familyId && member(actor);

// Seeing the family's inventory, recipes, meal plans, grocery lists and members.
export const canViewFamily = (actor: Actor, familyId: number) => isFamilyMember(actor, familyId);

export const canEditInventory = member;
export const canUseUpInventory = member;
export const canDeleteInventory = (actor: Actor) => atMost(actor, 3);

export const canEditRecipes = (actor: Actor) => atMost(actor, 3);
export const canImportRecipes = canEditRecipes;
export const canDeleteRecipePermanently = (actor: Actor) => atMost(actor, 2);

export const canPlanMeals = (actor: Actor) => atMost(actor, 3);
export const canEditGroceries = member;
/**
 * Delete or rename a grocery list: roles 1 to 3 any list; a Kitchen Helper only one they created (a
 * list without a known creator, made before lists kept one, is not theirs).
 */
export const canManageGroceryList = (actor: Actor, list: { createdBy: number | null }) =>
  atMost(actor, 3) || (member(actor) && list.createdBy != null && list.createdBy === actor.id);

export const canRenameFamily = (actor: Actor) => atMost(actor, 2);
/** Issue 25 (PERMISSIONS.md): export the family, import recipes or a family export: Head Chef and Sous Chef. */
export const canExportFamily = (actor: Actor) => atMost(actor, 2);
export const canImportIntoFamily = (actor: Actor) => atMost(actor, 2);
/** The dashboard's debug panel: Kitchen Leaders (Head Chef, Sous Chef) only. */
export const canSeeDebugPanel = (actor: Actor) => atMost(actor, 2);

/** Add members: Head Chef any role; Sous Chef never a Head Chef. */
export const canAddMember = (actor: Actor, newRole: number) =>
  Number.isInteger(newRole) &&
  newRole <= 4 &&
  (actor.role === 1 ? newRole >= 1 : actor.role === 2 && newRole >= 2);

/** Edit a member's profile fields (names, dietary goals, username). */
export function canEditMember(actor: Actor, target: MemberTarget): boolean {
  if (actor.id === target.id) return member(actor);
  if (actor.role === 1) return true;
  return actor.role === 2 && target.role !== 1;
}

/** Change a member's role; nobody changes their own. */
export function canChangeRole(actor: Actor, target: MemberTarget, newRole: number): boolean {
  if (actor.id === target.id) return false;
  if (!Number.isInteger(newRole) || newRole > 4) return false;
  if (actor.role === 1) return newRole >= 1;
  return actor.role === 2 && target.role !== 1 && newRole >= 2;
}

/** Own password always; a member without email only by the Head Chef. */
export function canSetPassword(actor: Actor, target: MemberTarget): boolean {
  if (actor.id === target.id) return true;
  return actor.role === 1 && !target.email;
}

/**
 * Change (or clear) a member's email. Whoever controls the address can sign in by magic link, and a
 * member without email can be given a password by the Head Chef, so changing someone else's email
 * would hand over their account. Allowed: one's own; the Head Chef giving an address to a member who
 * has neither email nor password (a child account). Sending the unchanged email is not a change.
 */
export function canChangeEmail(actor: Actor, target: MemberTarget): boolean {
  if (actor.id === target.id) return member(actor);
  return actor.role === 1 && !target.email && target.hasPassword === false;
}

/** The edit-member dialog's password section (spec 6) is the same rule. */
export const showsPasswordSection = canSetPassword;

/** The roles a viewer may pick when adding a member (the web hides the others). */
export const rolesToAdd = (actor: Actor): number[] => [1, 2, 3, 4].filter((r) => canAddMember(actor, r));

/** The roles a viewer may give an existing member: the current one, plus any change allowed. */
export const rolesToAssign = (actor: Actor, target: MemberTarget): number[] =>
  [1, 2, 3, 4].filter((r) => r === target.role || canChangeRole(actor, target, r));

/**
 * A family always keeps at least one Head Chef: false when this change would demote (newRole) or
 * remove (newRole null) the last one. `headChefs` counts the family's Head Chefs before the change.
 */
export function keepsAHeadChef(headChefs: number, target: MemberTarget, newRole: number | null): boolean {
  if (target.role !== 1 || newRole === 1) return true;
  return headChefs > 1;
}

/**
 * What a refused permission answers: its HTTP status, its stable code and its message. Each line of the
 * policy table carries its own, so the API's one verb needs nothing from any domain to refuse.
 */
export interface Refusal {
  status: 403 | 404;
  code: string;
  message: string;
}
const forbidden = (code: string, message: string): Refusal => ({ status: 403, code, message });

const usersAddForbidden = forbidden(
  'users.add_forbidden',
  'Only a Head Chef or Sous Chef can add family members.',
);
const usersAddHeadChefForbidden = forbidden(
  'users.add_head_chef_forbidden',
  'Only a Head Chef can add another Head Chef.',
);

interface PolicyLine<A extends unknown[]> {
  allows: (actor: Actor, ...args: A) => boolean;
  refusal: Refusal | ((actor: Actor) => Refusal);
}
const line = <A extends unknown[]>(
  allows: (actor: Actor, ...args: A) => boolean,
  refusal: PolicyLine<A>['refusal'],
): PolicyLine<A> => ({ allows, refusal });

/**
 * The policy table: every permission the API checks, one line each, over the functions above, with the
 * answer when refused. The API checks them through one verb (`authorize(actor, permission, ...)`,
 * apps/api/src/kernel/authorize.ts) and the web app through `can`, so both read the same rule.
 * 'family.view' is the family scope: another family's data answers 404 like a missing family.
 */
export const policies = {
  'family.view': line((actor, familyId: number) => canViewFamily(actor, familyId), {
    status: 404,
    code: 'families.not_found',
    message: 'Family not found',
  }),
  // Profile setup into a family other than one's own: only the one the actor created, and only before
  // they belong to any (an unknown family is refused the same way).
  'family.join': line(
    (actor, family: { createdBy: number | null } | undefined) =>
      family !== undefined && family.createdBy === actor.id && !actor.familyId,
    forbidden('users.family_not_allowed', 'You can only join a family you created or belong to.'),
  ),
  'inventory.edit': line(
    (actor) => canEditInventory(actor),
    forbidden('inventory.edit_forbidden', 'Your role does not allow changing the inventory.'),
  ),
  'inventory.use_up': line(
    (actor) => canUseUpInventory(actor),
    forbidden('inventory.edit_forbidden', 'Your role does not allow changing the inventory.'),
  ),
  'inventory.delete': line(
    (actor) => canDeleteInventory(actor),
    forbidden('inventory.delete_forbidden', 'Only a Head Chef, Sous Chef or Cook can delete items.'),
  ),
  'recipes.edit': line(
    (actor) => canEditRecipes(actor),
    forbidden('recipes.edit_forbidden', 'Your role does not allow creating or changing recipes.'),
  ),
  'recipes.import': line(
    (actor) => canImportRecipes(actor),
    forbidden('smart_add.forbidden', 'Your role does not allow importing recipes.'),
  ),
  'recipes.delete': line(
    (actor) => canDeleteRecipePermanently(actor),
    forbidden('recipes.delete_forbidden', 'Only a Head Chef or Sous Chef can permanently delete a recipe.'),
  ),
  'meals.plan': line(
    (actor) => canPlanMeals(actor),
    forbidden('meals.plan_forbidden', 'Your role does not allow planning meals.'),
  ),
  // Issue 23 (PERMISSIONS.md): every member may cook, mark used and undo their own stock action; throwing
  // away, correcting stock by hand and undoing someone else's action are for roles 1 to 3.
  'stock.cook': line(
    (actor) => member(actor),
    forbidden('stock.cook_forbidden', 'Your role does not allow cooking from the pantry.'),
  ),
  'stock.use': line(
    (actor) => member(actor),
    forbidden('stock.use_forbidden', 'Your role does not allow marking stock used.'),
  ),
  'stock.waste': line(
    (actor) => atMost(actor, 3),
    forbidden('stock.waste_forbidden', 'Only a Head Chef, Sous Chef or Cook can mark food wasted.'),
  ),
  'stock.correct': line(
    (actor) => atMost(actor, 3),
    forbidden('stock.correct_forbidden', 'Only a Head Chef, Sous Chef or Cook can correct stock by hand.'),
  ),
  'stock.undo': line(
    (actor, action: { actorId: number | null }) =>
      action.actorId === actor.id ? member(actor) : atMost(actor, 3),
    forbidden('stock.undo_forbidden', "Only a Head Chef, Sous Chef or Cook can undo someone else's change."),
  ),
  'groceries.edit': line(
    (actor) => canEditGroceries(actor),
    forbidden('groceries.edit_forbidden', 'Your role does not allow changing grocery lists.'),
  ),
  'groceries.manage_list': line(
    (actor, list: { createdBy: number | null }) => canManageGroceryList(actor, list),
    forbidden('groceries.list_forbidden', 'A Kitchen Helper can only delete or rename lists they created.'),
  ),
  // Bringing back what a delete removed (its toast's Undo): one's own delete every member, another's
  // roles 1 to 3, as with stock actions. The domain's own permission is checked again when it restores.
  'deletion.undo': line(
    (actor, deletion: { actorId: number | null }) =>
      deletion.actorId === actor.id ? member(actor) : atMost(actor, 3),
    forbidden('undo.forbidden', "Only a Head Chef, Sous Chef or Cook can undo someone else's delete."),
  ),
  // Issue 26 (PERMISSIONS.md: own reminders, every role): one's own notices and their settings only;
  // another member's answer like a missing one.
  'notices.own': line((actor, userId: number) => actor.id === userId, {
    status: 404,
    code: 'notices.not_found',
    message: 'Not found',
  }),
  // Issue 26: a member's push subscriptions are theirs alone; another's id answers like a missing one.
  'push.own': line((actor, userId: number) => actor.id === userId, {
    status: 404,
    code: 'users.not_found',
    message: 'User not found',
  }),
  // Issue 29: a member's personal access tokens are theirs alone (PERMISSIONS.md); another's id answers
  // like a missing one. A token never acts above its member's own rights, which are checked as they are now.
  'tokens.own': line((actor, userId: number) => actor.id === userId, {
    status: 404,
    code: 'tokens.not_found',
    message: 'Not found',
  }),
  // Issue 29: the family's webhooks (their addresses receive every event of the family).
  'webhooks.manage': line(
    (actor) => atMost(actor, 2),
    forbidden('webhooks.forbidden', 'Only a Head Chef or Sous Chef can manage webhooks.'),
  ),
  'family.rename': line(
    (actor) => canRenameFamily(actor),
    forbidden('families.rename_forbidden', 'Only a Head Chef or Sous Chef can rename the family.'),
  ),
  'family.export': line(
    (actor) => canExportFamily(actor),
    forbidden('imports.export_forbidden', 'Only a Head Chef or Sous Chef can export the family.'),
  ),
  'family.import': line(
    (actor) => canImportIntoFamily(actor),
    forbidden('imports.import_forbidden', 'Only a Head Chef or Sous Chef can import into the family.'),
  ),
  'family.debug': line(
    (actor) => canSeeDebugPanel(actor),
    forbidden('families.debug_forbidden', 'Only a Head Chef or Sous Chef can see the debug panel.'),
  ),
  // Issue 26: the family's reminder settings (how many days ahead 'expiring' looks) are a family
  // setting, as the family's name is: Head Chef and Sous Chef.
  'family.reminders': line(
    (actor) => atMost(actor, 2),
    forbidden(
      'notices.settings_forbidden',
      "Only a Head Chef or Sous Chef can change the family's reminder settings.",
    ),
  ),
  // One who may add some roles was refused this one: a Head Chef (the only role kept from them).
  'members.add': line(
    (actor, role: number) => canAddMember(actor, role),
    (actor) => (rolesToAdd(actor).length ? usersAddHeadChefForbidden : usersAddForbidden),
  ),
  'members.edit': line(
    (actor, target: MemberTarget) => canEditMember(actor, target),
    forbidden('users.edit_forbidden', "Your role does not allow editing this member's profile."),
  ),
  'members.change_role': line(
    (actor, target: MemberTarget, role: number) => canChangeRole(actor, target, role),
    forbidden('users.role_forbidden', 'Your role does not allow this role change.'),
  ),
  'members.change_email': line(
    (actor, target: MemberTarget) => canChangeEmail(actor, target),
    forbidden(
      'users.email_forbidden',
      'Only the member can change their own email; the Head Chef can give one to a member without email or password.',
    ),
  ),
  'members.set_password': line(
    (actor, target: MemberTarget) => canSetPassword(actor, target),
    forbidden(
      'users.password_forbidden',
      "Only the Head Chef can set another member's password, and only for a member without an email.",
    ),
  ),
};
export type Permission = keyof typeof policies;
/** What a permission is checked against, beside the actor (a family, a member, a role). */
export type PolicyArgs<P extends Permission> = (typeof policies)[P] extends PolicyLine<infer A> ? A : never;

export function can<P extends Permission>(actor: Actor, permission: P, ...args: PolicyArgs<P>): boolean {
  return (policies[permission].allows as unknown as (actor: Actor, ...rest: PolicyArgs<P>) => boolean)(
    actor,
    ...args,
  );
}

/** What `permission` answers when `can` refused it to `actor`. */
export function refusalOf(actor: Actor, permission: Permission): Refusal {
  const { refusal } = policies[permission];
  return typeof refusal === 'function' ? refusal(actor) : refusal;
}
