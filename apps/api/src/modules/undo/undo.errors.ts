import { AppError } from '../../kernel/errors';

export const undoErrors = {
  /** Gone, undone already, past the window, or another family's: the same answer. */
  notFound: () => new AppError(404, 'undo.not_found', 'This can no longer be undone.'),
  /** Something taken its place meanwhile (the same barcode added again, its list deleted). */
  conflict: (message: string) => new AppError(409, 'undo.conflict', message),
};
