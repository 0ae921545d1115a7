/** Role numbers and names (spec 6), free of schemas so the app shell can show them without loading Zod. */
export const ROLES = {
  HEAD_CHEF: 1,
  SOUS_CHEF: 2,
  COOK: 3,
  KITCHEN_HELPER: 4,
} as const;
export type Role = 1 | 2 | 3 | 4;

export const ROLE_NAMES: Record<Role, string> = {
  1: 'Head Chef',
  2: 'Sous Chef',
  3: 'Cook',
  4: 'Kitchen Helper',
};

export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  1: 'Account owner, full control including billing',
  2: 'Secondary admin, all rights except billing',
  3: 'Basic kitchen management',
  4: 'Child account, limited access',
};

/** 'Member' for users without a role (spec 6). */
export function roleName(role: number | null | undefined): string {
  return role && role in ROLE_NAMES ? ROLE_NAMES[role as Role] : 'Member';
}

/** Roles 1 and 2 are the 'Kitchen Leaders'. */
export const isKitchenLeader = (role: number | null | undefined) => role === 1 || role === 2;
