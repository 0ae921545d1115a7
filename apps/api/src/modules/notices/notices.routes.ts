import {
  markNoticesReadBody,
  noticePreferencesSchema,
  noticeSchema,
  noticeUnreadSchema,
  userIdParam,
} from '@kitching/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../kernel/app-context';
import { routeKit } from '../../kernel/route-kit';

const userParams = z.object({ id: userIdParam });

/** A member's own reminders: the bell's list, its unread count, marking read, and the settings. */
export const noticesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const route = routeKit(app, ctx, ['notices']);
    const notices = ctx.services.notices;

    route.get(
      '/api/users/:id/notices',
      { params: userParams, data: z.array(noticeSchema) },
      (actor, { params }) => notices.list(actor, params.id),
    );
    route.get(
      '/api/users/:id/notices/unread',
      { params: userParams, data: noticeUnreadSchema },
      (actor, { params }) => notices.unread(actor, params.id),
    );
    route.post(
      '/api/users/:id/notices/read',
      { params: userParams, body: markNoticesReadBody.optional(), data: noticeUnreadSchema },
      (actor, { params, body }) => notices.markRead(actor, params.id, body?.ids),
    );
    route.get(
      '/api/users/:id/notice-preferences',
      { params: userParams, data: noticePreferencesSchema },
      (actor, { params }) => notices.preferences(actor, params.id),
    );
    route.put(
      '/api/users/:id/notice-preferences',
      { params: userParams, body: noticePreferencesSchema, data: noticePreferencesSchema },
      (actor, { params, body }) => notices.savePreferences(actor, params.id, body),
    );
  };
