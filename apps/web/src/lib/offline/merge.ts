import type { OutboxEntry, VersionedEntity } from './outbox.types';

/**
 * The sync rules as pure functions (unit-tested in merge.test.ts): what an answer means for a queued
 * change, how a 409's `current` merges with it, and how confirmed changes rewrite the ones behind them.
 */

export type Outcome =
  | { type: 'confirmed' }
  | { type: 'retry' }
  | { type: 'conflict'; current: VersionedEntity }
  | { type: 'drop'; note: string };

/** A conflict is resolved this many times for one change at most; then it is dropped with a note. */
export const MAX_CONFLICTS = 5;

/**
 * Keep and back off on no answer, 5xx, 429, 408, 401 (signed out: it waits for the sign-in, never
 * lost) and a 409 `idempotency.in_progress` (the first try of this key is still running); confirm a
 * 2xx (and a 404 to a delete: the item is gone either way); merge a 409 that carries the entity; drop
 * anything else with a note, never an error loop.
 */
export function classify(
  entry: OutboxEntry,
  status: number,
  current?: unknown,
  message = '',
  code = '',
): Outcome {
  if (status >= 200 && status < 300) return { type: 'confirmed' };
  if (status === 0 || status === 401 || status === 408 || status === 429 || status >= 500)
    return { type: 'retry' };
  // The same key still running on the server (an earlier try whose answer was lost): ask again.
  if (status === 409 && code === 'idempotency.in_progress') return { type: 'retry' };
  if (status === 404)
    return entry.method === 'DELETE'
      ? { type: 'confirmed' }
      : {
          type: 'drop',
          note: entry.goneNote ?? `${entry.label} was deleted by someone else; your change was dropped`,
        };
  if (status === 409 && isEntity(current)) return { type: 'conflict', current };
  return {
    type: 'drop',
    note: `${entry.label}: the server refused your change${message ? ` (${message})` : ''}; it was dropped`,
  };
}

const isEntity = (value: unknown): value is VersionedEntity =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as VersionedEntity).version === 'number' &&
  typeof (value as VersionedEntity).id === 'number';

export const same = (a: unknown, b: unknown) =>
  a === b || (a != null && b != null && JSON.stringify(a) === JSON.stringify(b)) || numericSame(a, b);

// Quantities are numeric strings on the wire: '2' and '2.0' are one amount.
const numericSame = (a: unknown, b: unknown) =>
  typeof a === 'string' && typeof b === 'string' && a.trim() !== '' && Number(a) === Number(b);

export interface LostField {
  field: string;
  theirs: unknown;
  mine: unknown;
}

export type Resolution =
  | { type: 'resend'; entry: OutboxEntry; lost: LostField[] }
  | { type: 'done'; lost: LostField[] }
  | { type: 'drop'; note: string };

/** Later by device time: the change's `madeAt` against the stored entity's `updatedAt`. */
const mineIsLater = (entry: OutboxEntry, current: VersionedEntity) =>
  Date.parse(entry.madeAt) > Date.parse(current.updatedAt);

export const formatQuantity = (n: number) => String(Math.max(0, Math.round(n * 1000) / 1000));

/**
 * A 409: the entity changed since the change was made. Fields where `current` still equals the base
 * take mine (edits of different fields both apply; a tick wins over an older edit of the name); a field
 * changed on both sides goes to the later by device time, the other side is told (`lost`); a quantity
 * step is added to the stored quantity (two members each taking one can take two). A delete made
 * before someone's later edit keeps the item.
 */
export function resolveConflict(entry: OutboxEntry, current: VersionedEntity, newKey: string): Resolution {
  if (entry.conflicts >= MAX_CONFLICTS)
    return { type: 'drop', note: `${entry.label} kept changing on the server; your change was dropped` };
  const again = (body: Record<string, unknown> | undefined, base: Record<string, unknown>): OutboxEntry => ({
    ...entry,
    body,
    base,
    ifMatch: current.version,
    idempotencyKey: newKey,
    conflicts: entry.conflicts + 1,
  });
  if (entry.method === 'DELETE') {
    if (mineIsLater(entry, current)) return { type: 'resend', entry: again(undefined, {}), lost: [] };
    return {
      type: 'drop',
      note: `${entry.label} was changed by someone else after you deleted it, so it was kept`,
    };
  }
  const body = entry.body ?? {};
  if (entry.delta !== undefined) {
    const quantity = formatQuantity(Number(current.quantity) + entry.delta);
    const rest = Object.fromEntries(Object.entries(body).filter(([f]) => f !== 'quantity'));
    return {
      type: 'resend',
      entry: again(
        { ...rest, quantity },
        { ...pick(current, Object.keys(rest)), quantity: current.quantity },
      ),
      lost: [],
    };
  }
  const mine: Record<string, unknown> = {};
  const lost: LostField[] = [];
  for (const [field, value] of Object.entries(body)) {
    const theirs = current[field];
    if (same(theirs, entry.base[field])) mine[field] = value;
    else if (same(theirs, value)) continue;
    else if (mineIsLater(entry, current)) mine[field] = value;
    else lost.push({ field, theirs, mine: value });
  }
  if (Object.keys(mine).length === 0) return { type: 'done', lost };
  return { type: 'resend', entry: again(mine, pick(current, Object.keys(mine))), lost };
}

const pick = (entity: Record<string, unknown>, fields: string[]) =>
  Object.fromEntries(fields.map((f) => [f, entity[f]]));

const FIELD_NAMES: Record<string, string> = {
  purchased: 'ticked',
  name: 'name',
  quantity: 'quantity',
  unit: 'unit',
  category: 'category',
};
const shown = (field: string, value: unknown) =>
  field === 'purchased' ? (value ? 'yes' : 'no') : String(value ?? '');

/** The note for the side whose change lost: what the item is now, and what theirs was. */
export function lostNote(label: string, lost: LostField[]): string {
  const parts = lost.map(
    (l) =>
      `${FIELD_NAMES[l.field] ?? l.field} is ${shown(l.field, l.theirs)} (yours: ${shown(l.field, l.mine)})`,
  );
  return `${label} was changed later by someone else; theirs was kept: ${parts.join(', ')}`;
}

/**
 * After an entry is confirmed, the entries behind it for the same item: an item added offline gets its
 * server id (path too) and the version the server gave it; a change confirmed at the version it was
 * made against passes its new version on to the later changes made against that one (they were made
 * on top of it). After a conflict they keep theirs, so they are merged against the stored item too.
 */
export function afterConfirmed(
  confirmed: OutboxEntry,
  answer: { id: number; version?: number } | undefined,
  later: OutboxEntry[],
): OutboxEntry[] {
  const changed: OutboxEntry[] = [];
  for (const entry of later) {
    if (entry.entityId !== confirmed.entityId || entry.kind.split('.')[0] !== confirmed.kind.split('.')[0])
      continue;
    let next = entry;
    if (confirmed.method === 'POST' && answer) {
      next = {
        ...next,
        entityId: answer.id,
        path: next.path.replace(`/${confirmed.entityId}`, `/${answer.id}`),
        ifMatch: next.ifMatch ?? answer.version,
      };
    } else if (
      answer?.version !== undefined &&
      confirmed.conflicts === 0 &&
      confirmed.ifMatch !== undefined &&
      entry.ifMatch === confirmed.ifMatch
    ) {
      next = { ...next, ifMatch: answer.version };
    }
    if (next !== entry) changed.push(next);
  }
  return changed;
}

/** The delay before the next try after `attempts` failed sends: 1 s doubling to 30 s. */
export const backoffMs = (attempts: number) => Math.min(1000 * 2 ** Math.max(0, attempts - 1), 30_000);

/** Items in a cached list, with the queued changes shown on them (idempotent: applies absolute values). */
export function overlayItems<T extends { id: number }>(
  items: T[],
  entries: OutboxEntry[],
  belongs: (entry: OutboxEntry) => boolean,
): T[] {
  let result = items;
  for (const entry of entries) {
    if (!belongs(entry)) continue;
    if (entry.method === 'POST') {
      if (!result.some((i) => i.id === entry.entityId))
        result = [...result, (entry.shown ?? entry.body) as unknown as T];
    } else if (entry.method === 'DELETE') {
      if (result.some((i) => i.id === entry.entityId)) result = result.filter((i) => i.id !== entry.entityId);
    } else {
      const index = result.findIndex((i) => i.id === entry.entityId);
      const item = result[index] as Record<string, unknown> | undefined;
      if (item && !Object.entries(entry.body ?? {}).every(([f, v]) => same(item[f], v))) {
        result = result.slice();
        result[index] = { ...item, ...entry.body } as unknown as T;
      }
    }
  }
  return result;
}
