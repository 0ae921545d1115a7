import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

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
].join('\n');

/** OpenAPI generated from the contracts' Zod schemas, served at /api/docs. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Kitching API', version: '0.2.0', description: DESCRIPTION },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'kitching_session' },
        },
      },
      security: [{ bearer: [] }, { cookie: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
