import type { AccessToken, CreatedToken, CreateTokenInput } from '@kitching/contracts';
import { api } from '../../lib/api';

/** Issue 29: the signed-in member's personal access tokens (their own only). */
const path = (userId: number) => `/api/users/${userId}/tokens`;

export const accessTokensKey = (userId: number) => ['access-tokens', userId] as const;

export const listAccessTokens = async (userId: number) =>
  (await api<{ data: AccessToken[] }>(path(userId))).data;

/** The token is in this answer only. */
export const createAccessToken = async (userId: number, body: CreateTokenInput) =>
  (await api<{ data: CreatedToken }>(path(userId), { method: 'POST', body })).data;

export const revokeAccessToken = (userId: number, tokenId: number) =>
  api<unknown>(`${path(userId)}/${tokenId}`, { method: 'DELETE' });
