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
type Member = { id: number; familyId: number; role: number | null };

/**
 * Computes one page of families: claim (short transaction, SKIP LOCKED), read outside any transaction
 * (set-based: one statement for the page's stock candidates, one for its dinners), then record in one
 * transaction: the items named (primary key: once per member, kind, item and day), the notices, their
 * deliveries and the family's `ran_at`; one `notice.created` event per family for the bells.
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
  const drafts = people.flatMap((p) =>
    dueNotices(facts.get(p.familyId)!, { userId: p.id, preferences: p.preferences }, now).map((d) => ({
      ...d,
      familyId: p.familyId,
      preferences: p.preferences,
    })),
  );
  const channels = deps.channels.map((c) => c.name);

  return deps.run(async ({ repos, emit }) => {
    const fresh = await repos.notices.recordItems(
      drafts.flatMap((d) =>
        d.items.map((i) => ({ userId: d.userId, kind: d.kind, itemKey: i.key, localDay: d.localDay })),
      ),
    );
    const made: (NewNotice & { preferences: NoticePreferences })[] = [];
    for (const d of drafts) {
      const items = d.items.filter((i) => fresh.has(`${d.userId}|${d.kind}|${i.key}|${d.localDay}`));
      if (!items.length) continue;
      made.push(toNew(d, items));
    }
    const rows = await repos.notices.insertNotices(made.map(({ preferences: _, ...n }) => n));
    await repos.notices.insertDeliveries(
      rows.flatMap((row, i) => deliveriesOf(row, made[i]!.preferences, channels, now)),
    );
    await repos.notices.finishFamilies(ids);
    const byFamily = new Map<number, Set<number>>();
    for (const n of made) byFamily.set(n.familyId, (byFamily.get(n.familyId) ?? new Set()).add(n.userId));
    for (const [familyId, users] of byFamily) {
      const count = made.filter((n) => n.familyId === familyId).length;
      emit({
        type: 'notice.created',
        familyId,
        actorId: null,
        details: { userIds: [...users], count },
      } satisfies DomainEvent);
    }
    return rows.length;
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
