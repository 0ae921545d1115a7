import {
  type CurrentToken,
  cookBody,
  createInventoryItemBody,
  type GroceryList,
  groceryListNameField,
  type InventoryItem,
  idParam,
  listsToOffer,
  type MealPlan,
  planMealBody,
  quickAddGroceryBody,
  type Recipe,
  stockStatus,
  toCalendarDate,
  toNumber,
} from '@kitching/contracts';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { ApiAnswer, KitchingCaller } from './kitching-caller';

/** A refused or failed call, as the API said it: the assistant reads the code and the message. */
class ApiRefusal extends Error {
  constructor(readonly answer: ApiAnswer) {
    const error = answer.body?.error;
    super(error ? `${answer.status} ${error.code}: ${error.message}` : `${answer.status}`);
  }
}

const text = (value: unknown): CallToolResult => ({
  content: [{ type: 'text', text: typeof value === 'string' ? value : JSON.stringify(value, null, 2) }],
});

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const firstOption = cookBody.options[0].shape;

/**
 * Issue 29: Kitching's kitchen as MCP tools. Every tool is one or a few calls of the API's own routes
 * through `call` (the member's token), so a tool can do exactly what the token and the member may do;
 * a refusal comes back as the tool's error with the API's code. Tools find the token's family
 * themselves (GET /api/tokens/current): read tools need no arguments.
 */
export function registerKitchingTools(server: McpServer, call: KitchingCaller) {
  let me: Promise<CurrentToken> | undefined;
  const api = async (method: Parameters<KitchingCaller>[0], path: string, body?: unknown) => {
    const answer = await call(method, path, body);
    if (answer.status >= 400) throw new ApiRefusal(answer);
    return answer.body?.data;
  };
  const family = async () => {
    me ??= api('GET', '/api/tokens/current').catch((error) => {
      me = undefined;
      throw error;
    });
    const { familyId } = await me;
    if (familyId == null) throw new Error('This member belongs to no family yet.');
    return `/api/families/${familyId}`;
  };
  // Every tool answers an API refusal as a tool error (isError), never as a protocol failure.
  const run =
    <A>(work: (args: A) => Promise<unknown>) =>
    async (args: A): Promise<CallToolResult> => {
      try {
        return text(await work(args));
      } catch (error) {
        return { ...text(error instanceof Error ? error.message : String(error)), isError: true };
      }
    };
  const readOnly = { readOnlyHint: true, openWorldHint: false };

  const inventory = async (): Promise<InventoryItem[]> => api('GET', `${await family()}/inventory`);
  const line = (i: InventoryItem) => ({
    id: i.id,
    name: i.name,
    quantity: i.quantity,
    unit: i.unit,
    category: i.category,
    expirationDate: i.expirationDate,
    status: stockStatus(i),
  });

  server.registerTool(
    'list_stock',
    {
      title: 'What is in stock',
      description:
        "The family's pantry: every item with its amount, unit, category, expiry and stock status.",
      inputSchema: z.object({
        search: z.string().trim().max(100).optional().describe('Only items whose name contains this'),
      }),
      annotations: readOnly,
    },
    run(async ({ search }: { search?: string }) => {
      const items = (await inventory()).filter((i) => toNumber(i.quantity) > 0);
      const word = search?.toLowerCase();
      return items.filter((i) => !word || i.name.toLowerCase().includes(word)).map(line);
    }),
  );

  server.registerTool(
    'expiring_soon',
    {
      title: 'What expires soon',
      description:
        'Items in stock that expire within the next days (3 unless asked), soonest first; expired ones too.',
      inputSchema: z.object({ days: z.number().int().min(0).max(60).optional().describe('Days ahead (3)') }),
      annotations: readOnly,
    },
    run(async ({ days }: { days?: number }) => {
      const today = toCalendarDate();
      const until = addDays(today, days ?? 3);
      return (await inventory())
        .filter((i) => i.expirationDate && i.expirationDate <= until && toNumber(i.quantity) > 0)
        .sort((a, b) => a.expirationDate!.localeCompare(b.expirationDate!))
        .map((i) => ({ ...line(i), expired: i.expirationDate! < today }));
    }),
  );

  server.registerTool(
    'what_can_i_cook',
    {
      title: 'What can I cook',
      description:
        "The family's recipes and meal plans by how much of each the pantry holds, with what is missing.",
      inputSchema: z.object({}),
      annotations: readOnly,
    },
    run(async () => api('GET', `${await family()}/meal-suggestions`)),
  );

  server.registerTool(
    'list_recipes',
    {
      title: 'Recipes',
      description: "The family's recipes (ids for cook_recipe and plan_meal).",
      inputSchema: z.object({}),
      annotations: readOnly,
    },
    run(async () =>
      ((await api('GET', `${await family()}/recipes`)) as Recipe[]).map((r) => ({
        id: r.id,
        name: r.name,
        servings: r.servings,
        ingredients: r.ingredients.map((i) => i.name),
      })),
    ),
  );

  const addToListShape = quickAddGroceryBody.shape;
  server.registerTool(
    'add_to_grocery_list',
    {
      title: 'Add to a grocery list',
      description:
        'Puts items on a grocery list: the given list, else the list being shopped from or changed last, else a new list.',
      inputSchema: z.object({
        items: addToListShape.items,
        listId: addToListShape.listId,
        name: groceryListNameField
          .optional()
          .describe('A new list name, when the family has no list in progress'),
      }),
    },
    run(async (args: { items: unknown[]; listId?: number | null; name?: string }) => {
      let listId = args.listId ?? null;
      if (!listId) {
        const lists = (await api('GET', `${await family()}/grocery-lists`)) as GroceryList[];
        listId = listsToOffer(lists)[0]?.id ?? null;
      }
      const saved = await api('POST', '/api/smart-add/grocery-list', {
        listId,
        name: args.name ?? 'Shopping List',
        items: args.items,
      });
      return {
        list: saved.list.name,
        listId: saved.list.id,
        added: saved.items.map((i: { name: string }) => i.name),
      };
    }),
  );

  server.registerTool(
    'plan_meal',
    {
      title: 'Plan a meal',
      description:
        'Plans a meal plan (mealPlanId) or a family recipe (recipeId) for a day and meal (dinner unless said).',
      inputSchema: planMealBody
        .pick({ plannedDate: true, mealType: true, notes: true })
        .extend({ mealPlanId: idParam.optional(), recipeId: idParam.optional() }),
    },
    run(
      async (args: {
        plannedDate: string;
        mealType?: string;
        notes?: string | null;
        mealPlanId?: number;
        recipeId?: number;
      }) => {
        const base = await family();
        let mealPlanId = args.mealPlanId;
        if (!mealPlanId && args.recipeId) {
          // The family's plan that follows this recipe, or a new one linked to it (as 'Plan' on a recipe card).
          const plans = (await api('GET', `${base}/meal-plans`)) as MealPlan[];
          mealPlanId =
            plans.find((p) => p.recipeId === args.recipeId)?.id ??
            (await api('POST', `${base}/meal-plans`, { name: 'From a recipe', recipeId: args.recipeId })).id;
        }
        if (!mealPlanId) throw new Error('Say what to plan: a mealPlanId or a recipeId.');
        const { recipeId: _recipe, ...rest } = args;
        return api('POST', `${base}/planned-meals`, { ...rest, mealPlanId });
      },
    ),
  );

  server.registerTool(
    'add_item',
    {
      title: 'Add an item',
      description: 'Adds an item to the pantry (an item with the same barcode gets the amount added).',
      inputSchema: createInventoryItemBody.omit({ source: true, expirationSuggested: true }),
    },
    run(async (args: Record<string, unknown>) =>
      line(await api('POST', `${await family()}/inventory`, args)),
    ),
  );

  server.registerTool(
    'cook_recipe',
    {
      title: 'Cook a recipe',
      description:
        'Takes a dish’s ingredients from stock (a recipeId, a plannedMealId or a mealPlanId); preview: true only says what it would take.',
      inputSchema: z.object({
        recipeId: idParam.optional(),
        plannedMealId: idParam.optional(),
        mealPlanId: idParam.optional(),
        servings: firstOption.servings,
        preview: firstOption.preview,
      }),
    },
    run(async (args: Record<string, unknown>) => api('POST', `${await family()}/cook`, args)),
  );
}
