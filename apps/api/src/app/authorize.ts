import {
  type Actor,
  can,
  isFamilyMember,
  type Permission,
  type PolicyArgs,
  rolesToAdd,
} from '@kitching/contracts';
import { familyErrors } from '../modules/families/families.errors';
import { groceryErrors } from '../modules/grocery-lists/grocery-lists.errors';
import { inventoryErrors } from '../modules/inventory/inventory.errors';
import { mealErrors } from '../modules/meal-plans/meal-plans.errors';
import { recipeErrors } from '../modules/recipes/recipes.errors';
import { smartAddErrors } from '../modules/smart-add/smart-add.errors';
import { userErrors } from '../modules/users/users.errors';
import type { AppError } from './errors';

/**
 * What each refused permission answers (403, each with its stable code). Meal plans and groceries get
 * theirs with their modules.
 */
const refusals: Record<Permission, (actor: Actor) => AppError> = {
  'inventory.edit': inventoryErrors.editForbidden,
  'inventory.use_up': inventoryErrors.editForbidden,
  'inventory.delete': inventoryErrors.deleteForbidden,
  'recipes.edit': recipeErrors.editForbidden,
  'recipes.import': smartAddErrors.forbidden,
  'recipes.delete': recipeErrors.deleteForbidden,
  'meals.plan': mealErrors.planForbidden,
  'groceries.edit': groceryErrors.editForbidden,
  'family.rename': familyErrors.renameForbidden,
  'family.debug': familyErrors.debugForbidden,
  // One who may add some roles was refused this one: a Head Chef (the only role kept from them).
  'members.add': (actor) =>
    rolesToAdd(actor).length ? userErrors.addHeadChefForbidden() : userErrors.addForbidden(),
  'members.edit': userErrors.editForbidden,
  'members.change_role': userErrors.roleForbidden,
  'members.change_email': userErrors.emailForbidden,
  'members.set_password': userErrors.passwordForbidden,
};

/**
 * The one way the API checks a role (the policy table in packages/contracts/src/permissions.ts):
 * `authorize(actor, 'inventory.delete')`, `authorize(actor, 'members.change_role', target, role)`.
 * Throws the permission's 403 when refused.
 */
export function authorize<P extends Permission>(actor: Actor, permission: P, ...args: PolicyArgs<P>): void {
  if (!can(actor, permission, ...args)) throw refusals[permission](actor);
}

/**
 * The one family-scope check: the actor belongs to this family, else 404 exactly like a missing family
 * (another family's data is never acknowledged). For an entity, pass its family and its own 404.
 */
export function requireFamilyMember(
  actor: Actor,
  familyId: number,
  notFound: () => Error = familyErrors.notFound,
): void {
  if (!isFamilyMember(actor, familyId)) throw notFound();
}
