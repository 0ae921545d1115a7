import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { openApiTransforms, SIGNED_IN } from './openapi-transform';

const DESCRIPTION = [
  'The family kitchen API.',
  '',
  '**Idempotency-Key** (any signed-in POST, PUT, PATCH or DELETE): 1 to 200 printable ASCII characters,',
  'else 400 `idempotency.invalid_key`. A repeat of the key by the same user within 24 hours answers the',
  'first answer (its status and body, with `idempotent-replayed: true`) without changing anything again;',
  'the key with another method, address or body answers 422 `idempotency.key_reused`; a repeat while the',
  'first is still running answers 409 `idempotency.in_progress` (retry later). 5xx answers are not kept.',
  '',
  '**If-Match** (versioned resources): the version the change was made to; an older one answers 409',
  '`<domain>.version_conflict` with `current`, the resource as stored now.',
  '',
  '**Signing in**: a browser holds the session cookie (`sessionCookie`); a program sends',
  '`Authorization: Bearer <token>` (`bearerToken`). Every operation that needs a signed-in member lists both.',
  '',
  '**Errors** are `{ "error": { "code", "message", "fields"? } }` with a stable `<domain>.<reason>` code.',
].join('\n');

/** OpenAPI generated from the contracts' Zod schemas, served at /api/docs. */
export async function registerOpenApi(app: FastifyInstance) {
  const { transform, transformObject } = openApiTransforms();
  await app.register(swagger, {
    openapi: {
      // 3.1: JSON Schema 2020-12, so a nullable field is typed (`anyOf [..., { type: 'null' }]`).
      openapi: '3.1.0',
      info: { title: 'Kitching API', version: '0.2.0', description: DESCRIPTION },
      // Relative: the document describes the server that serves it, wherever it is hosted.
      servers: [{ url: '/', description: 'The Kitching server serving this document' }],
      components: {
        securitySchemes: {
          sessionCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: 'kitching_session',
            description: 'The session a browser gets from signing in.',
          },
          bearerToken: {
            type: 'http',
            scheme: 'bearer',
            description: "A personal access token (made in Settings), at most its member's own rights.",
          },
        },
      },
      security: SIGNED_IN,
    },
    transform,
    transformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
