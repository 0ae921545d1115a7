import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../kernel/app-context';

export const healthRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/health',
      {
        config: { public: true },
        schema: {
          tags: ['health'],
          response: {
            200: z.object({
              data: z.object({ status: z.literal('ok'), database: z.string(), version: z.string() }),
            }),
          },
        },
      },
      async () => {
        await ctx.db.execute(sql`select 1`);
        return { data: { status: 'ok' as const, database: ctx.database.kind, version: '0.2.0' } };
      },
    );
  };
