import {
  DEFAULT_EXPIRY_DAYS,
  type DomainEvent,
  defaultNoticePreferences,
  type NoticePreferences,
} from '@kitching/contracts';
import type { ScopedRun } from '../../kernel/unit-of-work';
import type { InventoryService } from '../inventory/inventory.service';
import type { MealPlansService } from '../meal-plans/meal-plans.service';
import type { UsersService } from '../users/users.service';
import { slicer } from './cooperative';
import { dueNotices, type FamilyFacts, memberDays, type NoticeDraft } from './due-notices';
import { addDays, inQuietHours, nextLocalTime } from './local-time';
import type { NoticeChannel } from './notice-channel';
import type { NewNotice, NoticesRepository } from './notices.repository';

export interface NoticePassDeps {
  notices: NoticesRepository;
  run: ScopedRun<{ notices: NoticesRepository }>;
  users: Pick<UsersService, 'familyPage'>;
  inventory: Pick<InventoryService, 'noticeCandidates'>;
  meals: Pick<MealPlansService, 'dinnersMissing'>;
  /** The outside channels the composition root registered (push, email); read at each pass. */
  channels: readonly NoticeChannel[];
}
export interface PassOptions {
  /** Families a page: one claim, one read of their candidates, one recording transaction. */
  pageSize?: number;
  /** A family computed less than this long ago is left for a later pass (every server runs passes). */
  minGapMs?: number;
  /** How long a claim (of families, of deliveries) holds before a killed server's lapses. */
  leaseMs?: number;
  now?: () => Date;
}
/** Drafts recorded a statement: about 10,000 item keys, a few milliseconds of JSON each way. */
const RECORD_CHUNK = 500;
type Member = { id: number; familyId: number; role: number | null };

/**
 * Computes one page of families: claim (short transaction, SKIP LOCKED), read outside any transaction
 * (set-based: one statement for the page's stock candidates, one for its dinners), then record in one
 * transaction: the items named (primary key: once per member, kind, item and day), the notices, their
 * deliveries and the family's `ran_at`; one `notice.created` event per family for the bells. The drafting
 * is done family by family in slices of a few milliseconds (`slicer`), so requests are answered meanwhile.
 */
export async function computePage(
  deps: NoticePassDeps,
  members: Member[],
  options: Required<PassOptions>,
): Promise<number> {
  const now = options.now();
  const familyIds = [...new Set(members.map((m) => m.familyId))];
  const claimed = new Set(
    await deps.run(({ repos }) =>
      repos.notices.claimFamilies(familyIds, new Date(now.getTime() - options.minGapMs), options.leaseMs),
    ),
  );
  if (!claimed.size) return 0;
  const mine = members.filter((m) => claimed.has(m.familyId));
  const stored = await deps.notices.preferences(mine.map((m) => m.id));
  const people = mine
    .map((m) => ({ ...m, preferences: stored.get(m.id) ?? defaultNoticePreferences(m.role) }))
    .filter((m) => m.preferences.kinds.length && m.preferences.channels.length);
  const ids = [...claimed];
  const expiry = await deps.notices.expiryDays(ids);
  const days = memberDays(
    people.map((p) => p.preferences.timeZone),
    now,
  );
  const maxDays = Math.max(DEFAULT_EXPIRY_DAYS, ...expiry.values());
  const until = addDays(days.at(-1) ?? addDays(now.toISOString().slice(0, 10), 1), maxDays);
  const wantsMeal = [
    ...new Set(people.filter((p) => p.preferences.kinds.includes('meal_missing')).map((p) => p.familyId)),
  ];
  const [candidates, dinners] = await Promise.all([
    people.length ? deps.inventory.noticeCandidates(ids, until) : [],
    deps.meals.dinnersMissing(wantsMeal, days),
  ]);
  const facts = new Map<number, FamilyFacts>(
    ids.map((familyId) => [
      familyId,
      { familyId, expiryDays: expiry.get(familyId) ?? DEFAULT_EXPIRY_DAYS, stock: [], dinners: [] },
    ]),
  );
  for (const item of candidates) (facts.get(item.familyId)!.stock as unknown[]).push(item);
  for (const dinner of dinners) (facts.get(dinner.familyId)!.dinners as unknown[]).push(dinner);
  const slice = slicer();
  const drafts: (NoticeDraft & { familyId: number; preferences: NoticePreferences })[] = [];
  for (const p of people) {
    for (const d of dueNotices(facts.get(p.familyId)!, { userId: p.id, preferences: p.preferences }, now))
      drafts.push({ ...d, familyId: p.familyId, preferences: p.preferences });
    await slice();
  }
  facts.clear();
  const channels = deps.channels.map((c) => c.name);

  return deps.run(async ({ repos, emit }) => {
    const made: (NewNotice & { preferences: NoticePreferences })[] = [];
    // Each member's ways out are the same for all their notices of this page: worked out once (time zones).
    const ways = new Map<number, ReturnType<typeof deliveriesOf>>();
    // In chunks: each statement's JSON is built and read in a slice of a few milliseconds.
    for (let from = 0; from < drafts.length; from += RECORD_CHUNK) {
      const chunk = drafts.slice(from, from + RECORD_CHUNK);
      const fresh = await repos.notices.recordItems(
        chunk.map((d) => ({
          userId: d.userId,
          kind: d.kind,
          localDay: d.localDay,
          keys: d.items.map((i) => i.key),
        })),
      );
      const news = [...fresh].map(([index, items]) => {
        const d = chunk[index]!;
        return toNew(d, items.length === d.items.length ? d.items : items.map((i) => d.items[i]!));
      });
      const rows = await repos.notices.insertNotices(news.map(({ preferences: _, ...n }) => n));
      await repos.notices.insertDeliveries(
        rows.flatMap((row, i) => {
          const mine = ways.get(row.userId) ?? deliveriesOf(row, news[i]!.preferences, channels, now);
          ways.set(row.userId, mine);
          return mine.map((way) => ({ ...way, noticeId: row.id }));
        }),
      );
      made.push(...news);
    }
    await repos.notices.finishFamilies(ids);
    const byFamily = new Map<number, { users: Set<number>; count: number }>();
    for (const n of made) {
      const family = byFamily.get(n.familyId) ?? { users: new Set<number>(), count: 0 };
      family.users.add(n.userId);
      family.count += 1;
      byFamily.set(n.familyId, family);
    }
    for (const [familyId, { users, count }] of byFamily) {
      emit({
        type: 'notice.created',
        familyId,
        actorId: null,
        details: { userIds: [...users], count },
      } satisfies DomainEvent);
    }
    return made.length;
  });
}

/** A notice naming only the items not noticed before today; the title is remade for them. */
function toNew(
  d: NoticeDraft & { familyId: number; preferences: NoticePreferences },
  items: NoticeDraft['items'],
): NewNotice & { preferences: NoticePreferences } {
  const title =
    items.length === d.items.length || d.kind === 'meal_missing'
      ? d.title
      : `${d.title.split(':')[0]}: ${items.length <= 3 ? items.map((i) => i.name).join(', ') : `${items[0]!.name}, ${items[1]!.name} and ${items.length - 2} more`}`;
  return {
    userId: d.userId,
    familyId: d.familyId,
    kind: d.kind,
    localDay: d.localDay,
    title,
    href: d.href,
    items: items.map(({ key: _key, ...item }) => item),
    preferences: d.preferences,
  };
}

/** Push waits for the end of quiet hours; email for the member's digest hour; in-app needs none. */
export function deliveriesOf(
  notice: { id: number; userId: number },
  preferences: NoticePreferences,
  registered: readonly string[],
  now: Date,
) {
  const out: { noticeId: number; userId: number; channel: string; dueAt: Date }[] = [];
  for (const channel of preferences.channels) {
    if (channel === 'in_app' || !registered.includes(channel)) continue;
    let dueAt = now;
    if (channel === 'push' && inQuietHours(preferences, now) && preferences.quietEnd)
      dueAt = nextLocalTime(preferences.timeZone, now, preferences.quietEnd);
    if (channel === 'email')
      dueAt = nextLocalTime(
        preferences.timeZone,
        now,
        `${String(preferences.digestHour).padStart(2, '0')}:00`,
      );
    out.push({ noticeId: notice.id, userId: notice.userId, channel, dueAt });
  }
  return out;
}
