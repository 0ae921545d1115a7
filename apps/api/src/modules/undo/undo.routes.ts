import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../kernel/app-context';
import { idParams, routeKit } from '../../kernel/route-kit';

/** What an undo answers: the event its restore raised, for the client to apply as its own write. */
const restored = z.object({ type: z.string(), details: z.record(z.string(), z.unknown()) });

/** Issue 24: `POST /api/deletions/:id/undo`, the id being a DELETE answer's `undoId`. */
export const undoRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const route = routeKit(app, ctx, ['undo']);
    route.post('/api/deletions/:id/undo', { params: idParams, data: restored }, (actor, { params }) =>
      ctx.services.undo.undo(actor, params.id),
    );
  };
