import {
  analyzeBody,
  analyzeHtmlBody,
  analyzeRecipeResult,
  analyzeResponse,
  analyzeUrlBody,
  quickAddGroceryBody,
  quickAddGroceryResult,
  RECIPE_IMPORT_MAX_HTML_BYTES,
  recipeImportErrors,
  recipeImportMessages,
} from '@kitching/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../kernel/app-context';
import { AppError } from '../../kernel/errors';
import { requireFamilyUser } from '../../kernel/guards';
import { routeKit } from '../../kernel/route-kit';
import { BUSY_CODE, BUSY_RETRY_AFTER_SECONDS } from './smart-add.errors';

/** Each import fetches or parses a whole page: a few a minute per person is plenty. */
const IMPORTS_PER_MINUTE = 30;
/** A quick add is read in well under a millisecond, but may look a product up or ask the AI service. */
const ANALYSES_PER_MINUTE = 120;
// JSON escaping makes pasted HTML larger than the page: room for 5 MB of HTML plus the quoting.
const HTML_BODY_LIMIT = RECIPE_IMPORT_MAX_HTML_BYTES + 1024 * 1024;

export const smartAddRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const smartAdd = ctx.services.smartAdd;
    const tags = ['smart-add'];
    const route = routeKit(app, ctx, tags);
    // The service reads pages in worker threads; they stop when the app closes, so that the server
    // and the tests exit cleanly (a plugin's onClose hook runs when the whole app closes).
    app.addHook('onClose', async () => smartAdd.close());
    app.addHook('onError', async (_request, reply, error) => {
      if (error instanceof AppError && error.code === BUSY_CODE)
        reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
    });
    const rateLimit = {
      max: IMPORTS_PER_MINUTE,
      timeWindow: '1 minute',
      keyGenerator: (request: { sessionToken?: string; ip: string }) => request.sessionToken ?? request.ip,
    };

    app.post(
      '/api/smart-add/analyze',
      {
        config: { rateLimit: { ...rateLimit, max: ANALYSES_PER_MINUTE } },
        schema: { tags, body: analyzeBody, response: { 200: analyzeResponse } },
      },
      async (request) => ctx.services.quickAdd.analyze(requireFamilyUser(request), request.body),
    );

    // Issue 24: a grocery reading onto a list in progress (200) or a new list (201).
    route.upsert(
      '/api/smart-add/grocery-list',
      { body: quickAddGroceryBody, data: quickAddGroceryResult },
      (actor, { body }) => ctx.services.quickAdd.saveGroceryList(actor, body),
    );

    route.post(
      '/api/smart-add/analyze-url',
      { config: { rateLimit }, body: analyzeUrlBody, data: analyzeRecipeResult },
      (actor, { body }) => smartAdd.analyzeUrl(actor, body.url),
    );

    route.post(
      '/api/smart-add/analyze-html',
      {
        bodyLimit: HTML_BODY_LIMIT,
        // A body over the limit says what is too large, as the service does for a page over 5 MB.
        config: {
          rateLimit,
          tooLarge: { code: recipeImportErrors.tooLarge, message: recipeImportMessages.tooLarge.message },
        },
        body: analyzeHtmlBody,
        data: analyzeRecipeResult,
      },
      (actor, { body }) => smartAdd.analyzeHtml(actor, body.html, body.url),
    );
  };
