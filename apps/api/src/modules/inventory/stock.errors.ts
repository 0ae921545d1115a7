import { AppError, versionConflict } from '../../kernel/errors';

/** Batches, stock actions and their undo (issue 23). */
export const stockErrors = {
  /** Missing and another family's batch answer the same. */
  batchNotFound: () => new AppError(404, 'stock.batch_not_found', 'Batch not found'),
  /** Missing and another family's stock action answer the same. */
  actionNotFound: () => new AppError(404, 'stock.action_not_found', 'Stock change not found'),
  /** A take the cook edited names more than the batch holds now. */
  notEnough: (name: string) =>
    new AppError(409, 'stock.not_enough', `There is not that much ${name} left. Look at the pantry again.`),
  /** Another change took from the same batches while this one was being made. */
  changed: () =>
    new AppError(409, 'stock.changed', 'The pantry changed while this was being saved. Please try again.'),
  alreadyUndone: () => new AppError(409, 'stock.already_undone', 'This change was already undone.'),
  /** A later change took from or added to the batches the action changed: undoing it would not be exact. */
  undoStale: () =>
    new AppError(
      409,
      'stock.undo_stale',
      'This stock has changed since. Undo the later changes first, or correct the amounts by hand.',
    ),
  /** A deleted item's batches are gone with it: there is nothing to put them back into. */
  undoUnavailable: () =>
    new AppError(409, 'stock.undo_unavailable', 'A deleted item cannot be brought back with undo.'),
  /** If-Match named an older version: someone changed the batch since it was opened. */
  versionConflict: (current: unknown) =>
    versionConflict('stock', current, 'Someone else changed this batch since you opened it.'),
};
