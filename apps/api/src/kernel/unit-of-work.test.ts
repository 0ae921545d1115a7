import type { DomainEvent } from '@kitching/contracts';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { type RunInTransaction, scopedRun, type Tx } from './unit-of-work';

describe('scopedRun: a service sees only its own repositories, bound to the transaction', () => {
  const fakeDb = (name: string) => ({ name }) as unknown as Db;
  const events: DomainEvent[] = [];
  const tx: Tx = { db: fakeDb('tx'), emit: (event) => events.push(event) };
  const run: RunInTransaction = (work) => work(tx);
  const bind = (db: Db) => ({ grocery: { boundTo: (db as unknown as { name: string }).name } });

  it("binds the domain's repositories to the transaction it runs", async () => {
    const seen = await scopedRun(run, bind)(async (work) => ({ repos: work.repos, db: work.db }));
    expect(seen).toEqual({ repos: { grocery: { boundTo: 'tx' } }, db: tx.db });
  });

  it("joins another domain's transaction: same handle, same events", () => {
    const joined = scopedRun(run, bind).join({ db: fakeDb('other'), emit: tx.emit });
    expect(joined.repos).toEqual({ grocery: { boundTo: 'other' } });
    const event = { type: 'grocery.list_created' } as DomainEvent;
    joined.emit(event);
    expect(events).toContain(event);
  });
});
