import createClient, { type ClientOptions } from 'openapi-fetch';
import type { components, operations, paths } from './kitching-api';

export type { components, operations, paths };

/**
 * A typed client of the Kitching API (issue 29): `client.GET('/api/families/{familyId}/inventory', {
 * params: { path: { familyId } } })` answers `{ data, error, response }` with the document's types.
 * Sign in with a personal access token (`headers: { authorization: 'Bearer <token>' }`) or a session
 * cookie. `baseUrl` is the server's address, e.g. `http://kitching.local:3000`.
 */
export function createKitchingClient(options: ClientOptions & { baseUrl: string }) {
  return createClient<paths>(options);
}

export type KitchingClient = ReturnType<typeof createKitchingClient>;
/** The error every 4xx and 5xx answers with. */
export type KitchingError = components['schemas']['Error'];
