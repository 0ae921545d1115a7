import type { DomainEvent } from '@kitching/contracts';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import type { CommittedEvent, EventBus } from './event-bus';

/**
 * A transaction in progress, as handed from one domain to another: its database handle and where to
 * raise events. A domain binds its own repositories to it (`ScopedRun.join`); it never sees another's.
 */
export interface Tx {
  readonly db: Db;
  /** Raises a domain event: recorded (its activity row) in this transaction, published after commit. */
  emit(event: DomainEvent): void;
}
export type RunInTransaction = <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;

/** An event as stored in the family's activity: its row id and time. */
export interface RecordedEvent {
  id: number;
  createdAt: Date;
  event: DomainEvent;
}
/** Writes the events of a transaction as activity rows, in that transaction (the activity domain's). */
export type RecordEvents = (db: Db, events: DomainEvent[]) => Promise<RecordedEvent[]>;

/** PostgreSQL's channel for events, so every Kitching process on the database hears every commit. */
export const EVENTS_CHANNEL = 'kitching_events';

/**
 * The unit of work: one user action = one transaction = its activity row(s). The events a use case
 * raised are written as activity rows in the same transaction (so a rolled-back change leaves none),
 * then published on the bus once it has committed. On PostgreSQL the transaction also NOTIFYs
 * `kitching_events` with each event's family and id, delivered to every process only at commit.
 */
export function unitOfWork(database: Database, bus: EventBus, record: RecordEvents): RunInTransaction {
  const notify = database.kind === 'postgres';
  return async (work) => {
    const events: DomainEvent[] = [];
    let committed: CommittedEvent[] = [];
    const result = await database.db.transaction(async (db) => {
      const value = await work({ db, emit: (event) => events.push(event) });
      const recorded = await record(db, events);
      if (notify && recorded.length)
        await db.execute(
          sql`select pg_notify(${EVENTS_CHANNEL}, ${recorded.map((r) => `${r.event.familyId}:${r.id}`).join(',')})`,
        );
      committed = recorded.map(({ id, createdAt, event }) => ({ ...event, id, createdAt }));
      return value;
    });
    bus.publish(committed);
    return result;
  };
}

/**
 * What a use case of one domain gets inside its transaction: its own repositories, bound to it. It is
 * the transaction too, handed as is to another domain's in-transaction functions (`inventory.receive(work, ...)`).
 */
export interface Work<Repos> extends Tx {
  repos: Repos;
}
export interface ScopedRun<Repos> {
  /** A new unit of work with this domain's repositories. */
  <T>(work: (work: Work<Repos>) => Promise<T>): Promise<T>;
  /** This domain's repositories inside a unit of work another domain started. */
  join(tx: Tx): Work<Repos>;
}

/**
 * The wall between domains: the composition root gives each service a `run` that binds only that
 * domain's repositories to the transaction (`scopedRun(run, (db) => ({ grocery: groceryListsRepository({ db }) }))`).
 * Another domain's data is read or changed through that domain's functions taking the `tx`.
 */
export function scopedRun<Repos>(run: RunInTransaction, bind: (db: Db) => Repos): ScopedRun<Repos> {
  const join = (tx: Tx): Work<Repos> => ({ db: tx.db, emit: tx.emit, repos: bind(tx.db) });
  const scoped = <T>(work: (work: Work<Repos>) => Promise<T>) => run((tx) => work(join(tx)));
  return Object.assign(scoped, { join });
}
