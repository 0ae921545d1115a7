/**
 * Cooking from stock (issue 23, "Speed"): cook a 15-ingredient recipe against 2,000 items held in 6,000
 * batches, undo it, and read the inventory on its cached path with an empty ledger and with 1,000,000
 * ledger entries in the family.
 *
 *   npm run bench:cook                    PGlite, then a throwaway PostgreSQL
 *   npx tsx apps/api/bench/cook.bench.ts  PGlite only (or also DATABASE_URL's server when set)
 *   BENCH_COOKS=200                       cooks (each undone) per variant (default 200, after 10 not counted)
 *   BENCH_GETS=300                        cached GETs per variant (default 300, after 50 not counted)
 *   BENCH_LEDGER=1000000                  ledger entries seeded for the second half (default 1,000,000)
 *
 * Per database, one server process running the production bundle (server-bench.ts) and one family:
 * a Head Chef and a recipe of 15 ingredients made through the API (flour in cups against flour held
 * in grams, milk in cups against liters...: 9 of the 15 convert units); then, the server stopped, the
 * stock written with SQL: 2,000 items (the 15 products and 1,985 others, a brand and a product) and 3
 * batches each, with dates from today to 60 days on and some undated (the batches' sync trigger
 * makes each item's sum and date, as every write path does).
 * - GET /api/families/:familyId/inventory with If-None-Match (304) and without (200, the cached body),
 *   one at a time on a keep-alive connection;
 * - POST /api/families/:familyId/cook { recipeId } (its plan over all 6,000 batches, 15+ takes, one
 *   action, its ledger entries, one event), then POST .../cook/:cookId/undo (every amount back): both
 *   timed, so the stock is the same for every cook;
 * - the server stopped, BENCH_LEDGER ledger entries written with SQL (generate_series: 100,000 actions
 *   of 10 entries, over the past year, on the family's items and batches), the server started again,
 *   and the same GETs, cooks and undos. Both halves start from a VACUUM ANALYZE (see `tidy`).
 * Goals (PostgreSQL): cook p99 <= 100 ms, undo p99 <= 100 ms, GET inventory p50 with the million
 * entries within 10 % of the empty ledger's.
 *
 * Loopback only; everything started or written is stopped and removed at the end.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { inventoryItems } from '../src/modules/inventory/inventory.table';
import {
  benchRun,
  type Place,
  printHeader,
  printTable,
  runServerBench,
  type Server,
  type Summary,
  sleep,
  summarize,
} from './server-bench';

const COOKS = Number(process.env.BENCH_COOKS ?? 200);
const COOK_WARMUP = 10;
const GETS = Number(process.env.BENCH_GETS ?? 300);
const GET_WARMUP = 50;
const LEDGER = Number(process.env.BENCH_LEDGER ?? 1_000_000);
const ITEMS = 2_000;
const BATCHES_PER_ITEM = 3;
const GOAL_COOK_P99_MS = 100;
const GOAL_UNDO_P99_MS = 100;
const GOAL_GET_P50_GROWTH = 0.1;
const ACCEPT = 'gzip, deflate, br, zstd';

const run = benchRun('cook');

/** The recipe (for 4) and the item each ingredient is held as: name, unit, one batch's amount. */
const RECIPE = [
  { ingredient: ['all-purpose flour', '2', 'cups'], item: ['Flour', 'g', 5000] },
  { ingredient: ['eggs', '3', 'each'], item: ['Eggs', 'each', 120] },
  { ingredient: ['milk', '1', 'cups'], item: ['Milk', 'liters', 40] },
  { ingredient: ['butter', '4', 'tbsp'], item: ['Butter', 'g', 5000] },
  { ingredient: ['sugar', '0.5', 'cups'], item: ['Sugar', 'kg', 20] },
  { ingredient: ['salt', '1', 'tsp'], item: ['Salt', 'g', 2000] },
  { ingredient: ['onions', '2', 'each'], item: ['Onions', 'each', 200] },
  { ingredient: ['garlic', '3', 'each'], item: ['Garlic', 'each', 300] },
  { ingredient: ['tomatoes', '4', 'each'], item: ['Tomatoes', 'each', 400] },
  { ingredient: ['olive oil', '2', 'tbsp'], item: ['Olive oil', 'ml', 5000] },
  { ingredient: ['rice', '1.5', 'cups'], item: ['Rice', 'kg', 30] },
  { ingredient: ['chicken breast', '1', 'lbs'], item: ['Chicken breast', 'g', 20000] },
  { ingredient: ['carrots', '3', 'each'], item: ['Carrots', 'each', 300] },
  { ingredient: ['cheddar cheese', '1', 'cups'], item: ['Cheddar cheese', 'g', 10000] },
  { ingredient: ['black pepper', '0.5', 'tsp'], item: ['Black pepper', 'g', 1000] },
] as const;

const PRODUCTS =
  'sparkling water|orange juice|oat milk|greek yogurt|frozen peas|frozen pizza|fish sticks|ice cream|granola|corn flakes|rolled oats|peanut butter|strawberry jam|honey|ketchup|mayonnaise|yellow mustard|hot sauce|pickles|tortilla chips|salsa|crackers|pretzels|popcorn kernels|dark chocolate|cookies|sandwich bread|bagels|english muffins|tortillas|spaghetti|penne|canned tuna|chickpeas|black beans|diced tomatoes|coconut milk|chicken stock|instant coffee|green tea|apple juice|bananas|apples|grapes|baby spinach|hummus|string cheese|maple syrup|soy sauce|rice vinegar|lentils|couscous|quinoa|almonds|walnuts|raisins|dried apricots|sesame seeds|paprika|cumin|cinnamon|vanilla extract|baking soda|cocoa powder|cream cheese|sour cream|feta|mozzarella|salami|ham slices|bacon|ground beef|salmon fillets|shrimp|tofu|zucchini|bell peppers|cucumbers|lettuce|mushrooms|broccoli|cauliflower|potatoes|sweet potatoes'.split(
    '|',
  );
const BRANDS =
  "Great Value|Kirkland|Trader Joe's|Whole Foods 365|Market Pantry|Good & Gather|Simply Nature|Tesco Finest|Sainsbury|Barilla|Heinz|Kellogg|Nature Valley|Organic Valley|Store brand|Local farm|Costco|Lidl Deluxe|Waitrose|Bonne Maman|Mutti|Del Monte|Dole|Chobani".split(
    '|',
  );
const FILLER_UNITS = ['each', 'bottles', 'boxes', 'bags', 'cans', 'jars', 'g', 'ml', 'pieces'];

interface Family {
  familyId: number;
  token: string;
  recipeId: number;
}
interface Row {
  setup: string;
  measure: string;
  n: number;
  s: Summary;
  goal?: string;
}
const rows: Row[] = [];
const notes: string[] = [];

/**
 * Before each half's GETs: the same state of every table but the ledger. Each cook and undo updates the
 * family's version row several times; without a vacuum between the halves, the second half's GETs
 * would read that row through a longer chain of dead versions, a cost of the cooks, not of the ledger.
 */
async function tidy(database: Awaited<ReturnType<typeof openDatabase>>) {
  await database.db.execute(sql`vacuum analyze`);
}

/** The family's 2,000 items and 6,000 batches, written with SQL (the server stopped). */
async function seedStock(env: Record<string, string>, familyId: number) {
  const database = env.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL, max: 2 })
    : await openDatabase({ kind: 'pglite', dataDir: env.DATA_DIR! });
  try {
    const items: { name: string; unit: string; category: string }[] = RECIPE.map(
      ({ item: [name, unit] }) => ({
        name,
        unit,
        category: 'Pantry',
      }),
    );
    for (let i = 0; items.length < ITEMS; i++) {
      const product = PRODUCTS[i % PRODUCTS.length]!;
      const brand = BRANDS[Math.floor(i / PRODUCTS.length) % BRANDS.length]!;
      items.push({
        name: `${brand} ${product}`,
        unit: FILLER_UNITS[i % FILLER_UNITS.length]!,
        category: 'Other',
      });
    }
    await database.db
      .insert(inventoryItems)
      .values(items.map((item) => ({ ...item, familyId, quantity: '0' })));
    const amounts = sql.raw(
      `case i.name ${RECIPE.map(({ item: [name, , amount] }) => `when '${name.replace(/'/g, "''")}' then ${amount}`).join(' ')} else 5 end`,
    );
    await database.db.execute(sql`
      insert into inventory_batches (item_id, family_id, quantity, unit, expiration_date, source)
      select i.id, i.family_id, ${amounts}, i.unit,
        case when g = 2 and i.id % 3 = 0 then null else current_date + ((i.id * 7 + g * 13) % 60) end,
        'migrated'
      from inventory_items i, generate_series(0, ${sql.raw(String(BATCHES_PER_ITEM - 1))}) g
      where i.family_id = ${familyId}`);
    await tidy(database);
  } finally {
    await database.close();
  }
}

/** LEDGER entries in 10-entry actions over the past year, on the family's items and batches. */
async function seedLedger(env: Record<string, string>, familyId: number) {
  const database = env.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL, max: 2 })
    : await openDatabase({ kind: 'pglite', dataDir: env.DATA_DIR! });
  const started = performance.now();
  try {
    const actions = Math.ceil(LEDGER / 10);
    await database.db.execute(sql`
      insert into stock_actions (family_id, kind, note, created_at)
      select ${familyId}::integer, (array['use','cook','put_away','waste'])[1 + g % 4], 'bench history',
        now() - (g * interval '5 minutes')
      from generate_series(1, ${sql.raw(String(actions))}) g`);
    await database.db.execute(sql`
      with a as (select min(id) as first from stock_actions where note = 'bench history' and family_id = ${familyId}),
      b as (
        select b.id, b.item_id, i.name, b.unit, b.expiration_date, row_number() over (order by b.id) - 1 as n
        from inventory_batches b join inventory_items i on i.id = b.item_id where b.family_id = ${familyId}
      ),
      nb as (select count(*) as n from b)
      insert into stock_ledger (family_id, item_id, batch_id, item_name, reason, quantity, unit, batch_expiry, action_id, created_at)
      select ${familyId}::integer, b.item_id, b.id, b.name,
        (array['used','bought','cooked','wasted','expired','corrected'])[1 + g % 6],
        case when g % 6 = 1 then 1 else -1 end, b.unit, b.expiration_date,
        a.first + (g / 10), now() - ((g / 10) * interval '5 minutes')
      from generate_series(0, ${sql.raw(String(LEDGER - 1))}) g cross join a cross join nb
      join b on b.n = g % nb.n`);
    await tidy(database);
  } finally {
    await database.close();
  }
  return performance.now() - started;
}

async function timed(base: string, method: string, url: string, token: string, body?: unknown, headers = {}) {
  const sent = performance.now();
  const res = await run.request(base, method, url, token, body, headers);
  return { ms: performance.now() - sent, res };
}

async function gets(setup: string, server: Server, family: Family, ledger: string) {
  const url = `/api/families/${family.familyId}/inventory`;
  const headers = { 'accept-encoding': ACCEPT };
  const first = await run.request(server.url, 'GET', url, family.token, undefined, headers);
  const etag = String(first.headers.etag ?? '');
  if (first.status !== 200 || !etag) throw new Error(`GET inventory: ${first.status}`);
  const cached: number[] = [];
  const notModified: number[] = [];
  for (let i = 0; i < GET_WARMUP + GETS; i++) {
    const a = await timed(server.url, 'GET', url, family.token, undefined, headers);
    if (a.res.status !== 200) throw new Error(`GET inventory: ${a.res.status}`);
    const b = await timed(server.url, 'GET', url, family.token, undefined, {
      ...headers,
      'if-none-match': etag,
    });
    if (b.res.status !== 304)
      throw new Error(`GET inventory with If-None-Match: ${b.res.status}, expected 304`);
    if (i >= GET_WARMUP) {
      cached.push(a.ms);
      notModified.push(b.ms);
    }
  }
  const s200 = summarize(cached);
  const s304 = summarize(notModified);
  rows.push({ setup, measure: `GET inventory, cached body (200), ${ledger}`, n: GETS, s: s200 });
  rows.push({ setup, measure: `GET inventory, If-None-Match (304), ${ledger}`, n: GETS, s: s304 });
  return { s200, s304, bytes: first.bytes };
}

async function cooks(setup: string, server: Server, family: Family, ledger: string) {
  const cookUrl = `/api/families/${family.familyId}/cook`;
  const cooked: number[] = [];
  const undone: number[] = [];
  let takes = 0;
  let missing = -1;
  for (let i = 0; i < COOK_WARMUP + COOKS; i++) {
    const a = await timed(server.url, 'POST', cookUrl, family.token, { recipeId: family.recipeId });
    if (a.res.status !== 200) throw new Error(`cook: ${a.res.status} ${JSON.stringify(a.res.json)}`);
    const data = a.res.json.data as { cookId: number; takes: unknown[]; missing: unknown[] };
    takes = data.takes.length;
    missing = data.missing.length;
    const b = await timed(server.url, 'POST', `${cookUrl}/${data.cookId}/undo`, family.token);
    if (b.res.status !== 200) throw new Error(`undo: ${b.res.status} ${JSON.stringify(b.res.json)}`);
    if (i >= COOK_WARMUP) {
      cooked.push(a.ms);
      undone.push(b.ms);
    }
  }
  const pg = setup === 'PostgreSQL';
  const sc = summarize(cooked);
  const su = summarize(undone);
  rows.push({
    setup,
    measure: `cook, 15 ingredients, 6,000 batches, ${ledger}`,
    n: COOKS,
    s: sc,
    ...(pg ? { goal: `p99 <= ${GOAL_COOK_P99_MS}: ${sc.p99 <= GOAL_COOK_P99_MS ? 'met' : 'NOT met'}` } : {}),
  });
  rows.push({
    setup,
    measure: `undo of that cook, ${ledger}`,
    n: COOKS,
    s: su,
    ...(pg ? { goal: `p99 <= ${GOAL_UNDO_P99_MS}: ${su.p99 <= GOAL_UNDO_P99_MS ? 'met' : 'NOT met'}` } : {}),
  });
  notes.push(`${setup} (${ledger}): each cook took from ${takes} batches, ${missing} ingredients missing`);
}

async function measure(entry: string, places: Place[]) {
  for (const [setup, env] of places) {
    console.log(`[bench:cook] ${setup}: a family and its recipe through the API ...`);
    let server = await run.startServer(entry, env);
    const chef = await run.headChef(server.url);
    const recipe = await run.api(server.url, 'POST', `/api/families/${chef.familyId}/recipes`, chef.token, {
      name: 'Bench casserole',
      servings: 4,
      ingredients: RECIPE.map(({ ingredient: [name, quantity, unit] }) => ({ name, quantity, unit })),
    });
    const family: Family = { familyId: chef.familyId, token: chef.token, recipeId: recipe.id };
    await run.stopServer(server);
    console.log(`[bench:cook] ${setup}: ${ITEMS} items, ${ITEMS * BATCHES_PER_ITEM} batches with SQL ...`);
    await seedStock(env, family.familyId);

    server = await run.startServer(entry, env);
    await sleep(1_000);
    console.log(`[bench:cook] ${setup}: GET inventory and cooks, empty ledger ...`);
    const empty = await gets(setup, server, family, 'empty ledger');
    await cooks(setup, server, family, 'empty ledger');
    await run.stopServer(server);

    console.log(`[bench:cook] ${setup}: ${LEDGER.toLocaleString('en')} ledger entries with SQL ...`);
    const seedMs = await seedLedger(env, family.familyId);
    notes.push(
      `${setup}: ${LEDGER.toLocaleString('en')} ledger entries written in ${(seedMs / 1000).toFixed(1)} s`,
    );
    server = await run.startServer(entry, env);
    await sleep(1_000);
    const label = `${(LEDGER / 1_000_000).toLocaleString('en')}M ledger entries`;
    console.log(`[bench:cook] ${setup}: GET inventory and cooks, ${label} ...`);
    const full = await gets(setup, server, family, label);
    await cooks(setup, server, family, label);
    await run.stopServer(server);
    const growth = (a: Summary, b: Summary) => (b.p50 - a.p50) / a.p50;
    for (const [what, a, b] of [
      ['200', empty.s200, full.s200],
      ['304', empty.s304, full.s304],
    ] as const) {
      const g = growth(a, b);
      notes.push(
        `${setup}: GET inventory (${what}) p50 ${a.p50.toFixed(2)} ms empty vs ${b.p50.toFixed(2)} ms with ${label}: ${(g * 100).toFixed(1)} %${setup === 'PostgreSQL' ? ` (goal within ${GOAL_GET_P50_GROWTH * 100} %: ${g <= GOAL_GET_P50_GROWTH ? 'met' : 'NOT met'})` : ''}`,
      );
    }
    notes.push(`${setup}: the inventory answer is ${(empty.bytes / 1024).toFixed(0)} kB of JSON`);
  }
}

function print(bundle: string, loadBefore: number[]) {
  printHeader('Cooking from stock, undo, and GET inventory with a large ledger', bundle, loadBefore);
  console.log(
    `Data: ${ITEMS} items in ${ITEMS * BATCHES_PER_ITEM} batches; a recipe of ${RECIPE.length} ingredients; ${LEDGER.toLocaleString('en')} ledger entries for the second half`,
  );
  console.log(
    `Goals (PostgreSQL): cook p99 <= ${GOAL_COOK_P99_MS} ms, undo p99 <= ${GOAL_UNDO_P99_MS} ms, GET inventory p50 within ${GOAL_GET_P50_GROWTH * 100} % of the empty ledger's\n`,
  );
  printTable(rows, (r) => r.goal ?? '', notes);
}

await runServerBench(run, 'cook', { notes, measure, print });
