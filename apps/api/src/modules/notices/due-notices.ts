import {
  formatItemQuantity,
  isLow,
  type NoticeItem,
  type NoticeKind,
  type NoticePreferences,
} from '@kitching/contracts';
import { addDays, daysFrom, localClock } from './local-time';

/** A stock item the notices look at (the inventory's candidates: dated or at/below their minimum). */
export interface NoticeStock {
  id: number;
  name: string;
  quantity: string;
  unit: string;
  minStockLevel: string;
  /** 'YYYY-MM-DD' or null. */
  expirationDate: string | null;
}

/** A planned meal of one day and what the pantry does not cover for it (the pantry rule's needs). */
export interface PlannedMissing {
  plannedId: number;
  date: string;
  dishName: string;
  missing: { name: string; quantity: string; unit: string }[];
}

/** What the pass knows of one family. */
export interface FamilyFacts {
  familyId: number;
  expiryDays: number;
  stock: readonly NoticeStock[];
  /** Tonight's meals (dinner) of the days the members are in, with their shortfalls. */
  dinners: readonly PlannedMissing[];
}

/** A notice before it is recorded: one per member, kind and day, naming only items not yet noticed. */
export interface NoticeDraft {
  userId: number;
  kind: NoticeKind;
  /** The member's calendar day it is for. */
  localDay: string;
  title: string;
  href: string;
  /** Each item with the key it is noticed under (once per member, kind, key and day). */
  items: (NoticeItem & { key: string })[];
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const names = (items: { name: string }[]) =>
  items.length <= 3
    ? items.map((i) => i.name).join(', ')
    : `${items
        .slice(0, 2)
        .map((i) => i.name)
        .join(', ')} and ${items.length - 2} more`;

function expiresIn(days: number): string {
  if (days === 0) return 'expires today';
  if (days === 1) return 'expires tomorrow';
  return `expires in ${days} days`;
}
function expiredAgo(days: number): string {
  return days === 1 ? 'expired yesterday' : `expired ${days} days ago`;
}

const held = (item: NoticeStock) => Number(item.quantity) > 0;

/**
 * The notices due for one member now, by their own calendar day: items expiring within the family's N
 * days, items expired (still held), items at or below their minimum (the pantry rule's `isLow`), and
 * tonight's planned meal when the pantry does not cover it. Only the kinds the member chose.
 */
export function dueNotices(
  facts: FamilyFacts,
  member: { userId: number; preferences: NoticePreferences },
  now: Date,
): NoticeDraft[] {
  const { kinds, timeZone } = member.preferences;
  if (!kinds.length || !member.preferences.channels.length) return [];
  const today = localClock(timeZone, now).date;
  const last = addDays(today, facts.expiryDays);
  const want = new Set(kinds);
  const drafts: NoticeDraft[] = [];
  const add = (kind: NoticeKind, title: string, href: string, items: NoticeDraft['items']) => {
    if (items.length && want.has(kind))
      drafts.push({ userId: member.userId, kind, localDay: today, title, href, items });
  };

  const dated = facts.stock
    .filter((i) => i.expirationDate && held(i))
    .sort((a, b) =>
      a.expirationDate! < b.expirationDate! ? -1 : a.expirationDate! > b.expirationDate! ? 1 : 0,
    );
  const expiring = dated.filter((i) => i.expirationDate! >= today && i.expirationDate! <= last);
  const expired = dated.filter((i) => i.expirationDate! < today);
  add(
    'expiring',
    `Use soon: ${names(expiring)}`,
    '/inventory?filter=expiring',
    expiring.map((i) => ({
      key: `item:${i.id}:${i.expirationDate}`,
      name: i.name,
      detail: expiresIn(daysFrom(today, i.expirationDate!)),
      href: `/inventory?item=${i.id}`,
    })),
  );
  add(
    'expired',
    `Expired: ${names(expired)}`,
    '/inventory?filter=expired',
    expired.map((i) => ({
      key: `item:${i.id}:${i.expirationDate}`,
      name: i.name,
      detail: expiredAgo(daysFrom(i.expirationDate!, today)),
      href: `/inventory?item=${i.id}`,
    })),
  );
  const low = facts.stock.filter((i) => isLow(i.quantity, i.minStockLevel));
  add(
    'low_stock',
    `Running low: ${names(low)}`,
    '/grocery-lists?add=low-stock',
    low.map((i) => ({
      key: `item:${i.id}`,
      name: i.name,
      detail: `${formatItemQuantity(i.quantity, i.unit)} left (min ${formatItemQuantity(i.minStockLevel, i.unit)})`,
      href: `/inventory?item=${i.id}`,
    })),
  );
  for (const dinner of facts.dinners) {
    if (dinner.date !== today || !dinner.missing.length) continue;
    add(
      'meal_missing',
      `Tonight's ${dinner.dishName} needs ${plural(dinner.missing.length, 'more ingredient')}`,
      `/meal-planning?date=${dinner.date}&addToList=${dinner.plannedId}`,
      dinner.missing.map((m) => ({
        key: `planned:${dinner.plannedId}:${m.name.toLowerCase()}`,
        name: m.name,
        detail: `needs ${formatItemQuantity(m.quantity, m.unit)}`,
      })),
    );
  }
  return drafts;
}

/** The calendar days the members are in now (one or two, when zones straddle midnight). */
export function memberDays(zones: Iterable<string>, now: Date): string[] {
  const days = new Set<string>();
  for (const zone of zones) days.add(localClock(zone, now).date);
  return [...days].sort();
}
