import {
  analyzeHtmlBody,
  analyzeRecipeResponse,
  analyzeUrlBody,
  RECIPE_IMPORT_MAX_HTML_BYTES,
} from '@kitching/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app/context';
import { requireFamilyUser } from '../../app/plugins/auth.plugin';

/** Each import fetches or parses a whole page: a few a minute per person is plenty. */
const IMPORTS_PER_MINUTE = 30;
// JSON escaping makes pasted HTML larger than the page: room for 5 MB of HTML plus the quoting.
const HTML_BODY_LIMIT = RECIPE_IMPORT_MAX_HTML_BYTES + 1024 * 1024;

export const smartAddRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const smartAdd = ctx.services.smartAdd;
    const tags = ['smart-add'];
    const rateLimit = {
      max: IMPORTS_PER_MINUTE,
      timeWindow: '1 minute',
      keyGenerator: (request: { sessionToken?: string; ip: string }) => request.sessionToken ?? request.ip,
    };

    app.post(
      '/api/smart-add/analyze-url',
      {
        config: { rateLimit },
        schema: { tags, body: analyzeUrlBody, response: { 200: analyzeRecipeResponse } },
      },
      async (request) => ({ data: await smartAdd.analyzeUrl(requireFamilyUser(request), request.body.url) }),
    );

    app.post(
      '/api/smart-add/analyze-html',
      {
        bodyLimit: HTML_BODY_LIMIT,
        config: { rateLimit },
        schema: { tags, body: analyzeHtmlBody, response: { 200: analyzeRecipeResponse } },
      },
      async (request) => ({
        data: await smartAdd.analyzeHtml(requireFamilyUser(request), request.body.html, request.body.url),
      }),
    );
  };
