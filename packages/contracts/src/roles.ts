import { z } from 'zod';

import type { Role } from './role-names';

export { isKitchenLeader, ROLE_DESCRIPTIONS, ROLE_NAMES, ROLES, type Role, roleName } from './role-names';

export const roleSchema = z.coerce
  .number({ error: 'Role must be a number from 1 to 4' })
  .int('Role must be a number from 1 to 4')
  .min(1, 'Role must be a number from 1 to 4')
  .max(4, 'Role must be a number from 1 to 4') as unknown as z.ZodType<Role>;
