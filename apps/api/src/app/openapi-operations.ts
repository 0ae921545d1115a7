/**
 * Every API operation's name and one-line summary, by `METHOD /path` as the route registers it (issue 29).
 * The OpenAPI document takes them from here (`app/plugins/openapi-transform.ts`), so a generated client
 * has method names (`listInventoryItems`) and the routes files stay as they are. A route added without a
 * line here fails `openapi-operations.api.test.ts` and the document's lint (`npm test -- openapi`).
 * An operationId is a verb and its object, unique in the document.
 */
export interface OperationName {
  operationId: string;
  summary: string;
  /** Error statuses the operation answers beyond those its route's config implies (openapi-errors.ts). */
  errors: readonly number[];
}

type Table = Record<string, readonly [operationId: string, summary: string, errors?: readonly number[]]>;

const OPERATIONS: Table = {
  'GET /api/health': ['getHealth', 'Check that the server and its database answer'],

  'POST /api/auth/register': ['registerAccount', 'Create an account and sign in', [409]],
  'POST /api/auth/login': ['signIn', 'Sign in with email and password', [401, 403]],
  'POST /api/auth/logout': ['signOut', 'Sign out, ending this session'],
  'POST /api/auth/magic-link': ['sendMagicLink', 'Send a sign-in link and code to an email address'],
  'GET /api/auth/email-delivery': ['getEmailDelivery', 'Tell how this server delivers sign-in links'],
  'POST /api/auth/exchange': ['exchangeSignInCode', "Sign in with a magic link's code"],
  'GET /api/auth/session': ['getSession', 'Read the signed-in user, or null'],

  'GET /api/users/profile': ['getProfile', "Read the signed-in user's profile"],
  'POST /api/users/profile': ['setUpProfile', "Set up the signed-in user's profile"],
  'GET /api/families/:familyId/users': ['listFamilyMembers', "List the family's members"],
  'POST /api/families/:familyId/users': ['addFamilyMember', 'Add a member to the family'],
  'PATCH /api/users/:id': ['updateMember', "Edit a member's profile or role"],
  'PATCH /api/users/:id/password': ['changePassword', 'Change a password'],

  'POST /api/families': ['createFamily', 'Create a family, led by the signed-in user'],
  'GET /api/families/:familyId': ['getFamily', 'Read a family'],
  'PATCH /api/families/:familyId': ['renameFamily', 'Rename a family'],

  'GET /api/families/:familyId/recipes': ['listRecipes', "List or search the family's recipes"],
  'POST /api/families/:familyId/recipes': ['createRecipe', 'Add a recipe'],
  'GET /api/families/:familyId/recipe-tags': ['listRecipeTags', "List the recipes' tags with counts"],
  'GET /api/recipes/:id': ['getRecipe', 'Read a recipe'],
  'PATCH /api/recipes/:id': ['updateRecipe', 'Edit a recipe'],
  'DELETE /api/recipes/:id': ['deleteRecipe', 'Delete an archived recipe for good'],
  'PATCH /api/recipes/:id/archive': ['archiveRecipe', 'Archive a recipe'],
  'PATCH /api/recipes/:id/unarchive': ['unarchiveRecipe', 'Restore an archived recipe'],
  'GET /api/recipes/:id/image': ['getRecipeImage', "Download a recipe's photo"],
  'PUT /api/recipes/:id/image': ['setRecipeImage', "Upload a recipe's photo (JPEG, PNG or WebP)"],
  'DELETE /api/recipes/:id/image': ['deleteRecipeImage', "Remove a recipe's photo"],

  'GET /api/families/:familyId/inventory': ['listInventoryItems', "List the family's inventory"],
  'POST /api/families/:familyId/inventory': ['addInventoryItem', 'Add an item to the inventory'],
  'PATCH /api/inventory/:id': ['updateInventoryItem', 'Edit an inventory item'],
  'DELETE /api/inventory/:id': ['deleteInventoryItem', 'Delete an inventory item'],
  'GET /api/inventory/:id/batches': ['listItemBatches', "List an item's batches holding stock"],
  'GET /api/inventory/:id/ledger': ['listItemLedger', "Page through an item's stock history"],
  'POST /api/inventory/:id/take': ['takeFromItem', 'Use, waste or correct an amount of an item'],
  'PATCH /api/inventory-batches/:id': ['updateBatch', 'Edit a batch (amount, dates, place)'],
  'GET /api/families/:familyId/shelf-life': ['getShelfLife', "Read the family's shelf life per category"],
  'PUT /api/families/:familyId/shelf-life': ['setShelfLife', "Set the family's shelf life per category"],

  'POST /api/scan/barcode': ['lookUpBarcode', 'Look up a product by its barcode'],
  'POST /api/ai/recognize-product': ['recognizeProduct', 'Read a barcode from a photo'],
  'POST /api/families/:familyId/products': ['nameProduct', "Remember the family's name for a barcode"],
  'POST /api/scan/add': ['addScannedItem', 'Add a scanned product to the inventory'],
  'POST /api/scan/remove': ['removeScannedItem', 'Use up a scanned product'],

  'POST /api/smart-add/analyze': ['analyzeText', 'Read a text as an item, list, recipe or meal'],
  'POST /api/smart-add/grocery-list': ['saveQuickAddList', "Save quick add's grocery reading"],
  'POST /api/smart-add/analyze-url': ['importRecipeFromUrl', 'Read a recipe from a web address'],
  'POST /api/smart-add/analyze-html': ['importRecipeFromHtml', "Read a recipe from a page's HTML"],

  'GET /api/families/:familyId/grocery-lists': ['listGroceryLists', "List the family's grocery lists"],
  'POST /api/families/:familyId/grocery-lists': ['createGroceryList', 'Create a grocery list'],
  'GET /api/grocery-lists/:listId': ['getGroceryList', 'Read a grocery list with its lines'],
  'PATCH /api/grocery-lists/:listId': ['updateGroceryList', 'Rename or close a grocery list'],
  'DELETE /api/grocery-lists/:listId': ['deleteGroceryList', 'Delete a grocery list'],
  'POST /api/grocery-lists/:listId/items': ['addGroceryLines', 'Add lines to a grocery list'],
  'PATCH /api/grocery-list-items/:itemId': ['updateGroceryLine', 'Edit or tick a grocery line'],
  'DELETE /api/grocery-list-items/:itemId': ['deleteGroceryLine', 'Delete a grocery line'],
  'POST /api/grocery-lists/:listId/put-away': ['putAwayGroceryList', 'Put the bought lines into stock'],
  'POST /api/grocery-lists/:listId/add-low-stock': ['addLowStockToList', 'Add the low-stock items'],
  'POST /api/grocery-lists/:listId/add-recipe': ['addRecipeToList', "Add a recipe's missing ingredients"],
  'GET /api/families/:familyId/product-links': ['listProductLinks', "List the family's linked names"],
  'POST /api/families/:familyId/product-links': ['linkProductNames', 'Link two names as one product'],
  'DELETE /api/product-links/:linkId': ['unlinkProductNames', 'Remove a link between two names'],
  'GET /api/families/:familyId/grocery-settings': [
    'getGrocerySettings',
    "Read the family's grocery settings",
  ],
  'PUT /api/families/:familyId/grocery-settings': ['setGrocerySettings', "Set the family's grocery settings"],
  'GET /api/families/:familyId/shop-order': ['getShopOrder', "Read the family's aisle order"],
  'PUT /api/families/:familyId/shop-order': ['setShopOrder', "Set the family's aisle order"],

  'GET /api/families/:familyId/meal-plans': ['listMealPlans', "List the family's meal plans"],
  'POST /api/families/:familyId/meal-plans': ['createMealPlan', 'Create a meal plan'],
  'GET /api/meal-plans/:id': ['getMealPlan', 'Read a meal plan'],
  'PATCH /api/meal-plans/:id': ['updateMealPlan', 'Edit a meal plan'],
  'DELETE /api/meal-plans/:id': ['deleteMealPlan', 'Delete a meal plan'],
  'POST /api/meal-plans/:id/keep-as-recipe': ['keepMealPlanAsRecipe', 'Keep a meal plan as a recipe'],
  'POST /api/meal-plans/:id/unlink': ['unlinkMealPlan', 'Make a meal plan a copy of its recipe'],
  'GET /api/families/:familyId/planned-meals': ['listPlannedMeals', 'List the meals planned in a date range'],
  'POST /api/families/:familyId/planned-meals': ['planMeal', 'Plan a meal on a day'],
  'PATCH /api/planned-meals/:id': ['movePlannedMeal', 'Move a planned meal'],
  'DELETE /api/planned-meals/:id': ['deletePlannedMeal', 'Remove a planned meal'],
  'GET /api/families/:familyId/meal-suggestions': ['listMealSuggestions', 'Suggest meals the pantry covers'],
  'POST /api/families/:familyId/planned-meals/shopping': [
    'shopForPlannedMeals',
    "Add a week's needs to a list",
  ],
  'POST /api/families/:familyId/meal-suggestions/shopping': [
    'shopForSuggestion',
    "Add a dish's needs to a list",
  ],

  'POST /api/families/:familyId/cook': ['cookRecipe', 'Cook a dish, taking its ingredients from stock'],
  'POST /api/families/:familyId/cook/:cookId/undo': ['undoCook', 'Undo a cook'],
  'POST /api/families/:familyId/stock-actions/:actionId/undo': ['undoStockAction', 'Undo a stock action'],
  'POST /api/families/:familyId/stock/take': ['takeStockByName', 'Use or waste stock by its name'],

  'GET /api/families/:familyId/activity': ['listActivity', "Page through the family's activity"],
  'GET /api/families/:familyId/events': ['streamFamilyEvents', "Stream the family's events (SSE)"],
  'GET /api/families/:familyId/dashboard/waste': [
    'getWasteChart',
    'Read food thrown away and saved per week',
  ],

  'POST /api/families/:familyId/imports': ['importFamilyData', 'Import an export or another app file'],
  'GET /api/families/:familyId/export': ['exportFamilyData', "Download the family's data as a zip"],
  'GET /api/families/:familyId/inventory.csv': ['exportInventoryCsv', 'Download the inventory as CSV'],

  'POST /api/deletions/:id/undo': ['undoDeletion', 'Undo a delete within its window'],

  'GET /api/push/public-key': ['getPushPublicKey', "Read the server's Web Push key"],
  'GET /api/users/:id/push-subscriptions': ['listPushSubscriptions', "List a member's push browsers"],
  'POST /api/users/:id/push-subscriptions': ['subscribeToPush', 'Register a browser for push notices'],
  'DELETE /api/users/:id/push-subscriptions': ['unsubscribeFromPush', 'Remove a browser from push'],

  'GET /api/users/:id/calendar-feed': ['getCalendarFeed', "Read a member's calendar feed address"],
  'POST /api/users/:id/calendar-feed': ['renewCalendarFeed', "Make a member's calendar feed address anew"],
  'DELETE /api/users/:id/calendar-feed': ['deleteCalendarFeed', "Turn a member's calendar feed off"],

  'GET /api/users/:id/notices': ['listNotices', "List a member's notices"],
  'GET /api/users/:id/notices/unread': ['countUnreadNotices', "Count a member's unread notices"],
  'POST /api/users/:id/notices/read': ['markNoticesRead', 'Mark notices read'],
  'GET /api/users/:id/notice-preferences': ['getNoticePreferences', "Read a member's reminder settings"],
  'PUT /api/users/:id/notice-preferences': ['setNoticePreferences', "Set a member's reminder settings"],

  'GET /api/families/:familyId/notice-settings': ['getNoticeSettings', "Read the family's reminder settings"],
  'PUT /api/families/:familyId/notice-settings': ['setNoticeSettings', "Set the family's reminder settings"],

  'GET /api/users/:id/tokens': [
    'listAccessTokens',
    "List the member's personal access tokens (never the token)",
  ],
  'POST /api/users/:id/tokens': ['createAccessToken', 'Create a personal access token, answered once', [409]],
  'DELETE /api/users/:id/tokens/:tokenId': ['revokeAccessToken', 'Revoke a personal access token at once'],
  'GET /api/tokens/current': ['getCurrentToken', "Who this request acts as, and its token's scopes"],
  'GET /api/summary': [
    'getKitchenSummary',
    "The kitchen at a glance: expiring today, expired, low, tonight's dinner",
  ],

  'GET /api/families/:familyId/webhooks': ['listWebhooks', "List the family's webhooks"],
  'POST /api/families/:familyId/webhooks': ['createWebhook', 'Add a webhook (its secret is answered once)'],
  'DELETE /api/webhooks/:id': ['deleteWebhook', 'Delete a webhook'],
  'POST /api/webhooks/:id/enable': ['enableWebhook', 'Turn a webhook that was turned off on again'],
  'GET /api/webhooks/:id/deliveries': ['listWebhookDeliveries', "List a webhook's last deliveries"],
};

/** The name of `METHOD /path` (Fastify's form: `/api/recipes/:id`), or undefined when it has none yet. */
export function operationOf(method: string, url: string): OperationName | undefined {
  const entry = OPERATIONS[`${method.toUpperCase()} ${url}`];
  return entry && { operationId: entry[0], summary: entry[1], errors: entry[2] ?? [] };
}

/** Every named operation's key, for the test that compares them with the routes. */
export const namedOperations = (): string[] => Object.keys(OPERATIONS);
