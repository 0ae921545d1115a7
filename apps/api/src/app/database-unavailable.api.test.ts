import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEnv } from '../../test/test-app';
import { loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { buildApp } from './build-app';
import { isDatabaseUnavailable } from './plugins/errors.plugin';

/** A port on 127.0.0.1 that nothing listens on (taken, then let go). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

// A real pg pool pointed at a port where no PostgreSQL runs: the driver's real errors, no mocks.
describe('when the database cannot be reached', () => {
  let app: FastifyInstance;
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({
      kind: 'postgres',
      url: `postgres://kitching@127.0.0.1:${await closedPort()}/kitching`,
      max: 1,
    });
    app = await buildApp({ config: loadConfig({ ...testEnv }), database, logger: false, serveWeb: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it.each([
    ['GET', '/api/health', undefined],
    ['POST', '/api/auth/login', { email: 'maria@example.com', password: 'correct horse battery' }],
  ] as const)('%s %s answers 503 with a message to try again, not a 500', async (method, url, body) => {
    const res = await app.inject({ method, url, ...(body ? { payload: body } : {}) });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({
      error: {
        code: 'server.database_unavailable',
        message: "Kitching can't reach its database right now. Please try again in a moment.",
      },
    });
  });
});

describe('isDatabaseUnavailable', () => {
  it('knows the driver errors, also wrapped as a cause, and nothing else', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: refused }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('shutting down'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('no route'), { code: '08006' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
