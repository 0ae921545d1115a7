/**
 * Meal suggestions and the week's list (issue 13, "Measured"): "what can I cook" for 500 dishes of 8-12
 * ingredients against 2,000 stock items, and the week's list for 21 planned meals.
 *
 *   npm run bench:suggestions                    PGlite, then a throwaway PostgreSQL
 *   npx tsx apps/api/bench/suggestions.bench.ts  PGlite only (or also DATABASE_URL's server when set)
 *   BENCH_GETS=300                               cached GETs per variant (default 300, after 50 not counted)
 *   BENCH_CHANGES=100                            GETs right after a change (default 100, after 5 not counted)
 *   BENCH_WEEKS=30                               week's-list calls per variant (default 30, after 3 not counted)
 *   BENCH_CPU_PROF=<dir>                         servers run with --cpu-prof, profiles in <dir>/PGlite, <dir>/PostgreSQL
 *
 * Per database, one server and one family made through the API (a Head Chef; both databases are seeded
 * at the same time, then measured one after the other). The names are real: the ingredient names of
 * shared/data/ingredient-lines/strangetom_dev_500.csv (500 labelled lines, ~390 distinct names), drawn
 * with a Zipf-like weight so that garlic, butter and onions repeat across dishes as they do in a family's
 * recipes; the amounts and units are those of the lines they come from ('1/4' 'c', '3' 'tbsp', a pinch,
 * 'to taste').
 * - 500 dishes: 400 meal plans (POST /api/families/:id/meal-plans with ingredients) and 100 recipes,
 *   each of 8-12 distinct ingredients.
 * - 2,000 stock items: every pool name once (amounts from 'none left' to plenty, in the unit of the
 *   lines or in grams/ml, some with expiry dates), a second lot of the 200 most used names, and the rest
 *   other products (a brand and a product the dishes do not name).
 * - GET /api/families/:familyId/meal-suggestions (cached like a family list, its ETag over meals,
 *   recipes, inventory and links): without If-None-Match and nothing changed (200, the answer kept),
 *   with the ETag (304), and right after one stock item is changed (PATCH, not timed): the suggestions
 *   computed again (200, new ETag), the honest figure.
 * - POST /api/families/:familyId/planned-meals/shopping { startDate, endDate, listId } for a week of 21
 *   planned meals (breakfast, lunch, dinner): into a new empty list each time (made, not timed), and
 *   again into a list that already holds all of it (nothing to add).
 * Goal: suggestions p99 <= 50 ms on PostgreSQL (the recomputed path is the one that counts).
 *
 * Each server is its own process running the production bundle (server-bench.ts). Loopback only;
 * everything started or written is stopped and removed at the end.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ingredientQuantityField } from '@kitching/contracts';
import { adminQuery } from '../test/postgres-admin';
import { parseCsv, sharedDataDir } from './bench-support';
import {
  benchRun,
  inParallel,
  type Place,
  printHeader,
  printTable,
  runServerBench,
  type Summary,
  sleep,
  summarize,
} from './server-bench';

const GETS = Number(process.env.BENCH_GETS ?? 300);
const GET_WARMUP = 50;
const CHANGES = Number(process.env.BENCH_CHANGES ?? 100);
const CHANGE_WARMUP = 5;
const WEEKS = Number(process.env.BENCH_WEEKS ?? 30);
const WEEK_WARMUP = 3;
const CPU_PROF = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : undefined;
const MEAL_PLANS = 400;
const RECIPES = 100;
const DISHES = MEAL_PLANS + RECIPES;
const STOCK = 2_000;
const SECOND_LOTS = 200;
const PLANNED = 21;
const GOAL_P99_MS = 50;
const ACCEPT = 'gzip, deflate, br, zstd';
const WIDTH = 8;

const run = benchRun('suggestions');
/** The PostgreSQL server scripts/with-postgres.mjs started (its statistics count the statements). */
const adminUrl = process.env.DATABASE_URL;

// A small deterministic generator: both databases get the same family, and every run the same data.
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Line {
  name: string;
  quantity: string;
  unit: string;
}

// Inventory has the spec's units only: the lines' units that name one of them, else pieces.
const STOCK_UNIT: Record<string, string> = {
  c: 'cups',
  cup: 'cups',
  cups: 'cups',
  'heaping cup': 'cups',
  tbsp: 'tbsp',
  tablespoon: 'tbsp',
  tablespoons: 'tbsp',
  tsp: 'tsp',
  teaspoon: 'tsp',
  teaspoons: 'tsp',
  'heaped tsp': 'tsp',
  oz: 'oz',
  ounce: 'oz',
  ounces: 'oz',
  lb: 'lbs',
  lbs: 'lbs',
  pound: 'lbs',
  pounds: 'lbs',
  g: 'g',
  kg: 'kg',
  ml: 'ml',
  can: 'cans',
  cans: 'cans',
};

/** The labelled lines: their ingredient names, by how often they occur, each with its lines' amounts. */
function ingredientPool() {
  const file = path.join(sharedDataDir(), 'ingredient-lines/strangetom_dev_500.csv');
  const byName = new Map<string, Line[]>();
  for (const row of parseCsv(fs.readFileSync(file, 'utf8'))) {
    const name = row.name?.trim();
    if (!name || name.length > 200 || row.multi_amount === 'yes') continue;
    const quantity = (row.qty ?? '').trim();
    let unit = (row.unit ?? '').trim();
    // Quantity and unit go together (spec 5): '2 eggs' is 2 each; 'a pinch' with no number is to taste.
    if (quantity && !unit) unit = 'each';
    if (unit && !quantity) unit = '';
    if (quantity.length > 40 || unit.length > 40) continue;
    // What the meal plan form refuses ('1 (14 ounce)') is not a dish the family could have saved.
    if (!ingredientQuantityField.safeParse(quantity).success) continue;
    const key = name.toLowerCase();
    const lines = byName.get(key) ?? [];
    lines.push({ name, quantity, unit });
    byName.set(key, lines);
  }
  return [...byName.values()].sort((a, b) => b.length - a.length || a[0]!.name.localeCompare(b[0]!.name));
}

const OTHER_PRODUCTS = [
  'Sparkling water',
  'Orange juice',
  'Oat milk',
  'Greek yogurt',
  'Cheddar slices',
  'Frozen peas',
  'Frozen pizza',
  'Fish sticks',
  'Ice cream',
  'Granola',
  'Corn flakes',
  'Rolled oats',
  'Peanut butter',
  'Strawberry jam',
  'Honey',
  'Ketchup',
  'Mayonnaise',
  'Yellow mustard',
  'Hot sauce',
  'Pickles',
  'Tortilla chips',
  'Salsa',
  'Crackers',
  'Pretzels',
  'Popcorn kernels',
  'Dark chocolate',
  'Cookies',
  'Sandwich bread',
  'Bagels',
  'English muffins',
  'Tortillas',
  'Spaghetti',
  'Penne',
  'Basmati rice',
  'Canned tuna',
  'Chickpeas',
  'Black beans',
  'Diced tomatoes',
  'Coconut milk',
  'Chicken stock',
  'Instant coffee',
  'Green tea',
  'Apple juice',
  'Bananas',
  'Apples',
  'Grapes',
  'Baby spinach',
  'Hummus',
  'String cheese',
  'Butter crackers',
];
const BRANDS = [
  'Great Value',
  'Kirkland',
  "Trader Joe's",
  'Whole Foods 365',
  'Market Pantry',
  'Good & Gather',
  'Aldi Simply Nature',
  'Tesco Finest',
  'Sainsbury',
  'Barilla',
  'Heinz',
  'Kellogg',
  'Nature Valley',
  'Organic Valley',
  'Store brand',
  'Local farm',
  'Costco',
  'Lidl Deluxe',
  'Waitrose',
  'Bonne Maman',
  'Mutti',
  'Del Monte',
  'Dole',
  'Chobani',
  'Tillamook',
  'Kerrygold',
  'Bob’s Red Mill',
  'Goya',
  'Kikkoman',
  'Annie’s',
];

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The same family for every database: dishes, stock, and the week's 21 planned meals. */
function makeData() {
  const rand = random(13);
  const pool = ingredientPool();
  // Zipf-like: the k-th most frequent name is drawn about 1/(k+1)^0.9 as often as the first.
  const weights = pool.map((_, k) => 1 / (k + 1) ** 0.9);
  const total = weights.reduce((a, b) => a + b, 0);
  const pick = () => {
    let r = rand() * total;
    for (let k = 0; k < pool.length; k++) {
      r -= weights[k]!;
      if (r <= 0) return k;
    }
    return pool.length - 1;
  };
  const uses = new Map<number, number>();
  const dishes = Array.from({ length: DISHES }, (_, d) => {
    const size = 8 + Math.floor(rand() * 5);
    const chosen = new Set<number>();
    while (chosen.size < size) chosen.add(pick());
    const ingredients = [...chosen].map((k) => {
      uses.set(k, (uses.get(k) ?? 0) + 1);
      const lines = pool[k]!;
      return { ...lines[Math.floor(rand() * lines.length)]! };
    });
    const [a, b] = ingredients;
    return {
      name: `${a!.name[0]!.toUpperCase()}${a!.name.slice(1)} and ${b!.name} ${d < MEAL_PLANS ? 'supper' : 'bake'} ${d + 1}`,
      servings: 2 + Math.floor(rand() * 5),
      ingredients,
    };
  });

  const stock: { name: string; quantity: string; unit: string; expirationDate: string | null }[] = [];
  const lotOf = (lines: Line[], second: boolean) => {
    const line = lines[Math.floor(rand() * lines.length)]!;
    const unit = STOCK_UNIT[line.unit.toLowerCase()] ?? 'pieces';
    const mass = !second && rand() < 0.25;
    // None left, a little, or plenty; some in grams or ml so that conversion is exercised.
    const amount = [0, 0.5, 1, 2, 5, 12][Math.floor(rand() * 6)]!;
    return {
      name: line.name,
      quantity: String(mass ? amount * 150 : amount),
      unit: mass ? (rand() < 0.5 ? 'g' : 'ml') : unit,
      expirationDate: rand() < 0.4 ? isoDay(1 + Math.floor(rand() * 60)) : null,
    };
  };
  for (const lines of pool) stock.push(lotOf(lines, false));
  const mostUsed = [...uses.entries()].sort((x, y) => y[1] - x[1]).slice(0, SECOND_LOTS);
  for (const [k] of mostUsed) stock.push(lotOf(pool[k]!, true));
  for (let i = 0; stock.length < STOCK; i++) {
    const product = OTHER_PRODUCTS[i % OTHER_PRODUCTS.length]!;
    const brand = BRANDS[Math.floor(i / OTHER_PRODUCTS.length) % BRANDS.length]!;
    stock.push({
      name: `${brand} ${product.toLowerCase()}`,
      quantity: String(1 + Math.floor(rand() * 6)),
      unit: ['pieces', 'bottles', 'boxes', 'bags', 'cans', 'jars'][i % 6]!,
      expirationDate: rand() < 0.5 ? isoDay(1 + Math.floor(rand() * 120)) : null,
    });
  }

  const distinct = new Set(dishes.flatMap((d) => d.ingredients.map((i) => i.name.toLowerCase())));
  const lines = dishes.reduce((n, d) => n + d.ingredients.length, 0);
  const counted = dishes.reduce((n, d) => n + d.ingredients.filter((i) => i.quantity).length, 0);
  const describe = `${DISHES} dishes (${MEAL_PLANS} meal plans, ${RECIPES} recipes), ${lines} ingredient lines (${counted} with an amount), ${distinct.size} distinct names of ${pool.length} in the pool; ${STOCK} stock items (${pool.length} pool names, ${mostUsed.length} second lots, ${STOCK - pool.length - mostUsed.length} other products)`;
  return { dishes, stock, describe };
}
const data = makeData();
// The week: today and the 6 days after, breakfast, lunch and dinner.
const WEEK_START = isoDay(0);
const WEEK_END = isoDay(6);

interface Row {
  setup: string;
  measure: string;
  n: number;
  s: Summary;
  goal?: boolean;
}
const rows: Row[] = [];
const notes: string[] = [];

async function seed(base: string) {
  const started = performance.now();
  const { familyId, token } = await run.headChef(base);
  const stockIds: number[] = new Array(data.stock.length);
  await inParallel(data.stock.length, WIDTH, async (i) => {
    const item = data.stock[i]!;
    const made = await run.api(base, 'POST', `/api/families/${familyId}/inventory`, token, {
      ...item,
      category: 'Pantry',
      minStockLevel: '0',
    });
    stockIds[i] = made.id;
  });
  const planIds: number[] = new Array(MEAL_PLANS);
  await inParallel(DISHES, WIDTH, async (d) => {
    const dish = data.dishes[d]!;
    if (d < MEAL_PLANS) {
      const plan = await run.api(base, 'POST', `/api/families/${familyId}/meal-plans`, token, dish);
      planIds[d] = plan.id;
    } else
      await run.api(base, 'POST', `/api/families/${familyId}/recipes`, token, {
        ...dish,
        prepTime: 15,
        cookTime: 30,
        instructions: 'Prepare everything.\nCook it.\nServe.',
      });
  });
  const mealTypes = ['breakfast', 'lunch', 'dinner'];
  await inParallel(PLANNED, WIDTH, (m) =>
    run.api(base, 'POST', `/api/families/${familyId}/planned-meals`, token, {
      // 18 different meal plans over the week, three of them twice (leftovers).
      mealPlanId: planIds[((m % 18) * 37) % MEAL_PLANS],
      plannedDate: isoDay(Math.floor(m / 3)),
      mealType: mealTypes[m % 3],
    }),
  );
  return { familyId, token, stockIds, seedMs: performance.now() - started };
}
type Family = Awaited<ReturnType<typeof seed>>;

async function timed(base: string, method: string, url: string, token: string, body?: unknown, headers = {}) {
  const sent = performance.now();
  const res = await run.request(base, method, url, token, body, headers);
  return { ms: performance.now() - sent, res };
}

async function suggestions(setup: string, base: string, family: Family) {
  const url = `/api/families/${family.familyId}/meal-suggestions`;
  const headers = { 'accept-encoding': ACCEPT };
  const plain = await run.request(base, 'GET', url, family.token);
  const answer = (plain.json.data ?? []) as { matchPercentage: number; missingIngredients: string[] }[];
  if (plain.status !== 200 || answer.length !== DISHES)
    throw new Error(`GET suggestions: ${plain.status}, ${answer.length} suggestions (expected ${DISHES})`);
  const full = answer.filter((s) => s.matchPercentage === 100).length;
  const over90 = answer.filter((s) => s.matchPercentage >= 90).length;
  const none = answer.filter((s) => s.matchPercentage === 0).length;
  const median = [...answer].sort((a, b) => a.matchPercentage - b.matchPercentage)[answer.length >> 1]!;

  // Right after a change: one stock item the dishes use (not timed), then the GET with the old ETag.
  const recomputed: number[] = [];
  let etag = String(plain.headers.etag ?? '');
  let bytes = 0;
  let encoding = '';
  for (let i = 0; i < CHANGE_WARMUP + CHANGES; i++) {
    const id = family.stockIds[(i * 7) % 300]!;
    await run.api(base, 'PATCH', `/api/inventory/${id}`, family.token, { quantity: String((i % 4) + 1) });
    const { ms, res } = await timed(base, 'GET', url, family.token, undefined, {
      ...headers,
      'if-none-match': etag,
    });
    if (res.status !== 200 || res.headers.etag === etag)
      throw new Error(`GET suggestions after a change: ${res.status}, expected 200 with a new ETag`);
    etag = String(res.headers.etag);
    bytes = res.bytes;
    encoding = String(res.headers['content-encoding'] ?? 'identity');
    if (i >= CHANGE_WARMUP) recomputed.push(ms);
  }
  const kept: number[] = [];
  for (let i = 0; i < GET_WARMUP + GETS; i++) {
    const { ms, res } = await timed(base, 'GET', url, family.token, undefined, headers);
    if (res.status !== 200) throw new Error(`GET suggestions: ${res.status}`);
    if (i >= GET_WARMUP) kept.push(ms);
  }
  const notModified: number[] = [];
  for (let i = 0; i < GET_WARMUP + GETS; i++) {
    const { ms, res } = await timed(base, 'GET', url, family.token, undefined, {
      ...headers,
      'if-none-match': etag,
    });
    if (res.status !== 304)
      throw new Error(`GET suggestions with If-None-Match: ${res.status}, expected 304`);
    if (i >= GET_WARMUP) notModified.push(ms);
  }
  const goal = setup === 'PostgreSQL';
  rows.push({
    setup,
    measure: 'suggestions after a stock change (200, computed again)',
    n: CHANGES,
    s: summarize(recomputed),
    goal,
  });
  rows.push({
    setup,
    measure: 'suggestions, nothing changed (200, answer kept)',
    n: GETS,
    s: summarize(kept),
    goal,
  });
  rows.push({ setup, measure: 'suggestions, If-None-Match (304)', n: GETS, s: summarize(notModified), goal });
  notes.push(
    `${setup}: ${answer.length} suggestions: ${full} at 100%, ${over90} at 90% or more, ${none} at 0%, median ${median.matchPercentage}% (${median.missingIngredients.length} missing); ${(plain.bytes / 1024).toFixed(0)} kB of JSON, ${(bytes / 1024).toFixed(1)} kB on the wire (${encoding})`,
  );
}

async function weekList(setup: string, base: string, family: Family) {
  const url = `/api/families/${family.familyId}/planned-meals/shopping`;
  const planned = await run.api<unknown[]>(
    base,
    'GET',
    `/api/families/${family.familyId}/planned-meals?startDate=${WEEK_START}&endDate=${WEEK_END}`,
    family.token,
  );
  if (planned.length !== PLANNED) throw new Error(`planned meals: ${planned.length}, expected ${PLANNED}`);
  const fresh: number[] = [];
  const again: number[] = [];
  let added = 0;
  let needs = 0;
  let lastList = 0;
  for (let i = 0; i < WEEK_WARMUP + WEEKS; i++) {
    const list = await run.api(base, 'POST', `/api/families/${family.familyId}/grocery-lists`, family.token, {
      name: `Week ${i + 1}`,
    });
    lastList = list.id;
    const { ms, res } = await timed(base, 'POST', url, family.token, {
      startDate: WEEK_START,
      endDate: WEEK_END,
      listId: list.id,
    });
    if (res.status !== 200) throw new Error(`week's list: ${res.status} ${JSON.stringify(res.json)}`);
    const result = res.json.data as { items: unknown[]; needs: unknown[] };
    if (!result.needs.length) throw new Error("week's list into an empty list: nothing needed");
    added = result.items.length;
    needs = result.needs.length;
    if (i >= WEEK_WARMUP) fresh.push(ms);
  }
  let againNeeds = -1;
  for (let i = 0; i < WEEK_WARMUP + WEEKS; i++) {
    const { ms, res } = await timed(base, 'POST', url, family.token, {
      startDate: WEEK_START,
      endDate: WEEK_END,
      listId: lastList,
    });
    if (res.status !== 200) throw new Error(`week's list again: ${res.status} ${JSON.stringify(res.json)}`);
    againNeeds = (res.json.data as { needs: unknown[] }).needs.length;
    if (i >= WEEK_WARMUP) again.push(ms);
  }
  rows.push({
    setup,
    measure: `week's list, ${PLANNED} planned meals, into a new list`,
    n: WEEKS,
    s: summarize(fresh),
  });
  rows.push({
    setup,
    measure: `week's list again into the same list (all on it)`,
    n: WEEKS,
    s: summarize(again),
  });
  notes.push(
    `${setup}: week's list (${WEEK_START} to ${WEEK_END}) needs ${needs} products beyond stock, ${added} lines on the new list; again into the same list: ${againNeeds} needs`,
  );
}

// PostgreSQL writes its statistics out when a connection has been idle for up to 10 s.
const STATS_SETTLE_MS = 11_500;
const COUNTED = 10;

/**
 * PostgreSQL only: the statements one recomputed GET runs, from pg_stat_database's transaction count of
 * the bench's database (each read outside a transaction is one): COUNTED stock changes alone, then
 * COUNTED changes each followed by the GET; the difference over COUNTED. Per dish would be hundreds.
 */
async function countStatements(base: string, family: Family, admin: string, database: string) {
  const url = `/api/families/${family.familyId}/meal-suggestions`;
  const count = async () => {
    await sleep(STATS_SETTLE_MS);
    const { rows } = await adminQuery(
      admin,
      'SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = $1',
      [database],
    );
    return Number(rows[0]?.n);
  };
  const change = (i: number) =>
    run.api(base, 'PATCH', `/api/inventory/${family.stockIds[i]}`, family.token, { quantity: String(i + 1) });
  const a = await count();
  for (let i = 0; i < COUNTED; i++) await change(i);
  const b = await count();
  for (let i = 0; i < COUNTED; i++) {
    await change(i + COUNTED);
    const res = await run.request(base, 'GET', url, family.token);
    if (res.status !== 200) throw new Error(`GET suggestions: ${res.status}`);
  }
  const c = await count();
  const perGet = (c - b - (b - a)) / COUNTED;
  notes.push(
    `PostgreSQL: statements per recomputed suggestions GET (pg_stat_database transactions, ${COUNTED} changes alone vs ${COUNTED} changes + GET): ${perGet.toFixed(1)} (a change alone: ${((b - a) / COUNTED).toFixed(1)}); ${DISHES} dishes, so not one per dish`,
  );
}

async function measure(entry: string, places: Place[]) {
  const seeded = await Promise.all(
    places.map(async ([setup, env]) => {
      const nodeArgs = CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.join(CPU_PROF, setup)}`] : [];
      const server = await run.startServer(entry, env, nodeArgs);
      const family = await seed(server.url);
      notes.push(
        `${setup}: seeded through the API in ${(family.seedMs / 1000).toFixed(1)} s${places.length > 1 ? ' (all databases at once)' : ''}`,
      );
      return { setup, env, server, family };
    }),
  );
  for (const { setup, env, server, family } of seeded) {
    await sleep(1_000);
    console.log(`[bench:suggestions] ${setup}: meal suggestions ...`);
    await suggestions(setup, server.url, family);
    console.log(`[bench:suggestions] ${setup}: the week's list ...`);
    await weekList(setup, server.url, family);
    if (setup === 'PostgreSQL' && adminUrl && env.DATABASE_URL) {
      console.log(`[bench:suggestions] ${setup}: counting statements (about 35 s) ...`);
      await countStatements(server.url, family, adminUrl, new URL(env.DATABASE_URL).pathname.slice(1));
    }
    await run.stopServer(server);
  }
}

function print(bundle: string, loadBefore: number[]) {
  printHeader("Meal suggestions and the week's list", bundle, loadBefore);
  console.log(`Data: ${data.describe}`);
  console.log(
    `Goal: suggestions p99 <= ${GOAL_P99_MS} ms on PostgreSQL (the recomputed path is the one that counts)\n`,
  );
  printTable(
    rows,
    (r) => (r.goal ? `p99 <= ${GOAL_P99_MS}: ${r.s.p99 <= GOAL_P99_MS ? 'met' : 'NOT met'}` : ''),
    notes,
  );
}

await runServerBench(run, 'suggestions', { notes, cpuProf: CPU_PROF, measure, print });
