import cookie from '@fastify/cookie';
import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { createMailer, type Mailer } from '../lib/mailer';
import { activityRoutes } from '../modules/activity/activity.routes';
import { authRoutes } from '../modules/auth/auth.routes';
import { calendarRoutes } from '../modules/calendar/calendar.routes';
import { cookingRoutes } from '../modules/cooking/cooking.routes';
import { dashboardRoutes } from '../modules/dashboard/dashboard.routes';
import { familiesRoutes } from '../modules/families/families.routes';
import { groceryListsRoutes } from '../modules/grocery-lists/grocery-lists.routes';
import { healthRoutes } from '../modules/health/health.routes';
import { registerIdempotency } from '../modules/idempotency/idempotency.plugin';
import { importsRoutes } from '../modules/imports/imports.routes';
import { inventoryRoutes } from '../modules/inventory/inventory.routes';
import { liveRoutes } from '../modules/live/live.routes';
import { mcpRoutes } from '../modules/mcp/mcp.routes';
import { mealPlansRoutes } from '../modules/meal-plans/meal-plans.routes';
import { noticeSettingsRoutes } from '../modules/notices/notice-settings.routes';
import { noticeTestRoutes } from '../modules/notices/notice-test.routes';
import { noticesRoutes } from '../modules/notices/notices.routes';
import { productsRoutes } from '../modules/products/products.routes';
import { pushRoutes } from '../modules/push/push.routes';
import { recipeImageRoutes } from '../modules/recipes/recipe-image.routes';
import { recipesRoutes } from '../modules/recipes/recipes.routes';
import { smartAddRoutes } from '../modules/smart-add/smart-add.routes';
import { summaryRoutes } from '../modules/summary/summary.routes';
import { registerTokenScopes } from '../modules/tokens/token-scopes.plugin';
import { tokensRoutes } from '../modules/tokens/tokens.routes';
import { undoRoutes } from '../modules/undo/undo.routes';
import { usersRoutes } from '../modules/users/users.routes';
import { webhooksRoutes } from '../modules/webhooks/webhooks.routes';
import { createContext, type RootContext } from './context';
import { startHousekeeping } from './housekeeping';
import { RequestLog } from './logger';
import { registerAuth } from './plugins/auth.plugin';
import { registerCompression } from './plugins/compress.plugin';
import { registerErrorHandler, registerNulGuard } from './plugins/errors.plugin';
import { registerNoStore } from './plugins/no-store.plugin';
import { registerOpenApi } from './plugins/openapi.plugin';
import { registerRateLimit } from './plugins/rate-limit.plugin';
import { registerSecurityHeaders } from './plugins/security-headers.plugin';
import { registerStatic } from './plugins/static.plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's composition root (app/context.ts): tests reach services and the event bus through it. */
    ctx: RootContext;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
  /** Tests skip serving the web app. */
  serveWeb?: boolean;
}

/**
 * A number of hops becomes "the addresses nearest the socket": Fastify itself refuses to trust a bare
 * count (it cannot tell a proxy from a client that connected directly), which is the operator's choice
 * here, documented with TRUST_PROXY in the README.
 */
function trustedProxies(trust: Config['TRUST_PROXY']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/** The one app factory, used by the server and by the tests. */
export async function buildApp({ config, database, mailer, logger, serveWeb = true }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    logController: new RequestLog(),
    bodyLimit: 1024 * 1024,
    trustProxy: trustedProxies(config.TRUST_PROXY),
    // Errors the router raises before any handler (a malformed or overlong path) get the API's shape too.
    frameworkErrors: (error, _request, reply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      (reply as FastifyReply).status(tooLong ? 404 : 400).send({
        error: tooLong
          ? { code: 'request.not_found', message: 'Not found' }
          : { code: 'request.bad_url', message: 'The address is not valid.' },
      });
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const ctx = createContext(
    config,
    database,
    mailer ?? createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log: app.log }),
    app.log,
  );
  app.decorate('ctx', ctx);

  registerSecurityHeaders(app);
  registerIdempotency(app, ctx.repos.idempotency);
  registerCompression(app);
  registerNoStore(app);
  await app.register(cookie);
  await registerRateLimit(app);
  await registerOpenApi(app);
  registerAuth(app, ctx);
  registerTokenScopes(app, { perMinute: config.RATE_LIMIT_TOKEN });
  await startHousekeeping(app, ctx);
  registerNulGuard(app);

  for (const routes of [
    healthRoutes,
    authRoutes,
    usersRoutes,
    familiesRoutes,
    recipesRoutes,
    recipeImageRoutes,
    inventoryRoutes,
    productsRoutes,
    smartAddRoutes,
    groceryListsRoutes,
    mealPlansRoutes,
    cookingRoutes,
    activityRoutes,
    dashboardRoutes,
    importsRoutes,
    liveRoutes,
    undoRoutes,
    pushRoutes,
    calendarRoutes,
    noticesRoutes,
    tokensRoutes,
    summaryRoutes,
    mcpRoutes,
    webhooksRoutes,
    noticeSettingsRoutes,
  ]) {
    await app.register(routes(ctx));
  }
  if (config.TEST_ROUTES) await app.register(noticeTestRoutes(ctx));
  if (serveWeb) await registerStatic(app, config.webDist);
  return app;
}
