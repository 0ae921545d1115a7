import { calendarFeedStatusSchema, calendarFeedUrlSchema, userIdParam } from '@kitching/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../kernel/app-context';
import { requireUser } from '../../kernel/guards';
import { routeKit } from '../../kernel/route-kit';

const userParams = z.object({ id: userIdParam });
const feedParams = z.object({ file: z.string().max(200) });

/**
 * Issue 26: the member's private calendar address (`/api/users/:id/calendar-feed`, their own only) and the
 * feed itself, public by its secret (`/api/calendar/<secret>.ics`): calendar apps send no session.
 */
export const calendarRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const calendar = ctx.services.calendar;
    const self = routeKit(app, ctx, ['calendar'], requireUser);
    // The address the member's apps reach: PUBLIC_URL when set, else the host this request came to.
    const baseUrl = (request: { protocol: string; host: string }) =>
      (ctx.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`).replace(/\/$/, '');

    self.get(
      '/api/users/:id/calendar-feed',
      { params: userParams, data: calendarFeedStatusSchema },
      (actor, { params }) => calendar.status(actor, params.id),
    );

    app.post(
      '/api/users/:id/calendar-feed',
      {
        schema: {
          tags: ['calendar'],
          params: userParams,
          response: { 200: z.object({ data: calendarFeedUrlSchema }) },
        },
      },
      async (request) => {
        const secret = await calendar.renew(requireUser(request), request.params.id);
        const url = `${baseUrl(request).replace(/^https?:/, 'webcal:')}/api/calendar/${secret}.ics`;
        return { data: { url } };
      },
    );

    self.delete(
      '/api/users/:id/calendar-feed',
      { params: userParams, data: calendarFeedStatusSchema },
      async (actor, { params }) => {
        await calendar.revoke(actor, params.id);
        return { exists: false, createdAt: null };
      },
    );

    app.get(
      '/api/calendar/:file',
      {
        config: { public: true, rateLimit: { max: ctx.config.RATE_LIMIT_CALENDAR, timeWindow: '1 minute' } },
        schema: { tags: ['calendar'], params: feedParams, hide: true },
      },
      async (request, reply) => {
        const { file } = request.params;
        const secret = file.endsWith('.ics') ? file.slice(0, -4) : '';
        const feed = await calendar.feed(secret, baseUrl(request));
        reply
          .header('cache-control', 'private, max-age=900')
          .header('etag', feed.etag)
          .header('last-modified', feed.lastModified.toUTCString());
        if (request.headers['if-none-match'] === feed.etag) return reply.code(304).send();
        return reply
          .type('text/calendar; charset=utf-8')
          .header('content-disposition', 'inline; filename="kitching.ics"')
          .send(feed.body);
      },
    );
  };
