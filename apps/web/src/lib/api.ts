/** The one fetch wrapper: base URL, credentials (the session cookie), bearer token, error shape. */
const API_BASE = (import.meta.env.VITE_API_BASE_URL as string | undefined)?.replace(/\/$/, '') ?? '';

/** The address of an API path, for what does not go through `api` (the live stream's EventSource). */
export const apiUrl = (path: string) => `${API_BASE}${path}`;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    /** The API's own message (its `{ error: { message } }`), safe to show; '' when it sent none. */
    readonly serverMessage: string,
    readonly fields: Record<string, string> = {},
    /** Spec 8: the response body or status text, for the error's message. */
    detail: string = serverMessage,
    /** A 409 version conflict's entity as stored now (`{ error: { current } }`, lib/versioned-save.ts). */
    readonly current?: unknown,
  ) {
    // Spec 8: a failed call's message is the HTTP status, a colon, and the body or status text.
    super(`${status}: ${detail}`);
    this.name = 'ApiError';
  }
}

let bearerToken: string | null = null;
/** API clients other than the browser session may set a bearer token; the browser uses its cookie. */
export const setBearerToken = (token: string | null) => {
  bearerToken = token;
};

export async function api<T>(
  path: string,
  init: Omit<RequestInit, 'body'> & { body?: unknown } = {},
): Promise<T> {
  const headers = new Headers(init.headers);
  const isForm = init.body instanceof FormData;
  if (init.body !== undefined && !isForm) headers.set('content-type', 'application/json');
  if (bearerToken) headers.set('authorization', `Bearer ${bearerToken}`);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      ...init,
      headers,
      credentials: 'include',
      body:
        init.body === undefined ? undefined : isForm ? (init.body as FormData) : JSON.stringify(init.body),
    });
  } catch {
    // No server message: each screen shows its own fallback from the spec.
    throw new ApiError(0, 'network.offline', '', {}, 'Could not reach Kitching');
  }
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (!response.ok) {
    const error = (
      json as {
        error?: { code?: string; message?: string; fields?: Record<string, string>; current?: unknown };
      }
    )?.error;
    // A proxy's HTML error page or an empty body is not a message to show a person.
    throw new ApiError(
      response.status,
      error?.code ?? 'http.error',
      typeof error?.message === 'string' ? error.message : '',
      error?.fields ?? {},
      text || response.statusText,
      error?.current,
    );
  }
  return json as T;
}

/**
 * GET an answer's `data`. A failure keeps its status and code (a 401 still ends the session, see
 * app/query-client.ts) but reads as spec 8's text for this fetch: '401: Failed to fetch inventory'.
 */
export async function fetchData<T>(path: string, failure: string): Promise<T> {
  try {
    return (await api<{ data: T }>(path)).data;
  } catch (error) {
    if (error instanceof ApiError) throw new ApiError(error.status, error.code, failure, error.fields);
    throw error;
  }
}

/** A change to one entity, made against the version shown (sent as If-Match when there is one). */
export interface VersionedChange<B> {
  id: number;
  body: B;
  version?: number | undefined;
}

/**
 * A write whose answer is `{ data }`: the data. `version` (the one the change was made to) is sent as
 * If-Match, so a save over someone else's newer one is refused (409) instead of overwriting it. A
 * delete goes through `sendDelete`.
 */
export async function sendData<T>(
  path: string,
  {
    method,
    body,
    version,
  }: { method: 'POST' | 'PUT' | 'PATCH'; body?: unknown; version?: number | undefined },
): Promise<T> {
  const headers = version === undefined ? undefined : { 'if-match': String(version) };
  return (await api<{ data: T }>(path, { method, body, headers })).data;
}

/** What a delete answers: the id its toast's Undo sends, when the server kept what it removed. */
export interface Deleted {
  undoId?: number;
  /** It was gone already (deleted by a first click, another member or a queued delete). */
  alreadyGone?: true;
}

/**
 * Every delete: with `version` as If-Match. A 404 counts as done: the thing is gone either way (a
 * double click's second request, or another member's delete), so it is never shown as an error.
 */
export async function sendDelete(path: string, { version }: { version?: number | undefined } = {}) {
  const headers = version === undefined ? undefined : { 'if-match': String(version) };
  try {
    const { data } = await api<{ data: { undoId?: number } }>(path, { method: 'DELETE', headers });
    return (data?.undoId === undefined ? {} : { undoId: data.undoId }) satisfies Deleted as Deleted;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { alreadyGone: true } as Deleted;
    throw error;
  }
}

/** The message to show a person for an error, with a fallback from the spec. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage || fallback;
  return fallback;
}
