import { type Actor, can } from '@kitching/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, unauthorized } from './errors';

/**
 * The signed-in user as the session resolved them. The kernel knows only that they are an actor; the
 * users module adds the rest (declaration merging), so routes see the whole user.
 */
export interface SessionUser extends Actor {}

declare module 'fastify' {
  interface FastifyRequest {
    sessionToken: string | undefined;
    user: SessionUser | undefined;
  }
}

const noFamily = () => new AppError(403, 'families.no_family', 'Set up your family first.');

export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** The signed-in user, who must belong to a family with a role from 1 to 4 (the shared policy). */
export function requireFamilyUser(request: FastifyRequest): SessionUser & { familyId: number; role: number } {
  const user = requireUser(request);
  if (user.familyId == null || !can(user, 'family.view', user.familyId)) {
    // Asking for one family's data (an id in the path, or a familyId in the body) from outside any
    // family answers 404, as it does for a member of another family; otherwise say what is missing.
    if (targetsFamilyData(request)) throw new AppError(404, 'request.not_found', 'Not found');
    throw noFamily();
  }
  return user as SessionUser & { familyId: number; role: number };
}

function targetsFamilyData(request: FastifyRequest): boolean {
  const params = request.params as Record<string, unknown> | undefined;
  const body = request.body as Record<string, unknown> | undefined;
  return (
    Object.keys(params ?? {}).length > 0 ||
    // A familyId, or another id of the family's data ('listId'), in the body.
    (typeof body === 'object' &&
      body !== null &&
      Object.entries(body).some(([key, value]) => /^(?:id|\w+Id)$/.test(key) && value != null))
  );
}
