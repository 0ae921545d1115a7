import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_TYPES_FILE, clientTypes } from '../../client/generate-client';
import { createKitchingClient, type KitchingClient } from '../../client/kitching-client';
import { PASSWORD, profileBody, uniqueEmail } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 29: the TypeScript client generated from the OpenAPI document (openapi-typescript's types,
// openapi-fetch's calls) drives a real server, listening on a port, as another program would.

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t?.close());

/** A client that keeps the session cookie the server sets, as a browser would. */
function cookieClient(): KitchingClient {
  let cookie: string | undefined;
  const api = createKitchingClient({ baseUrl });
  api.use({
    onRequest: ({ request }) => {
      if (cookie) request.headers.set('cookie', cookie);
      return request;
    },
    onResponse: ({ response }) => {
      const set = response.headers.getSetCookie().find((c) => c.startsWith('kitching_session='));
      if (set) cookie = set.split(';')[0];
      return response;
    },
  });
  return api;
}

describe('the generated client', () => {
  it('is what the document gives now (npm run api-client)', async () => {
    const committed = readFileSync(CLIENT_TYPES_FILE, 'utf8');
    const fresh = await clientTypes(t.app.swagger() as unknown as Record<string, unknown>);
    expect(committed === fresh, 'apps/api/client/kitching-api.ts is stale: run `npm run api-client`').toBe(
      true,
    );
  });

  it('signs in, adds an inventory item and reads it back through a real server', async () => {
    const email = uniqueEmail('client');
    const setup = cookieClient();
    const registered = await setup.POST('/api/auth/register', { body: { email, password: PASSWORD } });
    expect(registered.response.status).toBe(201);
    const family = await setup.POST('/api/families', { body: { name: 'Client Family', familySize: '2' } });
    const familyId = family.data!.data.id;
    const profile = await setup.POST('/api/users/profile', { body: { ...profileBody(), familyId } });
    expect(profile.response.status).toBe(200);

    const api = cookieClient();
    const refused = await api.GET('/api/families/{familyId}/inventory', { params: { path: { familyId } } });
    expect(refused.response.status).toBe(401);
    expect(refused.error?.error.code).toBe('auth.unauthenticated');

    const signedIn = await api.POST('/api/auth/login', { body: { email, password: PASSWORD } });
    expect(signedIn.response.status).toBe(200);
    expect(signedIn.data?.data.user.email).toBe(email);

    const added = await api.POST('/api/families/{familyId}/inventory', {
      params: { path: { familyId } },
      body: { name: 'Oat milk', quantity: '2', unit: 'gallons', category: 'Dairy' },
    });
    expect(added.response.status, JSON.stringify(added.error)).toBe(201);
    const item = added.data!.data;

    const list = await api.GET('/api/families/{familyId}/inventory', { params: { path: { familyId } } });
    expect(list.response.status).toBe(200);
    const stored = list.data?.data.find((row) => row.id === item.id);
    expect(stored).toMatchObject({ name: 'Oat milk', quantity: '2', unit: 'gallons', category: 'Dairy' });

    const refusedEdit = await api.PATCH('/api/inventory/{id}', {
      params: { path: { id: item.id } },
      body: { name: '' },
    });
    expect(refusedEdit.response.status).toBe(400);
    expect(refusedEdit.error?.error.fields?.name).toBeTruthy();
  });
});
