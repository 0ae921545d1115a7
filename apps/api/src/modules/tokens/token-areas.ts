import type { TokenAccess, TokenArea } from '@kitching/contracts';

/** What a route asks of a token: each pair must be granted (`scopesAllow`). */
export type Need = readonly [TokenArea, TokenAccess];

const byMethod = (method: string): TokenAccess => (method === 'GET' || method === 'HEAD' ? 'read' : 'write');

interface Rule {
  /** Matched against the route's pattern (`/api/inventory/:id`), never the raw address. */
  route: RegExp;
  area: TokenArea;
  /** Further areas it reads or writes whatever its method (adding a recipe to a list reads recipes). */
  also?: readonly Need[];
}

const FAMILY = '/api/families/:familyId';
const at = (path: string) => new RegExp(`^${path.replaceAll('.', '\\.')}(?:/|$)`);

/**
 * Issue 29: which area each route belongs to (docs/api-tokens.md says the same). GET and HEAD need read,
 * every other method write. A route no rule names (members, family settings, tokens, undo, the live
 * stream, activity, export and import) needs a `*` scope. The first matching rule wins.
 */
const RULES: readonly Rule[] = [
  // Inventory and stock.
  { route: at(`${FAMILY}/inventory`), area: 'inventory' },
  { route: at(`${FAMILY}/inventory.csv`), area: 'inventory' },
  { route: at('/api/inventory'), area: 'inventory' },
  { route: at('/api/inventory-batches'), area: 'inventory' },
  { route: at('/api/scan'), area: 'inventory' },
  { route: at('/api/ai/recognize-product'), area: 'inventory' },
  { route: at(`${FAMILY}/products`), area: 'inventory' },
  { route: at(`${FAMILY}/stock`), area: 'inventory' },
  { route: at(`${FAMILY}/stock-actions`), area: 'inventory' },
  { route: at(`${FAMILY}/shelf-life`), area: 'inventory' },
  { route: at(`${FAMILY}/dashboard/waste`), area: 'inventory' },
  { route: at('/api/summary'), area: 'inventory', also: [['meal-plans', 'read']] },
  { route: at(`${FAMILY}/cook`), area: 'inventory', also: [['recipes', 'read']] },
  // Recipes.
  { route: at(`${FAMILY}/recipes`), area: 'recipes' },
  { route: at(`${FAMILY}/recipe-tags`), area: 'recipes' },
  { route: at('/api/recipes'), area: 'recipes' },
  { route: at('/api/smart-add/analyze-url'), area: 'recipes' },
  { route: at('/api/smart-add/analyze-html'), area: 'recipes' },
  // Grocery lists.
  { route: at('/api/grocery-lists/:listId/add-recipe'), area: 'lists', also: [['recipes', 'read']] },
  { route: at('/api/grocery-lists/:listId/add-low-stock'), area: 'lists', also: [['inventory', 'read']] },
  { route: at('/api/grocery-lists/:listId/put-away'), area: 'lists', also: [['inventory', 'write']] },
  { route: at(`${FAMILY}/grocery-lists`), area: 'lists' },
  { route: at(`${FAMILY}/grocery-settings`), area: 'lists' },
  { route: at(`${FAMILY}/shop-order`), area: 'lists' },
  { route: at(`${FAMILY}/product-links`), area: 'lists' },
  { route: at('/api/product-links'), area: 'lists' },
  { route: at('/api/grocery-lists'), area: 'lists' },
  { route: at('/api/grocery-list-items'), area: 'lists' },
  { route: at('/api/smart-add/grocery-list'), area: 'lists' },
  // Meal plans.
  { route: at(`${FAMILY}/meal-suggestions/shopping`), area: 'meal-plans', also: [['lists', 'write']] },
  { route: at(`${FAMILY}/planned-meals/shopping`), area: 'meal-plans', also: [['lists', 'write']] },
  { route: at('/api/meal-plans/:id/keep-as-recipe'), area: 'meal-plans', also: [['recipes', 'write']] },
  { route: at(`${FAMILY}/meal-suggestions`), area: 'meal-plans', also: [['inventory', 'read']] },
  { route: at(`${FAMILY}/meal-plans`), area: 'meal-plans' },
  { route: at(`${FAMILY}/planned-meals`), area: 'meal-plans' },
  { route: at('/api/meal-plans'), area: 'meal-plans' },
  { route: at('/api/planned-meals'), area: 'meal-plans' },
];

/** What a token must be granted to call `method route`. */
export function needsOf(method: string, route: string): readonly Need[] {
  // Who the token acts as: any token may ask (the MCP server learns its family from it).
  if (route === '/api/tokens/current') return [];
  const rule = RULES.find((r) => r.route.test(route));
  const own: Need = [rule?.area ?? '*', byMethod(method)];
  return rule?.also ? [own, ...rule.also] : [own];
}
