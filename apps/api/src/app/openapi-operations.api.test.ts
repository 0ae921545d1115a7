import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, client } from '../../test/http';
import { listRoutes } from '../../test/routes';
import { createTestApp, type TestApp } from '../../test/test-app';
import { namedOperations, operationOf } from './openapi-operations';

// Issue 29: the OpenAPI document is a contract a program can use. Every route is named (operationId, a
// verb, and a summary) in app/openapi-operations.ts, lists its security as it really behaves and its
// 4xx answers with the error shape, and declares its path parameters.

type Operation = {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
  responses?: Record<string, { $ref?: string }>;
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, { content: Record<string, { schema: { $ref: string } }> }> };
};

const VERBS = new Set(
  (
    'get list add create update delete set remove rename register sign send exchange change archive unarchive ' +
    'take look recognize name analyze save import export link unlink put keep plan move shop cook undo ' +
    'stream subscribe unsubscribe renew count mark enable revoke read search check summarize'
  ).split(' '),
);

let t: TestApp;
let doc: Document;
const operations: { method: string; path: string; op: Operation }[] = [];
beforeAll(async () => {
  t = await createTestApp();
  doc = t.app.swagger() as unknown as Document;
  for (const [path, methods] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(methods)) operations.push({ method, path, op });
});
afterAll(() => t?.close());

/** A route's documented path: `/api/recipes/:id` is `/api/recipes/{id}`. */
const documented = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('the OpenAPI operations', () => {
  it('names every API route in openapi-operations.ts, and names no route that is gone', () => {
    const routes = listRoutes(t.app).filter(
      (r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && !r.url.startsWith('/api/docs'),
    );
    const shown = routes.filter((r) => doc.paths[documented(r.url)]?.[r.method.toLowerCase()]);
    const unnamed = shown.filter((r) => !operationOf(r.method, r.url)).map((r) => `${r.method} ${r.url}`);
    expect(unnamed, 'add these to apps/api/src/app/openapi-operations.ts').toEqual([]);
    const keys = new Set(routes.map((r) => `${r.method} ${r.url}`));
    expect(namedOperations().filter((key) => !keys.has(key))).toEqual([]);
    expect(shown.length).toBeGreaterThan(90);
  });

  it('gives each operation a unique verb-named operationId and a summary', () => {
    const ids = operations.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(operations.length);
    for (const { method, path, op } of operations) {
      const where = `${method.toUpperCase()} ${path}`;
      expect(op.operationId, where).toMatch(/^[a-z]+([A-Z][a-zA-Z]*)?$/);
      expect(VERBS.has(op.operationId!.match(/^[a-z]+/)![0]), `${where}: ${op.operationId}`).toBe(true);
      expect(op.summary, where).toMatch(/^[A-Z].{5,}[^.]$/);
    }
  });

  it('declares every path parameter', () => {
    for (const { method, path, op } of operations) {
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const declared = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      expect(declared.sort(), `${method} ${path}`).toEqual(inPath);
    }
  });

  it('documents 4xx answers with the error shape', () => {
    for (const { method, path, op } of operations) {
      const errors = Object.entries(op.responses ?? {}).filter(([status]) => /^4\d\d$/.test(status));
      expect(errors.length, `${method} ${path}`).toBeGreaterThan(0);
      for (const [, response] of errors) {
        const name = response.$ref?.replace('#/components/responses/', '') ?? '';
        const schema = doc.components.responses[name]?.content['application/json']?.schema;
        expect(schema, `${method} ${path}`).toEqual({ $ref: '#/components/schemas/Error' });
      }
    }
  });

  it('lists security as the routes behave: a signed-in operation answers 401 without credentials', async () => {
    let signedIn = 0;
    for (const { method, path, op } of operations) {
      const url = path.replace(/\{\w+\}/g, '1');
      if (op.security?.length === 0) continue;
      signedIn++;
      expect(op.security, `${method} ${path}`).toEqual([{ sessionCookie: [] }, { bearerToken: [] }]);
      const res = await call(t.app, method.toUpperCase() as 'GET', url);
      expect([res.status, res.body?.error?.code], `${method} ${path}`).toEqual([401, 'auth.unauthenticated']);
    }
    expect(signedIn).toBeGreaterThan(80);
    const login = doc.paths['/api/auth/login']?.post;
    expect(login?.security).toEqual([]);
  });

  it('answers 400 to any operation whose query holds a NUL, as the document says of every one', async () => {
    const res = await client(t.app).get('/api/health?note=%00');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('request.validation');
    expect(doc.paths['/api/health']?.get?.responses?.['400']).toBeDefined();
  });
});
