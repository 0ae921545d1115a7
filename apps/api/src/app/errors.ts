/** An error the API answers with on purpose: a status, a stable `<domain>.<reason>` code and a safe message. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
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
