import { z } from 'zod';
import { requiredText } from './common';

/**
 * Issue 29: personal access tokens. A member's token acts as the member (never above their own rights)
 * and only within its scopes: `<area>:read` or `<area>:write` per area, write implying read; `*` is every
 * area and every route outside the four (members, family settings, tokens, ...).
 */
export const TOKEN_AREAS = ['inventory', 'recipes', 'lists', 'meal-plans'] as const;
export type TokenArea = (typeof TOKEN_AREAS)[number] | '*';
export type TokenAccess = 'read' | 'write';

export const TOKEN_AREA_LABELS: Record<TokenArea, string> = {
  inventory: 'Inventory',
  recipes: 'Recipes',
  lists: 'Grocery lists',
  'meal-plans': 'Meal plans',
  '*': 'Everything else (members, family settings, tokens)',
};

const SCOPES = [...TOKEN_AREAS, '*'].flatMap((area) => [`${area}:read`, `${area}:write`]) as [
  `${TokenArea}:${TokenAccess}`,
  ...`${TokenArea}:${TokenAccess}`[],
];
export const tokenScopeSchema = z.enum(SCOPES);
export type TokenScope = z.infer<typeof tokenScopeSchema>;

/** What a token shows as its start: `kt_` then 43 base64url characters (a random 32-byte secret). */
export const TOKEN_PREFIX = 'kt_';
export const TOKEN_NAME_MAX = 100;
export const TOKEN_MAX_PER_MEMBER = 50;

export const tokenNameField = requiredText('Token name is required', TOKEN_NAME_MAX, 'Token name');

/** POST /api/users/{id}/tokens. `expiresAt` (ISO date-time, in the future) or none: never expires. */
export const createTokenBody = z.object({
  name: tokenNameField,
  scopes: z
    .array(tokenScopeSchema)
    .min(1, 'Choose at least one area')
    .max(SCOPES.length)
    .transform((scopes) => [...new Set(scopes)]),
  expiresAt: z.iso.datetime({ offset: true, error: 'Expiry must be a date and time' }).nullish(),
});
export type CreateTokenBody = z.output<typeof createTokenBody>;
export type CreateTokenInput = z.input<typeof createTokenBody>;

/** The token itself is in this answer only: Kitching keeps its SHA-256. */
export const createdTokenSchema = z.object({ id: z.number(), token: z.string() });
export type CreatedToken = z.infer<typeof createdTokenSchema>;

export const accessTokenSchema = z.object({
  id: z.number(),
  name: z.string(),
  scopes: z.array(tokenScopeSchema),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type AccessToken = z.infer<typeof accessTokenSchema>;

/** Whether scopes grant `access` to `area` ('*' routes need a `*` scope; write implies read). */
export function scopesAllow(scopes: readonly string[], area: TokenArea, access: TokenAccess): boolean {
  return scopes.some((scope) => {
    const [granted, level] = scope.split(':') as [string, string];
    if (granted !== area && granted !== '*') return false;
    return level === 'write' || access === 'read';
  });
}

/** The settings form: one choice per area. */
export type AreaChoice = 'none' | 'read' | 'write';
export const scopesOfChoices = (choices: Partial<Record<TokenArea, AreaChoice>>): TokenScope[] =>
  (Object.entries(choices) as [TokenArea, AreaChoice][])
    .filter(([, choice]) => choice !== 'none')
    .map(([area, choice]) => `${area}:${choice}` as TokenScope);

/**
 * GET /api/tokens/current: who a request acts as, and the token's scopes (null for a session). It needs
 * no scope, so a program (the MCP server) learns its family whatever its token may do.
 */
export const currentTokenSchema = z.object({
  userId: z.number(),
  familyId: z.number().nullable(),
  role: z.number().nullable(),
  tokenId: z.number().nullable(),
  scopes: z.array(tokenScopeSchema).nullable(),
});
export type CurrentToken = z.infer<typeof currentTokenSchema>;
