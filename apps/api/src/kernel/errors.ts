/** An error the API answers with on purpose: a status, a stable `<domain>.<reason>` code and a safe message. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** More of the answer, beside code and message (a version conflict's `current` entity). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (code: string, message: string, fields?: Record<string, string>) =>
  new AppError(400, code, message, fields);
export const unauthorized = (message = 'Please sign in to continue.') =>
  new AppError(401, 'auth.unauthenticated', message);
export const forbidden = (code: string, message = 'Your role does not allow this.') =>
  new AppError(403, code, message);
export const notFound = (code: string, message: string) => new AppError(404, code, message);
export const conflict = (code: string, message: string, fields?: Record<string, string>) =>
  new AppError(409, code, message, fields);
export const unprocessable = (code: string, message: string) => new AppError(422, code, message);

/**
 * 409 for a change naming (If-Match) a version older than the stored one: nothing was changed, and the
 * answer carries the entity as it is now, so the client can show what changed and let the person choose.
 */
export const versionConflict = (domain: string, current: unknown, message: string) =>
  new AppError(409, `${domain}.version_conflict`, message, undefined, { current });

/** The one wording of a rate limit, per address or per account. */
export const tooManyAttemptsMessage = (ttlMs: number) =>
  `Too many attempts. Please wait ${Math.ceil(ttlMs / 1000)} seconds and try again.`;
