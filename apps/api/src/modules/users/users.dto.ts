import type { User } from '@kitching/contracts';
import type { UserRow } from './users.table';

/** A user as the session and the members list read them: with their family's id and name. */
export type UserWithFamily = UserRow & { family: { id: number; name: string } | null };

declare module '../../kernel/guards' {
  /** The signed-in user the session resolves (kernel/guards.ts) is the user with their family. */
  interface SessionUser extends UserWithFamily {}
}

export function toUserDto(row: UserWithFamily): User {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    middleInitial: row.middleInitial,
    role: row.role,
    familyId: row.familyId,
    dietaryGoals: row.dietaryGoals,
    hasPassword: Boolean(row.passwordHash),
    createdAt: row.createdAt.toISOString(),
    family: row.family,
    version: row.version,
  };
}
