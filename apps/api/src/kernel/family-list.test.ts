import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyLists } from './family-list';

const loads = new Map<number, number>();
// Every family's list is ~200 kB of JSON; the budget holds about five of them.
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
        return Array.from({ length: 2_000 }, (_, i) => ({ id: i, name: `thing ${i} of family ${familyId}` }));
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
    for (let family = 1; family <= 20; family++) expect((await get(family)).statusCode).toBe(200);
    expect(lists.bytes).toBeGreaterThan(512 * 1024);
    expect(lists.bytes).toBeLessThanOrEqual(1024 * 1024);
    await get(20); // the newest is still held: not read again
    expect(loads.get(20)).toBe(1);
    await get(1); // the oldest went: read again
    expect(loads.get(1)).toBe(2);
  });
});
