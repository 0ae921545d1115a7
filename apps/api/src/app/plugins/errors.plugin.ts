import { fieldErrors } from '@kitching/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors';

function send(
  reply: import('fastify').FastifyReply,
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
) {
  return reply.status(status).send({ error: { code, message, ...(fields ? { fields } : {}) } });
}

/** The one error handler: every failure leaves as `{ error: { code, message, fields? } }`, never a stack. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return send(reply, error.status, error.code, error.message, error.fields);

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

    const status = error.statusCode ?? 500;
    if (status === 429) return send(reply, 429, 'request.rate_limited', error.message);
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413)
      return send(reply, 413, 'request.too_large', 'The request is too large.');
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415)
      return send(reply, 415, 'request.unsupported_media_type', 'Unsupported content type.');
    if (status >= 400 && status < 500) {
      const message = error.code?.startsWith('FST_ERR_CTP')
        ? 'The request body is not valid JSON.'
        : error.message;
      return send(reply, status, 'request.invalid', message);
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, 'server.error', 'Something went wrong on our side. Please try again.');
  });

  app.setNotFoundHandler((request, reply) =>
    send(reply, 404, 'request.not_found', `No route for ${request.method} ${request.url.split('?')[0]}`),
  );
}
