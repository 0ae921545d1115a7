import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { operationOf } from '../openapi-operations';
import { errorComponents, errorResponseRef, errorStatuses } from './openapi-errors';

/** The security schemes every signed-in operation lists: the browser's cookie, or a program's token. */
export const SIGNED_IN: Record<string, string[]>[] = [{ sessionCookie: [] }, { bearerToken: [] }];

type OpenApiDocument = {
  paths?: Record<string, Record<string, { operationId?: string; responses?: Record<string, unknown> }>>;
  components?: Record<string, Record<string, unknown> | undefined>;
};

/**
 * What the OpenAPI document adds to each route's schema (issue 29): its name and summary from
 * `openapi-operations.ts`, its security (none for public routes), and its error answers, derived from the
 * route's config (errorStatuses). `transform` runs once per route; `transformObject` then puts the error
 * responses, as references to the shared components, into each named operation.
 */
export function openApiTransforms() {
  const errorsOf = new Map<string, number[]>();

  const transform: SwaggerTransform = (input) => {
    const result = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
    const schema: Record<string, unknown> = { ...(result.schema ?? {}) };
    if (schema.hide) return result;
    const { route, url } = input;
    const method = [route.method].flat().find((m) => m !== 'HEAD') ?? 'GET';
    const name = operationOf(method, url);
    // Unnamed: documented as it is, so the lint and openapi-operations.api.test.ts name the route.
    if (!name) return result;
    const signedIn = !route.config?.public;
    errorsOf.set(
      name.operationId,
      errorStatuses(
        {
          method,
          url,
          signedIn,
          rateLimited: Boolean((route.config as { rateLimit?: unknown } | undefined)?.rateLimit),
          hasBody: Boolean(route.schema?.body),
        },
        name.errors,
      ),
    );
    return {
      url: result.url,
      schema: {
        ...schema,
        operationId: name.operationId,
        summary: name.summary,
        security: signedIn ? SIGNED_IN : [],
      },
    };
  };

  const transformObject: SwaggerTransformObject = (input) => {
    const document = (
      'openapiObject' in input ? input.openapiObject : input.swaggerObject
    ) as OpenApiDocument;
    for (const operations of Object.values(document.paths ?? {})) {
      for (const operation of Object.values(operations)) {
        const statuses = operation.operationId ? errorsOf.get(operation.operationId) : undefined;
        if (!statuses) continue;
        operation.responses ??= {};
        for (const status of statuses) operation.responses[status] ??= errorResponseRef(status);
      }
    }
    const errors = errorComponents();
    const components = document.components ?? {};
    document.components = {
      ...components,
      schemas: { ...components.schemas, ...errors.schemas },
      responses: { ...components.responses, ...errors.responses },
    };
    return document as ReturnType<SwaggerTransformObject>;
  };

  return { transform, transformObject };
}
