import type { FastifyInstance } from 'fastify';

export interface RouteInfo {
  method: string;
  url: string;
}

/**
 * Every route the app registered, read from `printRoutes()` (routes are registered inside buildApp,
 * so an onRoute hook added afterwards would see none). The tree prints each node's part of the path,
 * indented four characters per level; a node's full path is its ancestors' parts joined.
 */
export function listRoutes(app: FastifyInstance): RouteInfo[] {
  const routes: RouteInfo[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const marker = line.search(/[├└]── /);
    if (marker === -1) continue;
    const depth = marker / 4;
    const node = /^(\S+)(?: \(([A-Z, ]+)\))?$/.exec(line.slice(marker + 4).trim());
    if (!Number.isInteger(depth) || !node) throw new Error(`Unexpected printRoutes line: ${line}`);
    const url = (prefixes[depth - 1] ?? '') + node[1];
    prefixes[depth] = url;
    prefixes.length = depth + 1;
    for (const method of node[2]?.split(', ') ?? []) routes.push({ method, url });
  }
  return routes;
}
