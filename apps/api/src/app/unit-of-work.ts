import type { DomainEvent } from '@kitching/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { CommittedEvent, EventBus } from './events/event-bus';
import { type Repositories, repositories } from './repositories';

/** What a use case gets inside its transaction: the repositories bound to it, and where to raise events. */
export interface Work {
  repos: Repositories;
  /** Raises a domain event: recorded (its activity row) in this transaction, published after commit. */
  emit(event: DomainEvent): void;
}
export type RunInTransaction = <T>(work: (tx: Work) => Promise<T>) => Promise<T>;

/** PostgreSQL's channel for events, so every Kitching process on the database hears every commit. */
export const EVENTS_CHANNEL = 'kitching_events';

/**
 * The unit of work: one user action = one transaction = its activity row(s). The events a use case
 * raised are written as activity rows in the same transaction (so a rolled-back change leaves none),
 * then published on the bus once it has committed. On PostgreSQL the transaction also NOTIFYs
 * `kitching_events` with each event's family and id, delivered to every process only at commit.
 */
export function unitOfWork(database: Database, bus: EventBus): RunInTransaction {
  const notify = database.kind === 'postgres';
  return async (work) => {
    const events: DomainEvent[] = [];
    let committed: CommittedEvent[] = [];
    const result = await database.db.transaction(async (tx) => {
      const repos = repositories(tx);
      const value = await work({ repos, emit: (event) => events.push(event) });
      const recorded = await repos.activity.record(events);
      if (notify && recorded.length)
        await tx.execute(
          sql`select pg_notify(${EVENTS_CHANNEL}, ${recorded.map((r) => `${r.event.familyId}:${r.id}`).join(',')})`,
        );
      committed = recorded.map(({ id, createdAt, event }) => ({ ...event, id, createdAt }));
      return value;
    });
    bus.publish(committed);
    return result;
  };
}
