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

export const canRenameFamily = (actor: Actor) => atMost(actor, 2);
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
 * The policy table: every permission the API checks, one line each, over the functions above. The
 * API checks them through one verb (`authorize(actor, permission, ...)`, apps/api/src/app/authorize.ts)
 * and the web app through `can`, so both read the same rule.
 */
export const policies = {
  'inventory.edit': (actor: Actor) => canEditInventory(actor),
  'inventory.use_up': (actor: Actor) => canUseUpInventory(actor),
  'inventory.delete': (actor: Actor) => canDeleteInventory(actor),
  'recipes.edit': (actor: Actor) => canEditRecipes(actor),
  'recipes.import': (actor: Actor) => canImportRecipes(actor),
  'recipes.delete': (actor: Actor) => canDeleteRecipePermanently(actor),
  'meals.plan': (actor: Actor) => canPlanMeals(actor),
  'groceries.edit': (actor: Actor) => canEditGroceries(actor),
  'family.rename': (actor: Actor) => canRenameFamily(actor),
  'family.debug': (actor: Actor) => canSeeDebugPanel(actor),
  'members.add': (actor: Actor, role: number) => canAddMember(actor, role),
  'members.edit': (actor: Actor, target: MemberTarget) => canEditMember(actor, target),
  'members.change_role': (actor: Actor, target: MemberTarget, role: number) =>
    canChangeRole(actor, target, role),
  'members.change_email': (actor: Actor, target: MemberTarget) => canChangeEmail(actor, target),
  'members.set_password': (actor: Actor, target: MemberTarget) => canSetPassword(actor, target),
} as const;
export type Permission = keyof typeof policies;
/** What a permission is checked against, beside the actor (a member, a role). */
export type PolicyArgs<P extends Permission> = (typeof policies)[P] extends (
  actor: Actor,
  ...args: infer A
) => boolean
  ? A
  : never;

export function can<P extends Permission>(actor: Actor, permission: P, ...args: PolicyArgs<P>): boolean {
  return (policies[permission] as unknown as (actor: Actor, ...rest: PolicyArgs<P>) => boolean)(
    actor,
    ...args,
  );
}
