import type { Actor, DomainEvent } from '@kitching/contracts';
import { uniqueViolation } from '../../db/unique-violation';
import { authorize, refuseWith } from '../../kernel/authorize';
import type { ScopedRun, Tx, Work } from '../../kernel/unit-of-work';
import { undoErrors } from './undo.errors';
import type { UndoRepository } from './undo.repository';

declare module '../../kernel/app-context' {
  interface AppServices {
    undo: UndoService;
  }
}

/** How long a delete can be undone; housekeeping purges what is older. */
export const UNDO_WINDOW_MS = 10 * 60 * 1000;

/** What can be brought back, each by its own domain (app/context.ts maps each to its restorer). */
export type DeletionKind =
  | 'grocery.list'
  | 'grocery.item'
  | 'inventory.item'
  | 'recipe'
  | 'meal.plan'
  | 'meal.planned';

/**
 * A domain's restore of what its delete kept: inside the undo's transaction, its own tables only, with
 * the same ids; it checks its own permission, raises its event (a creation event with `undone: true`)
 * and answers it.
 */
export type Restorer = (tx: Tx, actor: Actor, snapshot: unknown) => Promise<DomainEvent>;

/** What a deleting domain is given: where to keep its snapshot, in its delete's transaction. */
export interface DeletionLog {
  keep(
    tx: Tx,
    entry: { familyId: number; actorId: number; kind: DeletionKind; snapshot: unknown },
  ): Promise<number>;
}

/**
 * A row as kept (jsonb) back to what the table takes: the named timestamps as dates again. Numbers,
 * texts, `date` columns and json stay as they were.
 */
export function revive<T>(row: unknown, dates: readonly (keyof T)[]): T {
  const out = { ...(row as Record<string, unknown>) };
  for (const key of dates) {
    const value = out[key as string];
    if (typeof value === 'string') out[key as string] = new Date(value);
  }
  return out as T;
}

type UndoRepos = { deletions: UndoRepository };

/**
 * Undo of a delete (issue 24): the deleting domain keeps a snapshot of the row and its children
 * (`keep`, in the delete's transaction), the DELETE answers its id (`undoId`), and `undo` hands the
 * snapshot back to that domain's restorer within UNDO_WINDOW_MS, once: the kept row is locked and
 * removed in the restore's transaction.
 */
export function undoService({
  deletions,
  run,
  restorers,
}: {
  deletions: UndoRepository;
  run: ScopedRun<UndoRepos>;
  /** Resolved when called: the domains are built after this service. */
  restorers: () => Record<DeletionKind, Restorer>;
}) {
  const expired = (createdAt: Date) => createdAt.getTime() < Date.now() - UNDO_WINDOW_MS;

  async function restore(work: Work<UndoRepos>, actor: Actor, id: number): Promise<DomainEvent> {
    const row = await work.repos.deletions.lock(id);
    if (!row || expired(row.createdAt)) throw undoErrors.notFound();
    authorize(actor, 'family.view', row.familyId, refuseWith(undoErrors.notFound));
    authorize(actor, 'deletion.undo', row);
    const event = await restorers()[row.kind as DeletionKind](work, actor, row.snapshot);
    await work.repos.deletions.remove(id);
    return event;
  }

  return {
    keep: (async (tx, entry) => (await run.join(tx).repos.deletions.keep(entry)).id) as DeletionLog['keep'],

    /** The restore's event (type and details), which the client applies as its own write. */
    async undo(actor: Actor, id: number): Promise<Pick<DomainEvent, 'type' | 'details'>> {
      try {
        const { type, details } = await run((work) => restore(work, actor, id));
        return { type, details };
      } catch (error) {
        // Its place taken meanwhile (the same id or barcode again): nothing was brought back.
        if (uniqueViolation(error) !== undefined)
          throw undoErrors.conflict('It cannot be brought back: something in its place was added since.');
        throw error;
      }
    },

    /** Housekeeping: what is past the window. */
    purge: () => deletions.purgeBefore(new Date(Date.now() - UNDO_WINDOW_MS)),
  };
}
export type UndoService = ReturnType<typeof undoService>;
