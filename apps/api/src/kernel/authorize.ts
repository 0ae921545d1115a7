import { type Actor, can, type Permission, type PolicyArgs, refusalOf } from '@kitching/contracts';
import { AppError } from './errors';

const REFUSE = Symbol('refuse');
/** An entity's own refusal, passed as the last argument of `authorize` (see there). */
export interface RefuseWith {
  readonly [REFUSE]: () => Error;
}
/** `authorize(actor, 'family.view', recipe.familyId, refuseWith(recipeErrors.notFound))`. */
export const refuseWith = (refusal: () => Error): RefuseWith => ({ [REFUSE]: refusal });

/**
 * The one way the API checks who may act (the policy table in packages/contracts/src/permissions.ts,
 * each line with its own refusal): `authorize(actor, 'inventory.delete')`,
 * `authorize(actor, 'members.change_role', target, role)`, and the family scope
 * `authorize(actor, 'family.view', familyId)` (404 like a missing family). Throws the line's refusal;
 * an entity of another family answers the entity's own 404 instead when given one with `refuseWith`,
 * so ids reveal nothing.
 */
export function authorize<P extends Permission>(actor: Actor, permission: P, ...args: PolicyArgs<P>): void;
export function authorize<P extends Permission>(
  actor: Actor,
  permission: P,
  ...args: [...PolicyArgs<P>, RefuseWith]
): void;
export function authorize(actor: Actor, permission: Permission, ...args: unknown[]): void {
  const last = args.at(-1);
  const own = typeof last === 'object' && last !== null && REFUSE in last ? (last as RefuseWith) : undefined;
  if (own) args.pop();
  if (
    (can as (actor: Actor, permission: Permission, ...args: unknown[]) => boolean)(actor, permission, ...args)
  )
    return;
  if (own) throw own[REFUSE]();
  const { status, code, message } = refusalOf(actor, permission);
  throw new AppError(status, code, message);
}
