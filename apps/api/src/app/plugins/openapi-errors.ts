import { errorBodySchema } from '@kitching/contracts';
import { z } from 'zod';

/**
 * The error answers of the OpenAPI document (issue 29): one shape, `{ error: { code, message, ... } }`
 * (errors.plugin.ts), and one response per status under components, each naming its codes. Which
 * statuses an operation lists follows from its route (`errorStatuses`), so a route added later is
 * documented without anyone writing its errors by hand.
 */
const RESPONSES = {
  400: [
    'BadRequest',
    "The request is not valid: `request.validation` (`fields` holds each field's message, by its path), " +
      "`request.invalid`, `idempotency.invalid_key`, or the operation's own `<domain>.<reason>`.",
  ],
  401: [
    'Unauthorized',
    'No session or token, or one that expired or was revoked: `auth.unauthenticated` ' +
      '(`auth.invalid_credentials` for a wrong email or password).',
  ],
  403: [
    'Forbidden',
    "The member's role does not allow this: `<domain>.<reason>` with the reason in words; " +
      '`families.no_family` before the member has a family.',
  ],
  404: [
    'NotFound',
    "Not found in the member's family (another family's ids are not found either): `request.not_found` " +
      'or `<domain>.not_found`.',
  ],
  409: [
    'Conflict',
    'The change conflicts with the stored state: `<domain>.version_conflict` when If-Match names an older ' +
      'version (`current` is the resource as stored now), `idempotency.in_progress` while the same ' +
      'Idempotency-Key still runs (Retry-After), or another `<domain>.<reason>`.',
  ],
  413: ['PayloadTooLarge', "The body is over the operation's limit: `request.too_large` or its own code."],
  415: [
    'UnsupportedMediaType',
    'The body is not of a type the operation takes: `request.unsupported_media_type`.',
  ],
  422: [
    'UnprocessableEntity',
    'The Idempotency-Key was used before with another method, address or body: `idempotency.key_reused`.',
  ],
  429: [
    'TooManyRequests',
    'Too many attempts from this address or for this account: `request.rate_limited`; Retry-After says ' +
      'how many seconds to wait.',
  ],
} as const satisfies Record<number, readonly [string, string]>;

type ErrorStatus = keyof typeof RESPONSES;
const STATUSES = Object.keys(RESPONSES).map(Number) as ErrorStatus[];
const isErrorStatus = (status: number): status is ErrorStatus => Object.hasOwn(RESPONSES, status);

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const BODIES = new Set(['POST', 'PUT', 'PATCH']);

export interface RouteFacts {
  method: string;
  url: string;
  signedIn: boolean;
  rateLimited: boolean;
  hasBody: boolean;
}

/**
 * What a route can answer, from what every route of its kind answers: any query may be refused (400:
 * the NUL guard reads every query string); signed in, 401 and 403; an id in the path, 404; a body, 400,
 * 413 and 415; a signed-in write, 409 and 422 (Idempotency-Key, If-Match); a rate limit, 429.
 */
export function errorStatuses(route: RouteFacts, extra: readonly number[] = []): ErrorStatus[] {
  const wanted = new Set<number>([400, ...extra]);
  if (route.signedIn) wanted.add(401).add(403);
  if (route.url.includes(':')) wanted.add(404);
  if (route.hasBody || BODIES.has(route.method)) wanted.add(413).add(415);
  if (route.signedIn && WRITES.has(route.method)) wanted.add(409).add(422);
  if (route.rateLimited) wanted.add(429);
  return STATUSES.filter((status) => wanted.has(status));
}

export const errorResponseRef = (status: number) => {
  if (!isErrorStatus(status)) throw new Error(`No documented error response for ${status}`);
  return { $ref: `#/components/responses/${RESPONSES[status][0]}` };
};

const errorDocument = z.object({
  error: errorBodySchema.shape.error
    .extend({
      code: z.string().describe('Stable, `<domain>.<reason>`: what a program acts on.'),
      message: z.string().describe('What happened, in words for a person.'),
      current: z.unknown().optional().describe('On `<domain>.version_conflict`: the resource as stored now.'),
    })
    // More may be added to an error beside these: a client reads what it knows.
    .loose(),
});

/** The components every error response refers to: the `Error` schema and one response per status. */
export function errorComponents() {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(errorDocument, { target: 'draft-2020-12' });
  const content = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };
  const retryAfter = {
    'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer' } },
  };
  const responses = Object.fromEntries(
    STATUSES.map((status) => {
      const [name, description] = RESPONSES[status];
      return [name, { description, content, ...(status === 429 ? { headers: retryAfter } : {}) }];
    }),
  );
  return { schemas: { Error: schema }, responses };
}
