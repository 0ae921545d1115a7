import type { FastifyInstance, InjectOptions } from 'fastify';

// biome-ignore lint/suspicious/noExplicitAny: response bodies are asserted field by field in the tests.
export type Json = any;

export interface Call {
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  /** Sent as the session cookie, the way the browser does. */
  cookie?: string;
  /** JSON body; use `payload` for a raw one. */
  body?: unknown;
  payload?: string | Buffer;
  headers?: Record<string, string>;
}

export interface ApiResponse {
  status: number;
  body: Json;
  text: string;
  headers: Record<string, string | string[] | number | undefined>;
  cookies: { name: string; value: string; [attribute: string]: unknown }[];
}

/** One request through the real app (no network), with the body parsed when it is JSON. */
export async function call(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  options: Call = {},
): Promise<ApiResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = `kitching_session=${options.cookie}`;
  const response = await app.inject({
    method,
    url,
    headers,
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
    ...(options.payload !== undefined ? { payload: options.payload } : {}),
    // A live stream (text/event-stream) never ends: its answer is what it sent first.
    payloadAsStream: true,
  });
  const text = await readPayload(response);
  let body: Json;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return {
    status: response.statusCode,
    body,
    text,
    headers: response.headers,
    cookies: response.cookies as ApiResponse['cookies'],
  };
}

/** The whole body; for a live stream, its first chunk, after which the stream is closed. */
async function readPayload(response: Awaited<ReturnType<FastifyInstance['inject']>>): Promise<string> {
  const stream = response.stream();
  const live = String(response.headers['content-type'] ?? '').startsWith('text/event-stream');
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(Buffer.from(chunk));
    if (live) {
      (response.raw.res as { destroy(): void }).destroy();
      break;
    }
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Shorthands bound to one app. */
export function client(app: FastifyInstance) {
  return {
    get: (url: string, options?: Call) => call(app, 'GET', url, options),
    post: (url: string, options?: Call) => call(app, 'POST', url, options),
    patch: (url: string, options?: Call) => call(app, 'PATCH', url, options),
    put: (url: string, options?: Call) => call(app, 'PUT', url, options),
    delete: (url: string, options?: Call) => call(app, 'DELETE', url, options),
  };
}
