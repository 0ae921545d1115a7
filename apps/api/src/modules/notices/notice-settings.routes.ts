import { noticeSettingsSchema } from '@kitching/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../kernel/app-context';
import { familyParams, routeKit } from '../../kernel/route-kit';

/** The family's reminder settings: how many days ahead 'expiring' looks (issue 26). */
export const noticeSettingsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const route = routeKit(app, ctx, ['notices']);
    const settings = ctx.services.noticeSettings;

    route.get(
      '/api/families/:familyId/notice-settings',
      { params: familyParams, data: noticeSettingsSchema },
      (actor, { params }) => settings.get(actor, params.familyId),
    );
    route.put(
      '/api/families/:familyId/notice-settings',
      { params: familyParams, body: noticeSettingsSchema, data: noticeSettingsSchema },
      (actor, { params, body }) => settings.save(actor, params.familyId, body),
    );
  };
