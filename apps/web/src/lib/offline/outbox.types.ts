/** What a queued change does, which decides how it is shown at once and merged on a conflict. */
export type OutboxKind = `${string}.${'add' | 'update' | 'delete'}`;

/** One change made on this device, kept in IndexedDB until the server confirms it (lib/offline/sync.ts). */
export interface OutboxEntry {
  /** Its place in the queue (IndexedDB's auto-increment key): the queue replays in this order. */
  seq?: number;
  /** This device's id for the change. */
  clientId: string;
  /** Sent as `Idempotency-Key`: a replay after a lost answer applies once. A new one after a conflict. */
  idempotencyKey: string;
  userId: number;
  familyId: number;
  kind: OutboxKind;
  method: 'POST' | 'PATCH' | 'DELETE';
  path: string;
  /** For an add: the new item's fields; for an update: only the fields it changes. */
  body?: Record<string, unknown>;
  /** An add: the new item as shown on screen until the server answers (its temporary id included). */
  shown?: Record<string, unknown>;
  /** The item's id; an item added offline has a temporary negative id until its POST is confirmed. */
  entityId: number;
  /** The list the item is on, when the domain keeps its items in lists (a grocery line's list). */
  listId?: number;
  /** The entity's version the change was made against, sent as `If-Match`. */
  ifMatch?: number;
  /** The changed fields as they were when the change was made (for the three-way merge). */
  base: Record<string, unknown>;
  /** A quantity step (+1 / -1, the inventory's): on a conflict it is added to the stored quantity. */
  delta?: number;
  /** The item's name, for notes. */
  label: string;
  /** The note when the server answers 404 (the item, or what an add goes into, deleted meanwhile). */
  goneNote?: string;
  /** Device time when the change was made (ISO 8601). */
  madeAt: string;
  /** Failed sends (network, 5xx, 429): the backoff grows with it. */
  attempts: number;
  /** Conflicts resolved for this entry; after a few it is dropped with a note instead of looping. */
  conflicts: number;
}

/** A versioned entity as the server answers it (grocery line or inventory item). */
export interface VersionedEntity {
  id: number;
  version: number;
  updatedAt: string;
  [field: string]: unknown;
}
