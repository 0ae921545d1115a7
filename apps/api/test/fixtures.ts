import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../src/db/client';
import { hashPassword, sha256 } from '../src/lib/crypto';
import { authRepository } from '../src/modules/auth/auth.repository';
import { inventoryItems } from '../src/modules/inventory/inventory.table';
import { toUserDto, usersRepository } from '../src/modules/users/users.repository';
import { client, type Json } from './http';

let sequence = 0;
const runId = randomBytes(3).toString('hex');

/** Unique per test run and per call, so tests sharing one database never collide. */
export function uniqueName(label = 'user') {
  return `${label}-${runId}-${++sequence}`;
}
export const uniqueEmail = (label = 'user') => `${uniqueName(label)}@example.com`;
export const uniqueUsername = (label = 'chef') => uniqueName(label).replaceAll('-', '_');

export const PASSWORD = 'correct-horse';

export interface SignedIn {
  token: string;
  user: Json;
  email: string;
  password: string;
}

/** Registers through the API (no SMTP configured: signed in at once). */
export async function registerUser(
  app: FastifyInstance,
  { email = uniqueEmail(), password = PASSWORD }: { email?: string; password?: string } = {},
): Promise<SignedIn> {
  const res = await client(app).post('/api/auth/register', { body: { email, password } });
  expect(res.status, res.text).toBe(201);
  expect(
    res.body.data.token,
    'registerUser needs an app without SMTP_URL (no email verification)',
  ).toBeTypeOf('string');
  return { token: res.body.data.token, user: res.body.data.user, email, password };
}

export async function signIn(app: FastifyInstance, identifier: string, password = PASSWORD) {
  const res = await client(app).post('/api/auth/login', { body: { email: identifier, password } });
  expect(res.status, res.text).toBe(200);
  return res.body.data as { token: string; user: Json };
}

export async function createFamily(app: FastifyInstance, token: string, name = 'The Testers') {
  const res = await client(app).post('/api/families', { token, body: { name, familySize: '4' } });
  expect(res.status, res.text).toBe(201);
  return res.body.data as { id: number; name: string; familySize: string | null };
}

export function profileBody(overrides: Record<string, unknown> = {}) {
  return {
    username: uniqueUsername(),
    firstName: 'Ada',
    lastName: 'Lovelace',
    middleInitial: 'B',
    ...overrides,
  };
}

// scrypt is slow on purpose: hash the shared test password once, not once per user.
let passwordHash: Promise<string> | undefined;

/**
 * A verified account with a live session, written straight into the database: what registering does,
 * without paying for a password hash each time. Use registerUser to test registering itself.
 */
export async function createUser(
  db: Db,
  { email = uniqueEmail() }: { email?: string } = {},
): Promise<SignedIn> {
  passwordHash ??= hashPassword(PASSWORD);
  const row = await usersRepository({ db }).create({
    email,
    passwordHash: await passwordHash,
    emailVerifiedAt: new Date(),
  });
  const token = await sessionFor(db, row.id);
  return { token, user: toUserDto({ ...row, family: null }), email, password: PASSWORD };
}

/**
 * Someone who signed up, created a family through the API (so is its Head Chef) and completed the
 * profile. Pass the TestApp (fast: the account is written directly) or just the app (registers
 * through the API).
 */
export async function headChef(
  target: FastifyInstance | { app: FastifyInstance; db: Db },
  familyName = 'The Testers',
) {
  const direct = 'db' in target && 'app' in target;
  const app = direct ? target.app : target;
  const signedIn = direct ? await createUser(target.db) : await registerUser(app);
  const family = await createFamily(app, signedIn.token, familyName);
  const username = uniqueUsername('head');
  const res = await client(app).post('/api/users/profile', {
    token: signedIn.token,
    body: profileBody({ username, familyId: family.id }),
  });
  expect(res.status, res.text).toBe(200);
  return { ...signedIn, user: res.body.data, username, family };
}

/** A session for a user, written straight into the database (as a sign-in would). */
export async function sessionFor(db: Db, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await authRepository({ db }).createSession({
    tokenHash: sha256(token),
    userId,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return token;
}

/** A family member inserted directly (as a Head Chef adding one would), with a live session. */
export async function addMember(
  db: Db,
  {
    familyId,
    role,
    email = null,
    username = uniqueUsername('member'),
  }: {
    familyId: number;
    role: 1 | 2 | 3 | 4;
    email?: string | null;
    username?: string;
  },
) {
  const user = await usersRepository({ db }).create({
    email,
    username,
    firstName: 'Member',
    lastName: 'Test',
    role,
    familyId,
    emailVerifiedAt: email ? new Date() : null,
  });
  return { id: user.id, username, familyId, token: await sessionFor(db, user.id) };
}

export async function findUser(db: Db, id: number) {
  return usersRepository({ db }).findById(id);
}

/** An inventory item's row as stored (numeric columns as the database keeps them: '2.00'). */
export async function storedInventoryItem(db: Db, id: number) {
  return (await db.select().from(inventoryItems).where(eq(inventoryItems.id, id)))[0];
}
