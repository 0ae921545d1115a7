import { AppError } from '../../kernel/errors';

export const calendarErrors = {
  /** A wrong, renewed or revoked address, or another member's: the same answer, revealing nothing. */
  notFound: () => new AppError(404, 'calendar.not_found', 'Not found'),
};
