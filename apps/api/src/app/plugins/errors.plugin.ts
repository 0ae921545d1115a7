import type { IncomingMessage } from 'node:http';
import { fieldErrors, isStorableText, NUL_MESSAGE } from '@kitching/contracts';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../../kernel/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the route answers to a body over its limit (413) instead of 'The request is too large.' */
    tooLarge?: { code: string; message: string };
  }
}

function send(
  reply: import('fastify').FastifyReply,
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
  extra?: Record<string, unknown>,
) {
  return reply.status(status).send({ error: { code, message, ...(fields ? { fields } : {}), ...extra } });
}

/** Where in a JSON body a string holds a character PostgreSQL cannot store (NUL, a lone surrogate). */
export function nulCharacterPaths(body: unknown): string[] {
  type Node = { value: unknown; key?: string; parent?: Node };
  const pathOf = (node: Node) => {
    const keys: string[] = [];
    for (let n: Node | undefined = node; n?.key !== undefined; n = n.parent) keys.unshift(n.key);
    return keys.join('.') || '_';
  };
  const found: string[] = [];
  // Iterative, and paths are built only for a hit: a deeply nested body must not exhaust the stack.
  const pending: Node[] = [{ value: body }];
  while (pending.length > 0) {
    const node = pending.pop()!;
    if (typeof node.value === 'string') {
      if (!isStorableText(node.value)) found.push(pathOf(node));
    } else if (node.value && typeof node.value === 'object') {
      for (const [key, value] of Object.entries(node.value)) pending.push({ value, key, parent: node });
    }
  }
  return found.reverse();
}

/** Network failures reaching the database server, and PostgreSQL's "connection" and "shutting down" codes. */
const DATABASE_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, or in recovery)
  '53300', // too_many_connections
]);
const DATABASE_DOWN_MESSAGES = [/^Connection terminated/, /timeout exceeded when trying to connect/];

/**
 * Whether a failure means the database cannot be reached right now (rather than a bug): the pg driver's
 * own errors, also when an ORM wraps them as a `cause`.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (DATABASE_DOWN_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)))
      return true;
    if (typeof message === 'string' && DATABASE_DOWN_MESSAGES.some((m) => m.test(message))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

const TOO_LARGE = [413, 'request.too_large'] as const;
const BAD_UPLOAD = [400, 'request.invalid_upload'] as const;
/**
 * Fastify's and @fastify/multipart's errors about the request itself, by code. Their own statuses are
 * sometimes wrong for an API (406 for a body that is not multipart) and their messages are not for people.
 */
const REQUEST_ERRORS: Record<string, readonly [number, string, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [...TOO_LARGE, 'The request is too large.'],
  FST_REQ_FILE_TOO_LARGE: [...TOO_LARGE, 'The uploaded file is too large.'],
  FST_PARTS_LIMIT: [...TOO_LARGE, 'The upload has too many parts.'],
  FST_FILES_LIMIT: [...TOO_LARGE, 'The upload has too many files.'],
  FST_FIELDS_LIMIT: [...TOO_LARGE, 'The upload has too many fields.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'request.unsupported_media_type', 'Unsupported content type.'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [
    415,
    'request.unsupported_media_type',
    'This needs a multipart/form-data upload.',
  ],
  FST_INVALID_JSON_FIELD_ERROR: [...BAD_UPLOAD, 'A field of the upload is not valid JSON.'],
  FST_PROTO_VIOLATION: [...BAD_UPLOAD, 'The upload has a field name that is not allowed.'],
  FST_MP_PREMATURE_CLOSE: [...BAD_UPLOAD, 'The upload ended before it was complete.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'request.invalid', 'The body does not match its Content-Length.'],
  // A validator that threw rather than reported (Zod 4.6 compares a string's `length` with its minimum
  // even after the type check failed: `{ "code": { "length": { "toString": 1 } } }` throws).
  FST_ERR_VALIDATION: [400, 'request.validation', 'The request is not valid.'],
};
/** The multipart parser's (busboy's) own errors carry no code: these are their messages. */
const MALFORMED_MULTIPART = [
  /^Multipart: Boundary not found$/,
  /^Boundary required$/,
  /unexpected end of multipart data$/i,
];

function requestError(error: FastifyError): readonly [number, string, string] | undefined {
  if (error.code && Object.hasOwn(REQUEST_ERRORS, error.code)) return REQUEST_ERRORS[error.code];
  if (!error.code && MALFORMED_MULTIPART.some((m) => m.test(error.message)))
    return [...BAD_UPLOAD, 'The upload is not valid multipart/form-data.'];
  return undefined;
}

/** How much of a refused body is read (and dropped) before the connection is closed anyway. */
const DRAIN_MAX_BYTES = 64 * 1024 * 1024;
const DRAIN_MAX_MS = 15_000;

/**
 * Reads what is left of a body refused as too large, dropping it. Fastify answers such a body at once
 * and closes the connection; closed with the client's upload still unread, the kernel resets it, and a
 * browser (still sending) reports a network error instead of the 413. Read to its end, the connection
 * closes cleanly after the answer. Bounded: past DRAIN_MAX_BYTES or DRAIN_MAX_MS it is closed as before.
 */
export function drainBody(raw: IncomingMessage): Promise<void> {
  if (raw.readableEnded || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let read = 0;
    const done = () => {
      clearTimeout(timer);
      raw.off('data', onData).off('end', done).off('error', done).off('close', done);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > DRAIN_MAX_BYTES) done();
    };
    const timer = setTimeout(done, DRAIN_MAX_MS);
    raw.on('data', onData).on('end', done).on('error', done).on('close', done);
    raw.resume();
  });
}

/** A 413 for a body over the limit: the route's own words when it has them. */
async function refuseTooLarge(request: FastifyRequest, reply: import('fastify').FastifyReply) {
  await drainBody(request.raw);
  const own = request.routeOptions.config?.tooLarge;
  return send(reply, 413, own?.code ?? 'request.too_large', own?.message ?? 'The request is too large.');
}

/** The one error handler: every failure leaves as `{ error: { code, message, fields? } }`, never a stack. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // Busy or unavailable: say when to try again, unless the route already did.
      if (error.status === 503 && !reply.hasHeader('retry-after')) reply.header('retry-after', '5');
      return send(reply, error.status, error.code, error.message, error.fields, error.extra);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldErrors(
        error.validation.map((v) => ({
          path: v.instancePath.split('/').filter(Boolean),
          message: v.message ?? 'Invalid value',
        })) as never,
      );
      const context = (error as { validationContext?: string }).validationContext;
      if (context === 'params') return send(reply, 404, 'request.not_found', 'Not found');
      const first = Object.values(fields)[0] ?? 'Invalid request';
      return send(reply, 400, 'request.validation', first, fields);
    }

    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return refuseTooLarge(request, reply);
    const known = requestError(error);
    if (error.code === 'FST_ERR_VALIDATION') request.log.warn({ err: error }, 'a validator threw');
    if (known) return send(reply, ...known);
    const status = error.statusCode ?? 500;
    if (status === 429) return send(reply, 429, 'request.rate_limited', error.message);
    if (status === 413) return send(reply, 413, 'request.too_large', 'The request is too large.');
    if (status === 415)
      return send(reply, 415, 'request.unsupported_media_type', 'Unsupported content type.');
    if (status >= 400 && status < 500) {
      const message = error.code?.startsWith('FST_ERR_CTP')
        ? 'The request body is not valid JSON.'
        : error.message;
      return send(reply, status, 'request.invalid', message);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return send(
        reply.header('retry-after', '5'),
        503,
        'server.database_unavailable',
        "Kitching can't reach its database right now. Please try again in a moment.",
      );
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, 'server.error', 'Something went wrong on our side. Please try again.');
  });

  app.setNotFoundHandler((request, reply) =>
    send(reply, 404, 'request.not_found', `No route for ${request.method} ${request.url.split('?')[0]}`),
  );
}

/**
 * Refuses a NUL character or a lone surrogate anywhere in a body or query before validation, so that no route, present or
 * future, hands one to the database. Registered after the sign-in gate: a signed-out request gets 401 first.
 */
export function registerNulGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const paths = [...nulCharacterPaths(request.body), ...nulCharacterPaths(request.query)];
    if (paths.length === 0) return;
    throw new AppError(
      400,
      'request.validation',
      NUL_MESSAGE,
      Object.fromEntries(paths.map((p) => [p, NUL_MESSAGE])),
    );
  });
}
