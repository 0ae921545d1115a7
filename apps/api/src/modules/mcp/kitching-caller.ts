import type { FastifyInstance } from 'fastify';

/** One answer of Kitching's API: its status and its parsed JSON body. */
export interface ApiAnswer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: the tools read the answers of several routes by field.
  body: any;
}
export type ApiMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * How the MCP tools reach Kitching: through the API's own routes with the member's personal token, so
 * every call gets exactly the API's checks (token scopes, the member's role, family scope, validation,
 * the per-token rate limit) and nothing else.
 */
export type KitchingCaller = (method: ApiMethod, path: string, body?: unknown) => Promise<ApiAnswer>;

/** In the server itself (streamable HTTP at /mcp): the request goes through the app without a socket. */
export function injectCaller(app: FastifyInstance, token: string): KitchingCaller {
  return async (method, path, body) => {
    const res = await app.inject({
      method,
      url: path,
      headers: { authorization: `Bearer ${token}` },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return { status: res.statusCode, body: parse(res.body) };
  };
}

/** From another process (stdio, `npm run mcp`): over HTTP to a Kitching server. */
export function fetchCaller(baseUrl: string, token: string, fetchImpl: typeof fetch = fetch): KitchingCaller {
  const base = baseUrl.replace(/\/$/, '');
  return async (method, path, body) => {
    const res = await fetchImpl(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: parse(await res.text()) };
  };
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}
