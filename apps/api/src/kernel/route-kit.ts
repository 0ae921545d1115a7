import { dataOf, idParam } from '@kitching/contracts';
import type { FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FamilyListRequest, FamilyLists } from './family-list';
import { requireFamilyUser } from './guards';
import { ifMatchVersion } from './if-match';

// Ids are Postgres integers: a larger one cannot exist, so it is not found (rather than a database error).
export const familyParams = z.object({ familyId: idParam });
export const idParams = z.object({ id: idParam });
/** What a DELETE answers: the id of what is gone, and the id its toast's Undo sends (issue 24). */
export const deletedId = z.object({ id: z.number(), undoId: z.number().optional() });

type App = Parameters<FastifyPluginAsyncZod>[0];
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type Optional = z.ZodType | undefined;

/** A route's own part of its schema: the response is always `{ data }`, its status set by the helper. */
export interface RouteSpec<P extends Optional, Q extends Optional, B extends Optional, D extends z.ZodType> {
  params?: P;
  querystring?: Q;
  body?: B;
  data: D;
  /** Route config, e.g. a rate limit of its own. */
  config?: Record<string, unknown>;
  bodyLimit?: number;
  /** Left out of the OpenAPI document (a test-only route). */
  hidden?: boolean;
}

/** The request as the contracts validated it. */
export interface RouteInput<P extends Optional, Q extends Optional, B extends Optional> {
  params: Out<P>;
  query: Out<Q>;
  body: Out<B>;
  /**
   * The version the change was made to (If-Match). Read only when a route asks for it, so that a
   * malformed header is refused (400) exactly where the service guards the change with it.
   */
  readonly version: number | undefined;
}

type Run<A, P extends Optional, Q extends Optional, B extends Optional, R> = (
  actor: A,
  input: RouteInput<P, Q, B>,
) => Promise<R>;

/** A cached answer (`ctx.lists.reply`) for the signed-in actor. */
type CachedList<T> = Omit<FamilyListRequest<T>, 'actor'>;

function inputOf(request: FastifyRequest) {
  return {
    params: request.params,
    query: request.query,
    body: request.body,
    get version() {
      return ifMatchVersion(request);
    },
  } as RouteInput<never, never, never>;
}

type Guard<A> = (request: FastifyRequest) => A;

/**
 * The shared wiring of a module's JSON routes (issue 22), so that a route file says only what is its
 * own: path, schemas from the contracts, who may call it (the guard) and the one service call. Each
 * route still declares its schema (OpenAPI at /api/docs is built from it); the helper adds the tags, the
 * `{ data }` envelope and the status: 200, 201 for `create`, 201 or 200 for `upsert`. The guard is
 * `requireFamilyUser` unless another is given (`requireUser` for a user with no family yet).
 */
export function routeKit(app: App, ctx: { lists: FamilyLists }, tags: string[]): RouteKit<FamilyUser>;
export function routeKit<A>(
  app: App,
  ctx: { lists: FamilyLists },
  tags: string[],
  guard: Guard<A>,
): RouteKit<A>;
export function routeKit(
  app: App,
  ctx: { lists: FamilyLists },
  tags: string[],
  guard: Guard<unknown> = requireFamilyUser,
) {
  return kit(app, ctx, tags, guard);
}

type FamilyUser = ReturnType<typeof requireFamilyUser>;
export type RouteKit<A> = ReturnType<typeof kit<A>>;

function kit<A>(app: App, ctx: { lists: FamilyLists }, tags: string[], guard: Guard<A>) {
  function add<P extends Optional, Q extends Optional, B extends Optional, D extends z.ZodType>(
    method: HTTPMethods,
    url: string,
    spec: RouteSpec<P, Q, B, D>,
    response: Record<number, z.ZodType>,
    handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  ) {
    const { params, querystring, body, config, bodyLimit, hidden } = spec;
    app.route({
      method,
      url,
      ...(bodyLimit === undefined ? {} : { bodyLimit }),
      ...(config ? { config } : {}),
      schema: {
        tags,
        ...(hidden ? { hide: true } : {}),
        ...(params ? { params } : {}),
        ...(querystring ? { querystring } : {}),
        ...(body ? { body } : {}),
        response,
      },
      handler,
    });
  }

  /** One route answering 200 `{ data }`. */
  const answer =
    (method: HTTPMethods) =>
    <P extends Optional, Q extends Optional, B extends Optional, D extends z.ZodType>(
      url: string,
      spec: RouteSpec<P, Q, B, D>,
      run: Run<A, P, Q, B, z.output<D>>,
    ) =>
      add(method, url, spec, { 200: dataOf(spec.data) }, async (request) => ({
        data: await run(guard(request), inputOf(request)),
      }));

  /** A read of the family's data answered through the list cache (ETag, 304, `private, no-cache`). */
  function cached<P extends Optional, Q extends Optional, D extends z.ZodType>(
    url: string,
    spec: Omit<RouteSpec<P, Q, undefined, D>, 'body'>,
    list: (actor: A, input: RouteInput<P, Q, undefined>) => CachedList<z.output<D>>,
  ) {
    add('GET', url, spec, { 200: dataOf(spec.data) }, async (request, reply) => {
      const actor = guard(request);
      return ctx.lists.reply(request, reply, {
        // A family actor: the list cache refuses any other (requireFamilyMember).
        actor: actor as FamilyListRequest<unknown>['actor'],
        ...list(actor, inputOf(request)),
      });
    });
  }

  return {
    get: answer('GET'),
    post: answer('POST'),
    put: answer('PUT'),
    patch: answer('PATCH'),
    delete: answer('DELETE'),
    cached,

    /** GET /api/families/:familyId/<list>: the family's list, cached under `key`. */
    familyList<D extends z.ZodType>(
      url: string,
      spec: { data: D } & Omit<CachedList<unknown>, 'familyId' | 'load'>,
      load: (actor: A, familyId: number) => Promise<z.output<D>>,
    ) {
      cached(url, { params: familyParams, data: spec.data }, (actor, { params }) => ({
        familyId: params.familyId,
        key: spec.key,
        scopes: spec.scopes,
        load: () => load(actor, params.familyId),
      }));
    },

    /** A POST that makes something: 201 `{ data }`. */
    create<P extends Optional, Q extends Optional, B extends Optional, D extends z.ZodType>(
      url: string,
      spec: RouteSpec<P, Q, B, D>,
      run: Run<A, P, Q, B, z.output<D>>,
    ) {
      add('POST', url, spec, { 201: dataOf(spec.data) }, async (request, reply) =>
        reply.status(201).send({ data: await run(guard(request), inputOf(request)) }),
      );
    },

    /** A POST that makes something or finds it made already: 201 when `created`, else 200. */
    upsert<P extends Optional, Q extends Optional, B extends Optional, D extends z.ZodType>(
      url: string,
      spec: RouteSpec<P, Q, B, D>,
      run: Run<A, P, Q, B, { data: z.output<D>; created: boolean }>,
    ) {
      const one = dataOf(spec.data);
      add('POST', url, spec, { 200: one, 201: one }, async (request, reply) => {
        const { data, created } = await run(guard(request), inputOf(request));
        return reply.status(created ? 201 : 200).send({ data });
      });
    },
  };
}
