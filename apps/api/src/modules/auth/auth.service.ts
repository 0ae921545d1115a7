import {
  type EmailDelivery,
  type LoginBody,
  MAGIC_LINK_TTL_MINUTES,
  type RegisterBody,
} from '@kitching/contracts';
import { translateUnique } from '../../db/unique-violation';
import type { ScopedRun, Tx } from '../../kernel/unit-of-work';
import { dummyPasswordHash, hashPassword, randomToken, sha256, verifyPassword } from '../../lib/crypto';
import type { Mailer } from '../../lib/mailer';
import { toUserDto } from '../users/users.dto';
import type { UsersRepository } from '../users/users.repository';
import { authErrors } from './auth.errors';
import type { AuthRepository } from './auth.repository';
import type { SessionCache } from './session-cache';

interface Deps {
  auth: AuthRepository;
  users: UsersRepository;
  mailer: Mailer;
  publicUrl: string;
  sessionDays: number;
  sessionCache: SessionCache;
  run: ScopedRun<{ auth: AuthRepository }>;
}

declare module '../../kernel/app-context' {
  interface AppServices {
    auth: AuthService;
  }
}

export function authService({ auth, users, mailer, publicUrl, sessionDays, sessionCache, run }: Deps) {
  async function startSession(userId: number) {
    const token = randomToken();
    const expiresAt = new Date(Date.now() + sessionDays * 86_400_000);
    await auth.createSession({ tokenHash: sha256(token), userId, expiresAt });
    const firstSignIn = await auth.recordSignIn(userId);
    const user = await users.findById(userId);
    return { token, expiresAt, user: toUserDto(user!), firstSignIn };
  }

  const emailDelivery = (): EmailDelivery => (mailer.configured ? 'email' : 'server_log');

  async function sendCode(email: string, purpose: 'magic_link' | 'verify_email') {
    const code = randomToken();
    await auth.createLoginCode({
      codeHash: sha256(code),
      email,
      purpose,
      expiresAt: new Date(Date.now() + MAGIC_LINK_TTL_MINUTES * 60_000),
    });
    const link = `${publicUrl}/auth/callback?code=${encodeURIComponent(code)}`;
    const verify = purpose === 'verify_email';
    // An unreachable mail server is a temporary outage (503), not a bug: the mailer logs the cause.
    await mailer
      .send({
        to: email,
        subject: verify ? 'Confirm your Kitching account' : 'Your Kitching sign-in link',
        text: [
          verify
            ? 'Welcome to Kitching! Confirm your email to finish creating your account:'
            : 'Sign in to Kitching:',
          '',
          link,
          '',
          `The link works once and expires in ${MAGIC_LINK_TTL_MINUTES} minutes.`,
          "If you didn't ask for it, you can ignore this email.",
        ].join('\n'),
        html: `<p>${verify ? 'Welcome to Kitching! Confirm your email to finish creating your account:' : 'Sign in to Kitching:'}</p><p><a href="${link}">${verify ? 'Confirm my email' : 'Sign in'}</a></p><p>The link works once and expires in ${MAGIC_LINK_TTL_MINUTES} minutes.</p>`,
      })
      .catch(() => {
        throw authErrors.mailFailed();
      });
  }

  return {
    /** Another domain's unit of work (a password set): the user's sessions end, but `exceptTokenHash`. */
    revokeSessions: (tx: Tx, userId: number, exceptTokenHash?: string) =>
      run.join(tx).repos.auth.revokeUserSessions(userId, exceptTokenHash),

    startSession,

    /** Without SMTP the account is signed in at once; with it, a verification link is emailed. */
    async register(body: RegisterBody) {
      const existing = await users.findByEmail(body.email);
      const verifyByEmail = mailer.configured;
      // An account whose email was never confirmed is not taken: registering again (say, after the
      // first email failed to arrive) sets the password anew and sends a fresh link to that address.
      if (existing && verifyByEmail && !existing.emailVerifiedAt && !existing.familyId) {
        await users.update(existing.id, { passwordHash: await hashPassword(body.password) });
        sessionCache.forgetUser(existing.id);
        await sendCode(body.email, 'verify_email');
        return { verificationRequired: true as const, email: body.email };
      }
      if (existing) throw authErrors.emailTaken();
      const passwordHash = await hashPassword(body.password);
      const user = await translateUnique(
        users.create({
          email: body.email,
          passwordHash,
          emailVerifiedAt: verifyByEmail ? null : new Date(),
        }),
        { '': authErrors.emailTaken },
      );
      if (verifyByEmail) {
        await sendCode(body.email, 'verify_email');
        return { verificationRequired: true as const, email: body.email };
      }
      return startSession(user.id);
    },

    /** `identifier` is an email or a username. */
    async login(body: LoginBody) {
      const identifier = body.email.trim();
      const user = identifier.includes('@')
        ? await users.findByEmail(identifier)
        : await users.findByUsername(identifier);
      if (!user?.passwordHash) {
        await verifyPassword(body.password, await dummyPasswordHash());
        throw authErrors.invalidCredentials();
      }
      if (!(await verifyPassword(body.password, user.passwordHash))) throw authErrors.invalidCredentials();
      if (user.email && !user.emailVerifiedAt) throw authErrors.emailNotVerified();
      return startSession(user.id);
    },

    /** Housekeeping: sessions and codes that can no longer be used. */
    purgeExpired: () => auth.purgeExpired(),

    async logout(token: string | undefined) {
      if (!token) return;
      const tokenHash = sha256(token);
      await auth.revokeSession(tokenHash);
      sessionCache.forgetToken(tokenHash);
    },

    /** Where this server's emails go: a property of the server, the same for every address. */
    emailDelivery,

    /** Always answers the same, so it does not reveal whether an account exists. */
    async requestMagicLink(email: string): Promise<EmailDelivery> {
      await sendCode(email, 'magic_link');
      return emailDelivery();
    },

    /** Exchanges a one-time emailed code for a session. Unknown emails get an account (as a sign-up). */
    async exchange(code: string) {
      const row = await auth.consumeLoginCode(sha256(code));
      if (!row) throw authErrors.invalidCode();
      let user = await users.findByEmail(row.email);
      if (!user) {
        const created = await users.create({ email: row.email, emailVerifiedAt: new Date() });
        return startSession(created.id);
      }
      if (!user.emailVerifiedAt) {
        await users.update(user.id, { emailVerifiedAt: new Date() });
        sessionCache.forgetUser(user.id);
        user = await users.findById(user.id);
      }
      return startSession(user!.id);
    },

    /** The signed-in user of a session token: from the session cache, else in one query. */
    async userForToken(token: string) {
      const tokenHash = sha256(token);
      const cached = sessionCache.get(tokenHash);
      if (cached) return cached;
      const since = sessionCache.generation();
      const found = await auth.findSessionUser(tokenHash);
      if (!found) return undefined;
      sessionCache.set(tokenHash, found.user, found.expiresAt, since);
      return found.user;
    },
  };
}
export type AuthService = ReturnType<typeof authService>;
