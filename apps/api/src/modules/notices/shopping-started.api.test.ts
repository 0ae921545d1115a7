import { defaultNoticePreferences, type Notice } from '@kitching/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLine, buildList } from '../../../test/builders';
import { addMember, findUser, headChef } from '../../../test/fixtures';
import { client } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { NoticeChannel } from './notice-channel';

// Issue 26's optional kind: 'a list that another member started shopping from' (opt-in).

let t: TestApp;
let api: ReturnType<typeof client>;
const pushed: { userId: number; notices: Notice[] }[] = [];
const recording: NoticeChannel = {
  name: 'push',
  async deliver(recipient, notices) {
    pushed.push({ userId: recipient.userId, notices });
  },
};
beforeAll(async () => {
  t = await createTestApp();
  api = client(t.app);
  const list = t.app.ctx.noticeChannels;
  list.splice(
    list.findIndex((c) => c.name === 'push'),
    1,
    recording,
  );
});
afterAll(() => t?.close());

async function until(check: () => boolean, what: string) {
  const end = Date.now() + 5000;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
const noticesOf = async (who: { id: number; token: string }) =>
  (await api.get(`/api/users/${who.id}/notices`, { token: who.token })).body.data as Notice[];

describe("'someone started shopping from a list'", () => {
  it('reaches the other members who chose it, once per list and day, by their channels; never the shopper', async () => {
    const chef = await headChef(t, 'Shopping Family');
    const familyId = chef.family.id as number;
    const partner = await addMember(t.db, { familyId, role: 2 });
    const bystander = await addMember(t.db, { familyId, role: 2 });
    // Off by default: the bystander keeps the defaults; the partner and the chef turn it on.
    expect(defaultNoticePreferences(2).kinds).not.toContain('shopping_started');
    for (const who of [partner, { id: chef.user.id as number, token: chef.token }]) {
      const saved = await api.put(`/api/users/${who.id}/notice-preferences`, {
        token: who.token,
        body: {
          ...defaultNoticePreferences(2),
          kinds: ['shopping_started'],
          channels: ['in_app', 'push'],
          quietStart: null,
          quietEnd: null,
        },
      });
      expect(saved.status, saved.text).toBe(200);
    }

    const list = await buildList(t, chef, {
      name: 'Saturday Market',
      lines: [{ name: 'Leeks' }, { name: 'Pears' }],
    });
    const [leeks, pears] = list.items;
    const tick = (id: number) =>
      api.patch(`/api/grocery-list-items/${id}`, { token: chef.token, body: { purchased: true } });
    expect((await tick(leeks!.id)).status).toBe(200);
    await until(() => pushed.some((p) => p.userId === partner.id), 'the push to the partner');

    const firstName = (await findUser(t.db, chef.user.id))!.firstName;
    const [notice] = await noticesOf(partner);
    expect(notice).toMatchObject({
      kind: 'shopping_started',
      title: `${firstName} started shopping from Saturday Market`,
      href: `/grocery-lists?list=${list.id}`,
      items: [{ name: 'Saturday Market', href: `/grocery-lists?list=${list.id}` }],
    });
    expect(pushed.find((p) => p.userId === partner.id)!.notices.map((n) => n.id)).toEqual([notice!.id]);

    // A second tick, an untick and a tick again the same day: nothing more.
    expect((await tick(pears!.id)).status).toBe(200);
    await api.patch(`/api/grocery-list-items/${leeks!.id}`, {
      token: chef.token,
      body: { purchased: false },
    });
    expect((await tick(leeks!.id)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect((await noticesOf(partner)).filter((n) => n.kind === 'shopping_started')).toHaveLength(1);
    expect(pushed.filter((p) => p.userId === partner.id)).toHaveLength(1);
    // Never the shopper, nor a member who did not choose it.
    expect((await noticesOf({ id: chef.user.id, token: chef.token })).map((n) => n.kind)).not.toContain(
      'shopping_started',
    );
    expect(await noticesOf(bystander)).toEqual([]);

    // Another list started the same day is news again; the partner ticking tells the chef.
    const other = await buildList(t, chef, { name: 'Bakery', lines: [{ name: 'Rye bread' }] });
    const line = await buildLine(t, partner, other.id, { name: 'Butter' });
    expect(
      (
        await api.patch(`/api/grocery-list-items/${line.id}`, {
          token: partner.token,
          body: { purchased: true },
        })
      ).status,
    ).toBe(200);
    await until(() => pushed.some((p) => p.userId === chef.user.id), 'the push to the chef');
    expect((await noticesOf({ id: chef.user.id, token: chef.token }))[0]!.title).toBe(
      'Member started shopping from Bakery',
    );
    expect((await noticesOf(partner)).filter((n) => n.kind === 'shopping_started')).toHaveLength(1);
  });
});
