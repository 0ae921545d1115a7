import { timingSafeEqual } from 'node:crypto';
import {
  type AccessToken,
  type Actor,
  type CreatedToken,
  type CreateTokenBody,
  TOKEN_MAX_PER_MEMBER,
  TOKEN_PREFIX,
  type TokenScope,
} from '@kitching/contracts';
import { authorize, refuseWith } from '../../kernel/authorize';
import { randomToken, sha256 } from '../../lib/crypto';
import type { SessionCache } from '../auth/session-cache';
import type { UserWithFamily } from '../users/users.dto';
import { tokenErrors } from './tokens.errors';
import type { TokensRepository } from './tokens.repository';
import type { PersonalTokenRow } from './tokens.table';

declare module '../../kernel/app-context' {
  interface AppServices {
    tokens: TokensService;
  }
}

/** What a request made with a token may do beyond its member's rights: its id (rate limit) and scopes. */
export interface TokenGrant {
  id: number;
  scopes: readonly string[];
}

/** `kt_` and 43 base64url characters: a token of any other shape is never valid (checked after the lookup). */
const TOKEN_SHAPE = /^kt_[A-Za-z0-9_-]{43}$/;
/** A Bearer value Kitching reads as a personal token rather than a session token (43 characters). */
export const isPersonalToken = (bearer: string) => bearer.startsWith(TOKEN_PREFIX) && bearer.length !== 43;

const LAST_USED_EVERY_MS = 60_000;
const MAX_GRANTS = 10_000;

const toDto = (row: PersonalTokenRow): AccessToken => ({
  id: row.id,
  name: row.name,
  scopes: row.scopes as TokenScope[],
  expiresAt: row.expiresAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

interface Deps {
  tokens: TokensRepository;
  /** The session cache: a token's member is held and forgotten exactly as a session's. */
  sessionCache: SessionCache;
  now?: () => number;
}

/**
 * Issue 29: personal access tokens. Only their member makes, lists or revokes them (`tokens.own`). A
 * request with one acts as that member as they are now (role and family read with the token, cached and
 * forgotten like a session), limited further by the token's scopes (token-scopes.plugin.ts).
 */
export function tokensService({ tokens, sessionCache, now = Date.now }: Deps) {
  // The scopes of the tokens the session cache holds, by hash; a user forgotten there is read again.
  const grants = new Map<string, TokenGrant>();
  const touchedAt = new Map<number, number>();
  const own = (actor: Actor, userId: number) =>
    authorize(actor, 'tokens.own', userId, refuseWith(tokenErrors.notFound));

  async function touch(id: number) {
    const last = touchedAt.get(id) ?? 0;
    if (now() - last < LAST_USED_EVERY_MS) return;
    touchedAt.set(id, now());
    if (touchedAt.size > MAX_GRANTS) touchedAt.delete(touchedAt.keys().next().value as number);
    await tokens.touch(id);
  }

  return {
    async list(actor: Actor, userId: number): Promise<AccessToken[]> {
      own(actor, userId);
      return (await tokens.list(userId)).map(toDto);
    },

    /** The token is in this answer only. */
    async create(actor: Actor, userId: number, body: CreateTokenBody): Promise<CreatedToken> {
      own(actor, userId);
      const expiresAt = body.expiresAt ? new Date(body.expiresAt) : null;
      if (expiresAt && expiresAt.getTime() <= now()) throw tokenErrors.expiryInPast();
      if ((await tokens.count(userId)) >= TOKEN_MAX_PER_MEMBER)
        throw tokenErrors.tooMany(TOKEN_MAX_PER_MEMBER);
      const token = `${TOKEN_PREFIX}${randomToken()}`;
      const row = await tokens.create({
        userId,
        name: body.name,
        scopes: body.scopes,
        tokenHash: sha256(token),
        expiresAt,
      });
      return { id: row.id, token };
    },

    /** Stops working at once here; other servers hear the row's trigger (`kitching_auth`). */
    async revoke(actor: Actor, userId: number, tokenId: number): Promise<void> {
      own(actor, userId);
      if (!(await tokens.remove(userId, tokenId))) throw tokenErrors.notFound();
      sessionCache.forgetUser(userId);
    },

    /**
     * The member and grant behind a Bearer token, or undefined for a wrong, expired, revoked or
     * malformed one alike: every one is hashed and looked up (by hash), so none answers sooner.
     */
    async resolve(bearer: string): Promise<{ user: UserWithFamily; grant: TokenGrant } | undefined> {
      const tokenHash = sha256(bearer);
      const cached = sessionCache.get(tokenHash);
      const cachedGrant = grants.get(tokenHash);
      if (cached && cachedGrant) {
        await touch(cachedGrant.id);
        return { user: cached, grant: cachedGrant };
      }
      const since = sessionCache.generation();
      const found = await tokens.findTokenUser(tokenHash);
      if (!found || !sameHash(found.token.tokenHash, tokenHash) || !TOKEN_SHAPE.test(bearer))
        return undefined;
      const grant: TokenGrant = { id: found.token.id, scopes: found.token.scopes };
      if (grants.size >= MAX_GRANTS) grants.delete(grants.keys().next().value as string);
      grants.set(tokenHash, grant);
      sessionCache.set(tokenHash, found.user, found.token.expiresAt ?? new Date(8.64e15), since);
      await touch(grant.id);
      return { user: found.user, grant };
    },
  };
}
export type TokensService = ReturnType<typeof tokensService>;
