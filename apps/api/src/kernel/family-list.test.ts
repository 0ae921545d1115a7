import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyLists } from './family-list';

const loads = new Map<number, number>();
// Every family's list is ~110 kB of JSON (random names, so that it compresses only to ~40 kB as
// brotli); the budget holds about 25 of them, compressed.
const lists = familyLists({ versions: { read: async () => [1] }, maxBytes: 1024 * 1024 });
const app = Fastify();

beforeAll(async () => {
  app.get<{ Params: { familyId: string } }>('/families/:familyId/things', (request, reply) => {
    const familyId = Number(request.params.familyId);
    return lists.reply(request, reply, {
      actor: { id: familyId, familyId, role: 1 },
      familyId,
      key: 'things',
      scopes: ['inventory'],
      load: async () => {
        loads.set(familyId, (loads.get(familyId) ?? 0) + 1);
        return Array.from({ length: 2_000 }, (_, i) => ({
          id: i,
          name: `thing ${randomBytes(8).toString('hex')}`,
        }));
      },
    });
  });
  await app.ready();
});
afterAll(() => app.close());

const get = (familyId: number) =>
  app.inject({ url: `/families/${familyId}/things`, headers: { 'accept-encoding': 'br' } });

describe("the list cache's memory", () => {
  it('holds its byte budget whatever the number of families, least recently used out first', async () => {
    for (let family = 1; family <= 60; family++) expect((await get(family)).statusCode).toBe(200);
    expect(lists.bytes).toBeGreaterThan(512 * 1024);
    expect(lists.bytes).toBeLessThanOrEqual(1024 * 1024);
    await get(60); // the newest is still held: not read again
    expect(loads.get(60)).toBe(1);
    await get(1); // the oldest went: read again
    expect(loads.get(1)).toBe(2);
  });

  it('keeps an answer compressed only, and still answers it uncompressed', async () => {
    const before = lists.bytes;
    const br = await get(100);
    const held = lists.bytes - before;
    const plain = await app.inject({
      url: '/families/100/things',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(loads.get(100)).toBe(1); // made from what was held, not read again
    // What is held is the brotli form (and the entry's own overhead), not the JSON beside it.
    expect(held).toBeLessThan(br.rawPayload.length + 1024);
    expect(held).toBeLessThan(plain.rawPayload.length / 2);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(JSON.parse(plain.body).data).toHaveLength(2_000);
    const gz = await app.inject({ url: '/families/100/things', headers: { 'accept-encoding': 'gzip' } });
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(loads.get(100)).toBe(1);
  });
});
