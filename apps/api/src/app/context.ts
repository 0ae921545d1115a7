import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { publicUrl } from '../config';
import type { Database } from '../db/client';
import type { AppContext } from '../kernel/app-context';
import { eventBus } from '../kernel/event-bus';
import { familyLists } from '../kernel/family-list';
import { scopedRun, unitOfWork } from '../kernel/unit-of-work';
import type { Mailer } from '../lib/mailer';
import { activityRepository } from '../modules/activity/activity.repository';
import { activityService } from '../modules/activity/activity.service';
import { authRepository } from '../modules/auth/auth.repository';
import { authService } from '../modules/auth/auth.service';
import { sessionCache as createSessionCache } from '../modules/auth/session-cache';
import { calendarRepository } from '../modules/calendar/calendar.repository';
import { calendarService } from '../modules/calendar/calendar.service';
import { cookingService } from '../modules/cooking/cooking.service';
import { dashboardService } from '../modules/dashboard/dashboard.service';
import { digestRepository } from '../modules/digest/digest.repository';
import { emailDigestChannel } from '../modules/digest/email-digest.channel';
import { familiesRepository } from '../modules/families/families.repository';
import { familiesService } from '../modules/families/families.service';
import { groceryListsRepository } from '../modules/grocery-lists/grocery-lists.repository';
import { groceryListsService } from '../modules/grocery-lists/grocery-lists.service';
import { detectFormat, readers } from '../modules/imports/formats/format-registry';
import { importsService } from '../modules/imports/imports.service';
import { inventoryRepository } from '../modules/inventory/inventory.repository';
import { inventoryService } from '../modules/inventory/inventory.service';
import { stockRepository } from '../modules/inventory/stock.repository';
import { stockLedgerRepository } from '../modules/inventory/stock-ledger.repository';
import { liveHub } from '../modules/live/live-hub';
import { mealPlansRepository } from '../modules/meal-plans/meal-plans.repository';
import { mealPlansService } from '../modules/meal-plans/meal-plans.service';
import type { NoticeChannel } from '../modules/notices/notice-channel';
import { noticeScheduler } from '../modules/notices/notice-scheduler';
import { noticeSettingsRepository } from '../modules/notices/notice-settings.repository';
import { noticeSettingsService } from '../modules/notices/notice-settings.service';
import { noticesRepository } from '../modules/notices/notices.repository';
import { noticesService } from '../modules/notices/notices.service';
import { shoppingStartedReaction } from '../modules/notices/shopping-started';
import { openFoodFactsClient } from '../modules/products/open-food-facts.client';
import { productsRepository } from '../modules/products/products.repository';
import { productsService } from '../modules/products/products.service';
import { pushChannel } from '../modules/push/push.channel';
import { pushService } from '../modules/push/push.service';
import { recipesRepository } from '../modules/recipes/recipes.repository';
import { recipesService } from '../modules/recipes/recipes.service';
import { aiAnalyzer } from '../modules/smart-add/ai/ai-analyzer';
import { quickAddService } from '../modules/smart-add/quick-add.service';
import { smartAddService } from '../modules/smart-add/smart-add.service';
import { summaryService } from '../modules/summary/summary.service';
import { tokensRepository } from '../modules/tokens/tokens.repository';
import { tokensService } from '../modules/tokens/tokens.service';
import { undoRepository } from '../modules/undo/undo.repository';
import { undoService } from '../modules/undo/undo.service';
import { membersService } from '../modules/users/members.service';
import { usersRepository } from '../modules/users/users.repository';
import { usersService } from '../modules/users/users.service';
import { familyVersions } from '../modules/versions/family-versions';
import { webhookWorker } from '../modules/webhooks/webhook-delivery';
import { webhookBlockedAddress } from '../modules/webhooks/webhook-guard';
import { enqueueWebhookEvents } from '../modules/webhooks/webhook-outbox';
import { webhooksRepository } from '../modules/webhooks/webhooks.repository';
import { webhooksService } from '../modules/webhooks/webhooks.service';
import { repositories } from './repositories';

/**
 * The composition root: every repository, service and collaborator is built here, once per app, and
 * passed in; no service builds another, and no module imports this folder. Each service gets its own
 * repositories only: reads over the app's handle, and a `run` (kernel/unit-of-work.ts `scopedRun`)
 * that binds that domain's repositories, and no other, to the transaction. Another domain is reached
 * through its service, passing the transaction (`inventory.receive(tx, ...)`).
 */
export function createContext(config: Config, database: Database, mailer: Mailer, log: FastifyBaseLogger) {
  const repos = repositories(database.db);
  const bus = eventBus((error, event) =>
    log.error({ err: error, event: event.type }, 'event subscriber failed'),
  );
  // One transaction = one event = one activity row: the activity domain records the events.
  // The webhooks' outbox is written in the same transaction (issue 29: a change and its deliveries
  // commit together).
  const run = unitOfWork(database, bus, async (db, events) => {
    const recorded = await activityRepository({ db }).record(events);
    await enqueueWebhookEvents(db, recorded);
    return recorded;
  });
  // Five minutes: what changes a user, a family or a session forgets its entries at once in every
  // process (kitching_auth), and nothing is held while that is not heard, so the time is only how long
  // an idle entry stays. At 30 s, a member's next request usually missed and read the database (issue
  // 27: most of a busy instance's session lookups, and every live stream's 25 s re-check).
  const sessionCache = createSessionCache({ maxEntries: config.SESSION_CACHE_MAX, ttlMs: 5 * 60_000 });
  const openFoodFacts = openFoodFactsClient({
    baseUrl: config.OFF_BASE_URL,
    allowPrivate: config.ALLOW_PRIVATE_FETCH,
  });

  const activity = activityService({ activity: repos.activity });
  // A delete keeps what it removed for its Undo; each domain restores its own (resolved when called,
  // after the domains are built).
  const undo = undoService({
    deletions: repos.deletions,
    run: scopedRun(run, (db) => ({ deletions: undoRepository({ db }) })),
    restorers: () => ({
      'grocery.list': grocery.undeleteList,
      'grocery.item': grocery.undeleteItem,
      'inventory.item': inventory.undeleteItem,
      recipe: recipes.undelete,
      'meal.plan': meals.undeletePlan,
      'meal.planned': meals.undeletePlanned,
    }),
  });
  const inventory = inventoryService({
    inventory: repos.inventory,
    stock: repos.stock,
    ledger: repos.stockLedger,
    run: scopedRun(run, (db) => ({
      inventory: inventoryRepository({ db }),
      stock: stockRepository({ db }),
      ledger: stockLedgerRepository({ db }),
    })),
    deletions: undo,
  });
  // A recipe deleted for good leaves its copy in the meal plans that follow it (resolved when called,
  // after both are built).
  const recipes = recipesService({
    recipes: repos.recipes,
    run: scopedRun(run, (db) => ({ recipes: recipesRepository({ db }) })),
    beforeRemove: (tx, recipe) => meals.keepRecipeCopies(tx, recipe),
    deletions: undo,
    afterUndelete: (tx, recipeId, followers) => meals.followRecipeAgain(tx, recipeId, followers),
    // 'What can be cooked now' asks the pantry and the links through their services (grocery is built
    // after recipes: resolved when called).
    pantry: {
      stock: async (familyId) =>
        (await inventory.stock(familyId)).map(({ id, name, quantity, unit, expirationDate }) => ({
          id,
          name,
          quantity,
          unit,
          expirationDate: expirationDate ?? null,
        })),
      links: (familyId) => grocery.linkPairs(familyId),
    },
  });
  const grocery = groceryListsService({
    grocery: repos.grocery,
    run: scopedRun(run, (db) => ({ grocery: groceryListsRepository({ db }) })),
    inventory,
    recipes,
    deletions: undo,
  });
  const products = productsService({
    products: repos.products,
    inventory,
    openFoodFacts,
    run: scopedRun(run, (db) => ({ products: productsRepository({ db }) })),
  });
  const smartAdd = smartAddService({ config });
  const auth = authService({
    auth: repos.auth,
    users: repos.users,
    mailer,
    publicUrl: publicUrl(config),
    sessionDays: config.SESSION_DAYS,
    sessionCache,
    run: scopedRun(run, (db) => ({ auth: authRepository({ db }) })),
  });
  // Profile setup reads the family it joins, family creation makes its creator a member: each through
  // the other's service (the lookup resolves `families` when called, after both are built).
  const users = usersService({
    users: repos.users,
    families: { find: (id: number) => families.find(id) },
    run: scopedRun(run, (db) => ({ users: usersRepository({ db }) })),
    sessionCache,
  });
  const families = familiesService({
    families: repos.families,
    run: scopedRun(run, (db) => ({ families: familiesRepository({ db }) })),
    users,
    sessionCache,
  });
  const meals = mealPlansService({
    meals: repos.meals,
    run: scopedRun(run, (db) => ({ meals: mealPlansRepository({ db }) })),
    grocery,
    inventory,
    recipes,
    deletions: undo,
  });
  const noticesRun = scopedRun(run, (db) => ({ notices: noticesRepository({ db }) }));
  /** Push and email register here (their modules); the in-app centre needs none. */
  const noticeChannels: NoticeChannel[] = [];
  const push = pushService({ push: repos.push, allowPrivate: config.ALLOW_PRIVATE_FETCH });
  noticeChannels.push(
    pushChannel({
      push,
      subject: config.VAPID_SUBJECT,
      ttlSeconds: config.PUSH_TTL,
      allowPrivate: config.ALLOW_PRIVATE_FETCH,
    }),
  );
  const notices = noticeScheduler({
    notices: repos.notices,
    run: noticesRun,
    users,
    inventory,
    meals,
    channels: noticeChannels,
    onError: (error, where) => log.warn({ err: error }, `${where} failed`),
  });
  const noticesOwn = noticesService({ notices: repos.notices, run: noticesRun });
  const webhooksRun = scopedRun(run, (db) => ({ webhooks: webhooksRepository({ db }) }));
  const isWebhookAddressBlocked = webhookBlockedAddress(config.WEBHOOK_ALLOW_PRIVATE);
  const webhooks = webhookWorker({
    webhooks: repos.webhooks,
    run: webhooksRun,
    notices: noticesOwn,
    leaders: async (familyId) =>
      (await repos.users.listByFamily(familyId))
        .filter((member) => member.role === 1 || member.role === 2)
        .map((member) => member.id),
    isBlockedAddress: isWebhookAddressBlocked,
    timeoutMs: config.WEBHOOK_TIMEOUT_MS,
    onError: (error) => log.warn({ err: error }, 'webhook delivery failed'),
  });
  // Issue 26's 'someone started shopping' notice: a reaction to the grocery domain's committed ticks.
  bus.subscribe(
    shoppingStartedReaction({
      notices: repos.notices,
      run: noticesRun,
      users,
      channels: noticeChannels,
      deliver: () => notices.deliver(),
      onError: (error) => log.warn({ err: error }, 'shopping notice failed'),
    }),
  );
  const services = {
    activity,
    notices: noticesOwn,
    noticeSettings: noticeSettingsService({
      settings: noticeSettingsRepository({ db: database.db }),
      run: scopedRun(run, (db) => ({ settings: noticeSettingsRepository({ db }) })),
    }),
    auth,
    // The member's zone, from their reminder settings (UTC until they saved them).
    calendar: calendarService({
      feeds: calendarRepository({ db: database.db }),
      members: { find: (id) => users.findMember(id) },
      meals,
      timeZoneOf: async (userId) =>
        (await repos.notices.preferences([userId])).get(userId)?.timeZone ?? 'UTC',
    }),
    cooking: cookingService({ run: scopedRun(run, () => ({})), inventory, recipes, meals, grocery }),
    dashboard: dashboardService({ inventory }),
    imports: importsService({
      recipes,
      meals,
      grocery,
      inventory,
      families,
      users,
      run: scopedRun(run, () => ({})),
      formats: { readers, detectFormat },
    }),
    families,
    grocery,
    meals,
    inventory,
    products,
    push,
    recipes,
    smartAdd,
    summary: summaryService({ inventory, meals }),
    tokens: tokensService({ tokens: tokensRepository({ db: database.db }), sessionCache }),
    undo,
    quickAdd: quickAddService({
      smartAdd,
      products,
      recipes,
      meals,
      inventory,
      grocery,
      run: scopedRun(run, () => ({})),
      ai: aiAnalyzer(config, {
        timeoutMs: config.AI_TIMEOUT_MS,
        log: (message, err) => log.warn({ err }, message),
      }),
    }),
    users,
    webhooks: webhooksService({
      webhooks: repos.webhooks,
      run: webhooksRun,
      isBlockedAddress: isWebhookAddressBlocked,
    }),
    members: membersService({
      users: repos.users,
      run: scopedRun(run, (db) => ({ users: usersRepository({ db }) })),
      auth,
      sessionCache,
    }),
  };
  const versions = familyVersions(database, repos.versions);
  const lists = familyLists({ versions, maxBytes: Math.round(config.CACHE_MAX_MB * 1024 * 1024) });
  const live = liveHub({
    database,
    bus,
    activity,
    onError: (error) => log.error({ err: error }, 'live stream delivery failed'),
  });
  // The daily email digest: a notice channel, and `sendDueDigests(now)` for the notices scheduler's pass.
  const emailDigest = emailDigestChannel({
    mailer,
    appUrl: publicUrl(config),
    digest: digestRepository({ db: database.db }),
    run: scopedRun(run, (db) => ({ digest: digestRepository({ db }) })),
    onError: (error, userId) => log.error({ err: error, userId }, 'email digest failed'),
  });
  noticeChannels.push(emailDigest);
  const modules: AppContext = { config, database, db: database.db, bus, lists, services, live };
  return {
    ...modules,
    services,
    mailer,
    emailDigest,
    /** The app's repositories (the root's own plugins; tests). Services get only their own. */
    repos,
    run,
    sessionCache,
    versions,
    /** The reminders' scheduler (started by housekeeping) and the channels it hands notices to. */
    notices,
    noticeChannels,
    /** The webhooks' deliveries (started by housekeeping; tests run a pass with `deliverDue`). */
    webhooks,
  };
}
/** The composition root's context: what every module gets (kernel/app-context.ts), and the root's own. */
export type RootContext = ReturnType<typeof createContext>;
