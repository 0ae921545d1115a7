import { parseCalendarDate } from '@kitching/contracts/dates';
import { createGroceryItemBody, createGroceryListBody } from '@kitching/contracts/grocery';
import { createInventoryItemBody, INVENTORY_CATEGORIES, UNITS } from '@kitching/contracts/inventory';
import { createMealPlanBody, MEAL_TYPES } from '@kitching/contracts/meal-plans';
import { createRecipeBody } from '@kitching/contracts/recipes';
import {
  cookDraftFor,
  groceryDraftSchema,
  inventoryDraftSchema,
  mealPlanDraftSchema,
  previewOf,
  recipeDraftSchema,
  type SmartAddResult,
  smartAddResultSchema,
  stockUseDraftSchema,
  type TypedDraft,
} from '@kitching/contracts/smart-add';
import { takeByNameBody } from '@kitching/contracts/stock-ledger';
import { z } from 'zod';
import { aiAnswerJsonSchema } from './ai-answer.schema';

/**
 * Smart Quick Add through the optional OpenAI-compatible chat API (AI_BASE_URL, AI_API_KEY,
 * AI_MODEL). `analyze` answers a result that the create call of its type accepts, or null on any
 * failure (HTTP error, timeout, an answer that is not JSON or not the contract); it never throws, and
 * the caller then answers with Kitching's own rules.
 *
 * The service is the operator's choice (often a local Ollama on localhost), so it is reached with
 * the global fetch and not through the private-address guard of lib/outbound.
 */
export interface AiAnalyzer {
  analyze(text: string, today: string): Promise<SmartAddResult | null>;
}

export interface AiAnalyzerConfig {
  AI_BASE_URL?: string;
  AI_API_KEY?: string;
  AI_MODEL: string;
}

export interface AiAnalyzerOptions {
  /** Default AI_TIMEOUT_MS; covers the whole exchange, body included. */
  timeoutMs?: number;
  /** Told why an answer was dropped (never the key, never the user's text). Default: silent. */
  log?: (msg: string, err?: unknown) => void;
}

export const AI_TIMEOUT_MS = 10_000;
export const AI_MAX_ANSWER_BYTES = 1024 * 1024;

/** `${base}/chat/completions`, whether the base ends in '/', '/v1' or '/v1/' (its query is kept). */
export function chatCompletionsUrl(base: string): string {
  const url = new URL(base);
  const path = url.pathname.replace(/\/+$/, '');
  url.pathname = path.endsWith('/chat/completions') ? path : `${path}/chat/completions`;
  return url.toString();
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export function systemPrompt(today: string): string {
  const time = parseCalendarDate(today);
  const weekday = time === undefined ? '' : ` (a ${WEEKDAYS[new Date(time).getUTCDay()]})`;
  return [
    'You are the Smart Quick Add of Kitching, a family kitchen app. A family member typed the text in',
    'the user message. Decide which ONE of four things it is and answer the JSON object',
    '{ "type", "confidence", "data" } where data has the shape of that type:',
    '- "inventory": one item the family has at home (e.g. "2 gallons milk, expires Friday").',
    '  data: name, quantity, unit, category, expirationDate, minStockLevel ("0"), barcode (null).',
    '- "grocery_list": things to buy (e.g. "buy eggs and bread"). data: name (e.g. "Grocery List")',
    '  and items, each with name, quantity, unit, category.',
    '- "recipe": a recipe (e.g. a pasted recipe with ingredients and steps). data: name, description,',
    '  servings, prepTime and cookTime (minutes), instructions, ingredients (name, quantity, unit),',
    '  source and sourceName (null unless the text names them).',
    '- "meal_plan": a meal to cook (e.g. "Taco Tuesday dinner: tortillas, beef, cheese"). data: as a',
    '  recipe without source and sourceName, plus plannedDate and mealType.',
    '- "stock_use": food that went out, said in the past tense (e.g. "used 6 eggs for the cake", "threw',
    '  away the spinach", "the yoghurt went off"). data: items, each with name, quantity, unit and',
    '  reason: "used" (eaten, drunk, used up), "wasted" (thrown away, spilled, burnt) or "expired"',
    '  (went off, mouldy, out of date). Several things are several items.',
    '- "cook": a dish the family cooked (e.g. "made the lasagne tonight", "cooked pancakes for 6").',
    '  data: dish (its name as written) and servings (a number, or null when not said).',
    'Buying again is a grocery_list ("used up all the milk, need more"); a future meal is a meal_plan.',
    `Today is ${today}${weekday}. Write every date as YYYY-MM-DD: "tomorrow" is the day after today,`,
    '"Friday" or "Tuesday" the next such day from today (today itself if it is that day). Use null',
    'when the text names no date.',
    `Units for inventory and grocery items: ${UNITS.join(', ')}.`,
    `Categories: ${INVENTORY_CATEGORIES.join(', ')}. Meal types: ${MEAL_TYPES.join(', ')}, or null.`,
    'Quantities are decimal numbers written as text with at most 2 decimals ("2", "1.5"); when the',
    'text gives none, use "1" with unit "pieces" for inventory and "each" for grocery items.',
    'Ingredients with no amount (to taste) have quantity "" and unit "". Servings is at least 1',
    '(4 when unknown); unknown times are 0. Names are short and never empty.',
    'confidence is from 0 to 1: how sure you are of the type and the data. Answer the JSON only.',
  ].join('\n');
}

const confidence = z.number().min(0).max(1);
/** The model's answer: the result without its preview, which previewOf computes. */
const answerSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('inventory'), confidence, data: inventoryDraftSchema }),
  z.object({ type: z.literal('grocery_list'), confidence, data: groceryDraftSchema }),
  z.object({ type: z.literal('recipe'), confidence, data: recipeDraftSchema }),
  z.object({ type: z.literal('meal_plan'), confidence, data: mealPlanDraftSchema }),
  z.object({ type: z.literal('stock_use'), confidence, data: stockUseDraftSchema }),
  z.object({
    type: z.literal('cook'),
    confidence,
    data: z.object({ dish: z.string().trim().min(1), servings: z.number().int().min(1).nullable() }),
  }),
]);
type Answer = z.infer<typeof answerSchema>;

/**
 * The answer as a reading: a cook names its dish in words, matched later against the family's recipes
 * and meal plans (understand-stock-out.ts `withKitchen`); until then its body names no dish.
 */
function readingOf(answer: Answer): TypedDraft & { confidence: number } {
  if (answer.type !== 'cook') return answer;
  const { dish, servings } = answer.data;
  return {
    type: 'cook',
    confidence: answer.confidence,
    data: cookDraftFor(null, servings ?? undefined),
    dish: { said: dish, match: null, choices: [] },
  };
}

const groceryItemBody = createGroceryItemBody.omit({ groceryListId: true });
const plannedDate = z
  .string()
  .refine((v) => parseCalendarDate(v) !== undefined, 'Not a date')
  .nullable();
const mealType = z.enum(MEAL_TYPES).nullable();

/** Why the create call of the result's type would refuse its data, or null when it would not. */
export function createProblem(result: SmartAddResult): z.ZodError | null {
  const checks: z.ZodSafeParseResult<unknown>[] = [];
  switch (result.type) {
    case 'inventory':
      checks.push(createInventoryItemBody.safeParse(result.data));
      break;
    case 'grocery_list':
      checks.push(createGroceryListBody.safeParse({ name: result.data.name }));
      for (const item of result.data.items) checks.push(groceryItemBody.safeParse(item));
      break;
    case 'recipe':
      checks.push(createRecipeBody.safeParse(result.data));
      break;
    case 'meal_plan':
      checks.push(createMealPlanBody.safeParse(result.data));
      checks.push(plannedDate.safeParse(result.data.plannedDate));
      checks.push(mealType.safeParse(result.data.mealType));
      break;
    case 'stock_use':
      checks.push(z.array(takeByNameBody).min(1).safeParse(result.data.items));
      break;
    case 'cook':
      // The dish is matched afterwards; only the servings are the model's to get right here.
      checks.push(z.number().int().min(1).max(1000).optional().safeParse(result.data.servings));
      break;
  }
  return checks.find((c) => !c.success)?.error ?? null;
}

/** The content with a ```json fence (or a plain ``` one) around it taken off. */
export function unfence(content: string): string {
  const fenced = /^\s*```[a-zA-Z]*[ \t]*\r?\n?([\s\S]*?)\r?\n?[ \t]*```\s*$/.exec(content);
  return (fenced ? fenced[1]! : content).trim();
}

class AnswerError extends Error {}

/** The body as text, refused past `max` bytes (read as it arrives, not after). */
async function readCapped(response: Response, max: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > max) throw new AnswerError(`the answer is ${declared} bytes, over ${max}`);
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => {});
      throw new AnswerError(`the answer is over ${max} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().min(1) }) })).min(1),
});

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new AnswerError(`${what} is not JSON`);
  }
}

const issuesOf = (error: z.ZodError) =>
  error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');

export function aiAnalyzer(config: AiAnalyzerConfig, options: AiAnalyzerOptions = {}): AiAnalyzer | null {
  if (!config.AI_BASE_URL) return null;
  const log = options.log ?? (() => {});
  let endpoint: string;
  try {
    endpoint = chatCompletionsUrl(config.AI_BASE_URL);
  } catch (err) {
    log('AI service: AI_BASE_URL is not a URL; AI answers are off', err);
    return null;
  }
  const timeoutMs = options.timeoutMs ?? AI_TIMEOUT_MS;
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (config.AI_API_KEY) headers.authorization = `Bearer ${config.AI_API_KEY}`;

  async function ask(text: string, today: string): Promise<SmartAddResult> {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers,
      signal: AbortSignal.timeout(timeoutMs),
      body: JSON.stringify({
        model: config.AI_MODEL,
        messages: [
          { role: 'system', content: systemPrompt(today) },
          { role: 'user', content: text },
        ],
        temperature: 0,
        response_format: {
          type: 'json_schema',
          json_schema: { name: 'smart_add_result', strict: true, schema: aiAnswerJsonSchema },
        },
      }),
    });
    const body = await readCapped(response, AI_MAX_ANSWER_BYTES);
    if (!response.ok) throw new AnswerError(`HTTP ${response.status}`);
    const completion = completionSchema.safeParse(parseJson(body, 'the reply'));
    if (!completion.success) throw new AnswerError(`no answer in the reply (${issuesOf(completion.error)})`);
    const content = unfence(completion.data.choices[0]!.message.content);
    const answer = answerSchema.safeParse(parseJson(content, 'the answer'));
    if (!answer.success) throw new AnswerError(`the answer is not a result (${issuesOf(answer.error)})`);
    const reading = readingOf(answer.data);
    const result = smartAddResultSchema.safeParse({ ...reading, preview: previewOf(reading) });
    if (!result.success) throw new AnswerError(`the result is not the contract (${issuesOf(result.error)})`);
    const problem = createProblem(result.data);
    if (problem) throw new AnswerError(`the ${result.data.type} cannot be created (${issuesOf(problem)})`);
    return result.data;
  }

  return {
    async analyze(text, today) {
      try {
        return await ask(text, today);
      } catch (err) {
        if (err instanceof AnswerError) log(`AI service: ${err.message}; the rules answer instead`);
        else if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError'))
          log(`AI service: no answer within ${timeoutMs} ms; the rules answer instead`, err);
        else log('AI service: the request failed; the rules answer instead', err);
        return null;
      }
    },
  };
}
