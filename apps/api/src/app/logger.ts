import {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import pretty from 'pino-pretty';
import type { Config } from '../config';

export type LogFormat = 'pretty' | 'json';

/** LOG_FORMAT when set; otherwise readable lines for a person at a terminal, JSON lines for a collector. */
export function logFormat(
  config: Pick<Config, 'LOG_FORMAT'>,
  isTTY = Boolean(process.stdout.isTTY),
): LogFormat {
  return config.LOG_FORMAT ?? (isTTY ? 'pretty' : 'json');
}

/**
 * The server's logger: pino's JSON lines on stdout, or through pino-pretty when `format` is 'pretty'.
 * pino-pretty runs as a synchronous stream rather than a transport thread: a terminal's log is small,
 * and its lines then keep their order with the ready line printed beside them.
 */
export function serverLogger(
  config: Pick<Config, 'LOG_LEVEL'>,
  format: LogFormat,
): FastifyServerOptions['logger'] {
  if (format === 'json') return { level: config.LOG_LEVEL };
  return {
    level: config.LOG_LEVEL,
    stream: pretty({
      sync: true,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname,reqId,method,url,statusCode,responseTime',
      singleLine: false,
    }),
  };
}

/**
 * Fastify's request lines, made quiet: one line per request, `GET /api/recipes 200 4 ms`, in place of
 * its two at info ('incoming request', 'request completed'), at debug, so that a family's terminal
 * stays quiet at the default level; a server error (5xx) or a failed response at error, always.
 */
export class RequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const ms = Math.round(reply.elapsedTime);
    const fields = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      responseTime: ms,
    };
    const line = `${request.method} ${request.url} ${reply.statusCode} ${ms} ms`;
    if (error || reply.statusCode >= 500) reply.log.error({ ...fields, err: error ?? undefined }, line);
    else reply.log.debug(fields, line);
  }

  override streamError(error: Error, request: FastifyRequest, reply: FastifyReply) {
    // A browser leaving a page mid-answer (a live stream, a large file) is not a problem.
    if ((error as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE')
      reply.log.debug({ url: request.url }, 'the client closed the connection');
    else super.streamError(error, request, reply);
  }
}

/**
 * Fastify logs 'Server listening at <address>' at info for every address it listens on (each network
 * interface when bound to 0.0.0.0), with no option to leave it out; the server prints its own one
 * ready line instead. Its maintainers' way: the logger silent during listen only.
 */
export async function listenQuietly(app: FastifyInstance, options: { port: number; host: string }) {
  await app.ready();
  const level = app.log.level;
  app.log.level = 'silent';
  try {
    await app.listen(options);
  } finally {
    app.log.level = level;
  }
}
