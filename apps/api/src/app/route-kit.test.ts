import Fastify, { type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { unauthorized } from '../kernel/errors';
import type { FamilyListRequest, FamilyLists } from '../kernel/family-list';
import { deletedId, familyParams, idParams, routeKit } from '../kernel/route-kit';
import { registerErrorHandler } from './plugins/errors.plugin';

const thing = z.object({ id: z.number(), name: z.string() });
const seen: { version?: number; list?: Omit<FamilyListRequest<unknown>, 'load'> } = {};
const schemas = new Map<string, unknown>();

// A member of family 7 when the request names one; the real guards live in auth.plugin.
const guard = (request: FastifyRequest) => {
  const id = request.headers['x-user'];
  if (typeof id !== 'string') throw unauthorized();
  return { id: Number(id), familyId: 7, role: 1 };
};
// Stands in for the list cache: says which list it was asked for, and sends what it loads.
const lists = {
  async reply(
    _request: FastifyRequest,
    reply: { send(body: unknown): unknown },
    list: FamilyListRequest<unknown>,
  ) {
    const { load, ...rest } = list;
    seen.list = rest;
    return reply.send({ data: await load() });
  },
} as unknown as FamilyLists;

const app = Fastify().withTypeProvider<ZodTypeProvider>();
beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.addHook('onRoute', (route) => {
    schemas.set(`${route.method} ${route.url}`, route.schema);
  });
  const route = routeKit(app, { lists }, ['things'], guard);
  route.familyList(
    '/api/families/:familyId/things',
    { data: z.array(thing), key: 'things', scopes: ['inventory'] },
    async (actor, familyId) => [{ id: familyId, name: `for ${actor.id}` }],
  );
  route.create(
    '/api/families/:familyId/things',
    { params: familyParams, body: z.object({ name: z.string() }), data: thing },
    async (_actor, { params, body }) => ({ id: params.familyId, name: body.name }),
  );
  route.upsert(
    '/api/things',
    { body: z.object({ name: z.string() }), data: thing },
    async (_actor, { body }) => ({
      data: { id: 1, name: body.name },
      created: body.name === 'new',
    }),
  );
  route.patch('/api/things/:id', { params: idParams, data: thing }, async (_actor, { params, version }) => {
    seen.version = version;
    return { id: params.id, name: 'renamed' };
  });
  // Reads no version: a malformed If-Match is not its concern.
  route.delete('/api/things/:id', { params: idParams, data: deletedId }, async (_actor, { params }) => ({
    id: params.id,
  }));
  await app.ready();
});
afterAll(() => app.close());

describe('routeKit', () => {
  it('declares each route schema: tags, params, body and the { data } response under its status', () => {
    const created = schemas.get('POST /api/families/:familyId/things') as Record<string, unknown>;
    expect(created.tags).toEqual(['things']);
    expect(created.params).toBe(familyParams);
    expect(created.body).toBeDefined();
    expect(Object.keys(created.response as object)).toEqual(['201']);
    const upsert = schemas.get('POST /api/things') as Record<string, unknown>;
    expect(Object.keys(upsert.response as object)).toEqual(['200', '201']);
    const removed = schemas.get('DELETE /api/things/:id') as Record<string, unknown>;
    expect(Object.keys(removed.response as object)).toEqual(['200']);
    expect(removed.body).toBeUndefined();
  });

  it('answers a create with 201 and an upsert with 201 or 200 by what the service says', async () => {
    const headers = { 'x-user': '3' };
    const made = await app.inject({
      method: 'POST',
      url: '/api/families/7/things',
      headers,
      body: { name: 'a' },
    });
    expect([made.statusCode, made.json()]).toEqual([201, { data: { id: 7, name: 'a' } }]);
    const fresh = await app.inject({ method: 'POST', url: '/api/things', headers, body: { name: 'new' } });
    expect(fresh.statusCode).toBe(201);
    const again = await app.inject({ method: 'POST', url: '/api/things', headers, body: { name: 'old' } });
    expect([again.statusCode, again.json()]).toEqual([200, { data: { id: 1, name: 'old' } }]);
  });

  it('answers a family list through the list cache, for the family in the path', async () => {
    const res = await app.inject({ url: '/api/families/7/things', headers: { 'x-user': '3' } });
    expect(res.json()).toEqual({ data: [{ id: 7, name: 'for 3' }] });
    expect(seen.list).toMatchObject({ familyId: 7, key: 'things', scopes: ['inventory'], actor: { id: 3 } });
  });

  it('hands the If-Match version to a route that reads it, and refuses a malformed one there only', async () => {
    const headers = { 'x-user': '3', 'if-match': '"4"' };
    expect((await app.inject({ method: 'PATCH', url: '/api/things/2', headers })).statusCode).toBe(200);
    expect(seen.version).toBe(4);
    const bad = { 'x-user': '3', 'if-match': 'soon' };
    const patch = await app.inject({ method: 'PATCH', url: '/api/things/2', headers: bad });
    expect([patch.statusCode, patch.json().error.code]).toEqual([400, 'request.if_match']);
    const remove = await app.inject({ method: 'DELETE', url: '/api/things/2', headers: bad });
    expect([remove.statusCode, remove.json()]).toEqual([200, { data: { id: 2 } }]);
  });

  it('asks the guard first: signed out is 401 even with a malformed If-Match', async () => {
    const res = await app.inject({ method: 'PATCH', url: '/api/things/2', headers: { 'if-match': 'soon' } });
    expect(res.statusCode).toBe(401);
  });
});
