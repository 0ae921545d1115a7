import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { publicUrl } from '../config';
import type { Database } from '../db/client';
import type { Mailer } from '../lib/mailer';
import { activityService } from '../modules/activity/activity.service';
import { authService } from '../modules/auth/auth.service';
import { sessionCache as createSessionCache } from '../modules/auth/session-cache';
import { familiesService } from '../modules/families/families.service';
import { groceryListsService } from '../modules/grocery-lists/grocery-lists.service';
import { inventoryService } from '../modules/inventory/inventory.service';
import { liveHub } from '../modules/live/live-hub';
import { mealPlansService } from '../modules/meal-plans/meal-plans.service';
import { openFoodFactsClient } from '../modules/products/open-food-facts.client';
import { productsService } from '../modules/products/products.service';
import { recipesService } from '../modules/recipes/recipes.service';
import { aiAnalyzer } from '../modules/smart-add/ai/ai-analyzer';
import { quickAddService } from '../modules/smart-add/quick-add.service';
import { smartAddService } from '../modules/smart-add/smart-add.service';
import { membersService } from '../modules/users/members.service';
import { usersService } from '../modules/users/users.service';
import { familyVersions } from '../modules/versions/family-versions';
import { eventBus } from './events/event-bus';
import { familyLists } from './family-list';
import { repositories } from './repositories';
import { unitOfWork } from './unit-of-work';

/**
 * The composition root: every repository, service and collaborator is built here, once per app, and
 * passed in; no service builds another. Use cases that write run through `run` (app/unit-of-work.ts):
 * one transaction, its events recorded and then published on `bus`.
 */
export function createContext(config: Config, database: Database, mailer: Mailer, log: FastifyBaseLogger) {
  const repos = repositories(database.db);
  const bus = eventBus((error, event) =>
    log.error({ err: error, event: event.type }, 'event subscriber failed'),
  );
  const run = unitOfWork(database, bus);
  const sessionCache = createSessionCache();
  const openFoodFacts = openFoodFactsClient({
    baseUrl: config.OFF_BASE_URL,
    allowPrivate: config.ALLOW_PRIVATE_FETCH,
  });

  const inventory = inventoryService({ inventory: repos.inventory, run });
  const grocery = groceryListsService({ grocery: repos.grocery, run });
  const products = productsService({ products: repos.products, inventory, openFoodFacts, run });
  const smartAdd = smartAddService({ config });
  const services = {
    activity: activityService({ activity: repos.activity }),
    auth: authService({
      auth: repos.auth,
      users: repos.users,
      mailer,
      publicUrl: publicUrl(config),
      sessionDays: config.SESSION_DAYS,
      sessionCache,
    }),
    families: familiesService({ families: repos.families, run, sessionCache }),
    grocery,
    meals: mealPlansService({ repos, grocery, run }),
    inventory,
    products,
    recipes: recipesService({ recipes: repos.recipes, run }),
    smartAdd,
    quickAdd: quickAddService({
      smartAdd,
      products,
      ai: aiAnalyzer(config, {
        timeoutMs: config.AI_TIMEOUT_MS,
        log: (message, err) => log.warn({ err }, message),
      }),
    }),
    users: usersService({ users: repos.users, families: repos.families, run, sessionCache }),
    members: membersService({ users: repos.users, run, sessionCache }),
  };
  const versions = familyVersions(database, repos.versions);
  const lists = familyLists({ versions });
  const live = liveHub({
    database,
    bus,
    activity: repos.activity,
    onError: (error) => log.error({ err: error }, 'live stream delivery failed'),
  });
  return {
    config,
    database,
    db: database.db,
    mailer,
    repos,
    bus,
    run,
    services,
    sessionCache,
    versions,
    lists,
    live,
  };
}
export type AppContext = ReturnType<typeof createContext>;
