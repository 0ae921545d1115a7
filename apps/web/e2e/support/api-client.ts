import type { Family, User } from '@kitching/contracts';
import { type APIRequestContext, type APIResponse, expect } from '@playwright/test';

/** What a seeded account signs in with, and what the screens should show for it. */
export interface SeededUser {
  email: string;
  password: string;
  username?: string;
  firstName?: string;
  lastName?: string;
  familyName?: string;
  user: User;
}

let counter = 0;
/** An address no other test (or worker, or earlier run on a kept database) uses. */
export function uniqueEmail(prefix = 'chef') {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}${counter}`;
  return `${prefix}-${stamp}@example.com`;
}

async function dataOf<T>(response: APIResponse, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what} failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/**
 * Seeds and signs in through the real API. Built on the page's own request context, so the session
 * cookie the API sets is the browser's too: signing in here signs the page in.
 */
export class ApiClient {
  constructor(private readonly request: APIRequestContext) {}

  async register(email: string, password: string) {
    return dataOf<{ token: string; user: User } | { verificationRequired: true; email: string }>(
      await this.request.post('/api/auth/register', { data: { email, password } }),
      'register',
    );
  }

  async login(identifier: string, password: string) {
    return dataOf<{ token: string; user: User }>(
      await this.request.post('/api/auth/login', { data: { email: identifier, password } }),
      'login',
    );
  }

  async exchange(code: string) {
    return dataOf<{ token: string; user: User }>(
      await this.request.post('/api/auth/exchange', { data: { code } }),
      'exchange',
    );
  }

  async logout() {
    await dataOf(await this.request.post('/api/auth/logout'), 'logout');
  }

  async createFamily(name: string, familySize = '4') {
    return dataOf<Family>(await this.request.post('/api/families', { data: { name, familySize } }), 'family');
  }

  async setupProfile(profile: { username: string; firstName: string; lastName: string; familyId?: number }) {
    return dataOf<User>(await this.request.post('/api/users/profile', { data: profile }), 'profile');
  }

  async session() {
    return dataOf<{ user: User | null }>(await this.request.get('/api/auth/session'), 'session');
  }

  /** A signed-in account with no family yet (profile setup pending). */
  async signedInWithoutFamily(prefix = 'newcook'): Promise<SeededUser> {
    const email = uniqueEmail(prefix);
    const password = 'kitchen-secret-1';
    const result = await this.register(email, password);
    expect('user' in result, 'registration signs in at once on the server without SMTP').toBe(true);
    return { email, password, user: (result as { user: User }).user };
  }

  /** Signs the current session up as a Head Chef: a family and a complete profile. */
  async completeSetup(seed: Omit<SeededUser, 'user'> & { user?: User }): Promise<SeededUser> {
    const tag = seed.email
      .split('@')[0]!
      .replace(/[^a-z0-9]/gi, '')
      .slice(-8);
    const familyName = seed.familyName ?? `The Testers ${tag}`;
    const family = await this.createFamily(familyName);
    const username = seed.username ?? `cook_${tag}`;
    const profile = { username, firstName: seed.firstName ?? 'Robin', lastName: seed.lastName ?? 'Baker' };
    const user = await this.setupProfile({ ...profile, familyId: family.id });
    return { ...seed, ...profile, familyName, user };
  }

  /** A signed-in Head Chef with a family and a complete profile. */
  async signedInHeadChef(prefix = 'headchef'): Promise<SeededUser> {
    return this.completeSetup(await this.signedInWithoutFamily(prefix));
  }
}
