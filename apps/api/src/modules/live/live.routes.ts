import type { ServerResponse } from 'node:http';
import { type ActivityEntry, can } from '@kitching/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../kernel/app-context';
import { authorize } from '../../kernel/authorize';
import { requireFamilyUser } from '../../kernel/guards';
import { familyParams } from '../../kernel/route-kit';

/** A client this far behind (a stalled connection) is dropped; it reconnects and replays from its last id. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

const frame = (entry: ActivityEntry) =>
  `id: ${entry.id}\nevent: ${entry.action}\ndata: ${JSON.stringify(entry)}\n\n`;

/**
 * Node keeps the response's header block for the response's life, as built: a string of many
 * concatenations (about 4 kB of V8 objects with the security headers), held by every open stream. A
 * flat copy of it is a fifth of that.
 */
function keepHeaderFlat(raw: ServerResponse) {
  const header = (raw as { _header?: unknown })._header;
  if (typeof header === 'string')
    (raw as { _header?: string })._header = Buffer.from(header, 'latin1').toString('latin1');
}

/** The id a reconnecting EventSource sends (Last-Event-ID), or `?lastEventId=` for a client that can't. */
function lastEventIdOf(header: unknown, query: unknown): number | undefined {
  const text = typeof header === 'string' ? header : typeof query === 'string' ? query : undefined;
  if (text === undefined || !/^\d{1,15}$/.test(text.trim())) return undefined;
  return Number(text.trim());
}

/**
 * GET /api/families/:familyId/events: the family's live stream (server-sent events), one event per
 * committed change, `id:` the activity id, `event:` its type, `data:` the feed entry with the entity
 * as the API returns it. A reconnect with Last-Event-ID first replays what it missed. A comment every
 * EVENTS_KEEPALIVE_MS keeps proxies from closing it, and re-checks the session: a member signed out or
 * moved out of the family stops hearing it.
 */
export const liveRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const open = new Set<ServerResponse>();
    app.addHook('preClose', async () => {
      for (const raw of open) raw.end();
    });

    app.get(
      '/api/families/:familyId/events',
      // A HEAD of a stream that never ends means nothing.
      { exposeHeadRoute: false, schema: { tags: ['activity'], params: familyParams } },
      async (request, reply) => {
        const actor = requireFamilyUser(request);
        const { familyId } = request.params;
        authorize(actor, 'family.view', familyId);
        const query = request.query as Record<string, unknown> | undefined;
        const lastEventId = lastEventIdOf(request.headers['last-event-id'], query?.lastEventId);
        const token = request.sessionToken;
        // A personal token's stream (issue 29) is re-checked as that token: revoked or expired, it ends.
        const bearer = request.accessToken ? request.headers.authorization?.slice(7).trim() : undefined;

        reply.hijack();
        const raw = reply.raw;
        raw.writeHead(200, {
          ...(reply.getHeaders() as Record<string, string>),
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
        });
        keepHeaderFlat(raw);
        open.add(raw);
        let close = () => {};
        let closed = false;
        const end = () => {
          if (closed) return;
          closed = true;
          clearInterval(keepAlive);
          open.delete(raw);
          close();
          raw.end();
        };
        const keepAlive = setInterval(async () => {
          const user = bearer
            ? (await ctx.services.tokens.resolve(bearer).catch(() => undefined))?.user
            : token
              ? await ctx.services.auth.userForToken(token).catch(() => undefined)
              : undefined;
          if (!user || !can(user, 'family.view', familyId)) return end();
          raw.write(': keep-alive\n\n');
        }, ctx.config.EVENTS_KEEPALIVE_MS);
        raw.on('close', end);
        try {
          close = await ctx.live.open(
            {
              familyId,
              send(entry) {
                if (closed) return;
                if (raw.writableLength > MAX_BUFFERED_BYTES) return end();
                raw.write(frame(entry));
              },
            },
            lastEventId,
          );
        } catch (error) {
          // The replay could not be read (the database is away): the client reconnects and tries again.
          request.log.warn({ err: error }, 'live stream replay failed');
          return end();
        }
        if (closed) return close();
        // The first bytes (the headers with them) leave only now that the stream is registered: a client
        // that refetches when its stream opens misses nothing committed before.
        raw.write('retry: 2000\n\n: live\n\n');
      },
    );
  };
