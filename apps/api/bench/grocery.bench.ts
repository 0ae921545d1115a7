/**
 * Grocery lists (issue 12, "Measured"): reading a family's lists with a 300-item list, putting 100 bought
 * lines away into an inventory of 2,000 items, and merging a 15-ingredient recipe into the 300-item list.
 *
 *   npm run bench:grocery                    PGlite, then a throwaway PostgreSQL
 *   npx tsx apps/api/bench/grocery.bench.ts  PGlite only (or also DATABASE_URL's server when set)
 *   BENCH_GETS=300                           GETs per variant (default 300, after 50 not counted)
 *   BENCH_ROUNDS=5                           put-away rounds (default 5, after 1 not counted)
 *   BENCH_MERGES=20                          add-recipe calls (default 20, after 3 not counted)
 *   BENCH_CPU_PROF=<dir>                     servers run with --cpu-prof, profiles in <dir>/PGlite, <dir>/PostgreSQL
 *
 * Per database, one server and one family made through the API (both databases are seeded at the same
 * time, then measured one after the other) (a Head Chef): 2,000 inventory items, a list of 300
 * lines, and a recipe of 15 ingredients (10 of them on the list, 5 not, none in the pantry).
 * - GET /api/families/:familyId/grocery-lists, one request at a time on a keep-alive connection with a
 *   browser's Accept-Encoding: without If-None-Match (200, the answer the server keeps per data version)
 *   and with the ETag it sent (304); then 50 times, right after the list is renamed (not timed), the
 *   GET that reads and serializes the lists again.
 * - POST /api/grocery-lists/:listId/put-away on a second list: each round makes 100 lines and ticks
 *   them (not timed), 50 named like inventory items in their unit (they add to them) and 50 new (they
 *   become items); only the put-away is timed. The items it made are deleted after each round, so
 *   every round puts away into 2,000 items.
 * - POST /api/grocery-lists/:listId/add-recipe { recipeId, servings } into the 300-line list: the first
 *   call adds 5 lines, every call merges 10 (then 15) ingredients into existing lines.
 * Goals: GET p99 <= 50 ms on PostgreSQL, put-away <= 200 ms.
 *
 * Each server is its own process running the production bundle (server-bench.ts). Loopback only;
 * everything started or written is stopped and removed at the end.
 */
import path from 'node:path';
import {
  benchRun,
  inParallel,
  ms,
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
// GETs right after a change to the list (a rename), each reading and serializing the lists again.
const CHANGES = 50;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const MERGES = Number(process.env.BENCH_MERGES ?? 20);
const MERGE_WARMUP = 3;
const CPU_PROF = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : undefined;
const INVENTORY = 2_000;
const LIST_LINES = 300;
const PUT_AWAY = 100;
const INGREDIENTS = 15;
const ON_LIST = 10;
const GOAL_GET_P99_MS = 50;
const GOAL_PUT_AWAY_MS = 200;
const ACCEPT = 'gzip, deflate, br, zstd';
// Seeding: requests in flight at once (writes to one list queue behind its lock anyway).
const WIDTH = 8;

const CATEGORIES = ['Produce', 'Dairy', 'Meat', 'Pantry', 'Frozen', 'Beverages', 'Bakery', 'Snacks'];
const UNITS = ['each', 'g', 'kg', 'cups', 'cans', 'bottles'];

const run = benchRun('grocery');

interface Row {
  setup: string;
  measure: string;
  n: number;
  s: Summary;
  goal?: { p: 'p50' | 'p99'; ms: number };
}
const rows: Row[] = [];
const notes: string[] = [];

const inventoryName = (i: number) => `Item ${String(i).padStart(4, '0')} ${CATEGORIES[i % 8]} staple`;
const inventoryUnit = (i: number) => UNITS[i % UNITS.length]!;
// The first ON_LIST lines are in cups: the recipe's ingredients of the same names merge into them.
const lineName = (i: number) => `Grocery line ${String(i).padStart(3, '0')}`;
const lineUnit = (i: number) => (i < ON_LIST ? 'cups' : UNITS[i % UNITS.length]!);

/** The family: 2,000 inventory items, a list of 300 lines, a 15-ingredient recipe. */
async function seed(base: string) {
  const started = performance.now();
  const chef = await run.headChef(base);
  const { familyId, token } = chef;
  await inParallel(INVENTORY, WIDTH, (i) =>
    run.api(base, 'POST', `/api/families/${familyId}/inventory`, token, {
      name: inventoryName(i),
      quantity: String((i % 17) + 1),
      unit: inventoryUnit(i),
      category: CATEGORIES[i % 8],
      minStockLevel: '0',
    }),
  );
  const list = await run.api(base, 'POST', `/api/families/${familyId}/grocery-lists`, token, {
    name: 'The big shop',
  });
  await inParallel(LIST_LINES, WIDTH, async (i) => {
    const res = await run.request(base, 'POST', `/api/grocery-lists/${list.id}/items`, token, {
      name: lineName(i),
      quantity: String((i % 5) + 1),
      unit: lineUnit(i),
      category: CATEGORIES[i % 8],
    });
    if (res.status !== 201) throw new Error(`add line ${i}: ${res.status} (expected a new line, 201)`);
  });
  const recipe = await run.api(base, 'POST', `/api/families/${familyId}/recipes`, token, {
    name: 'Bench stew',
    description: 'Fifteen things in one pot.',
    servings: 4,
    prepTime: 15,
    cookTime: 60,
    instructions: 'Chop everything.\nSimmer it gently.\nServe warm.',
    ingredients: Array.from({ length: INGREDIENTS }, (_, k) => ({
      name: k < ON_LIST ? lineName(k) : `Stew extra ${k}`,
      quantity: '1',
      unit: 'cups',
    })),
  });
  const putAwayList = await run.api(base, 'POST', `/api/families/${familyId}/grocery-lists`, token, {
    name: 'Put-away bench',
  });
  return {
    familyId,
    token,
    listId: list.id,
    recipeId: recipe.id,
    putAwayListId: putAwayList.id,
    seedMs: performance.now() - started,
  };
}
type Family = Awaited<ReturnType<typeof seed>>;

async function timedGet(base: string, url: string, token: string, headers: Record<string, string>) {
  const sent = performance.now();
  const res = await run.request(base, 'GET', url, token, undefined, headers);
  return { ms: performance.now() - sent, res };
}

/** GET the family's lists: n without If-None-Match (200), n with the ETag (304). */
async function getLists(setup: string, base: string, family: Family) {
  const url = `/api/families/${family.familyId}/grocery-lists`;
  const headers = { 'accept-encoding': ACCEPT };
  // The whole answer, decoded, to check what is measured.
  const plain = await run.request(base, 'GET', url, family.token);
  const lists = (plain.json.data ?? []) as unknown as { items: unknown[] }[];
  const lines = lists.reduce((sum, l) => sum + l.items.length, 0);
  if (!lists.some((l) => l.items.length === LIST_LINES))
    throw new Error(`GET lists: no list of ${LIST_LINES} lines (${lists.map((l) => l.items.length)})`);
  const full: number[] = [];
  const notModified: number[] = [];
  let etag = '';
  let bytes = 0;
  let encoding = '';
  for (let i = 0; i < GET_WARMUP + GETS; i++) {
    const { ms, res } = await timedGet(base, url, family.token, headers);
    if (res.status !== 200) throw new Error(`GET lists: ${res.status}`);
    etag = String(res.headers.etag ?? '');
    bytes = res.bytes;
    encoding = String(res.headers['content-encoding'] ?? 'identity');
    if (i >= GET_WARMUP) full.push(ms);
  }
  if (!etag) throw new Error('GET lists: no ETag');
  for (let i = 0; i < GET_WARMUP + GETS; i++) {
    const { ms, res } = await timedGet(base, url, family.token, { ...headers, 'if-none-match': etag });
    if (res.status !== 304) throw new Error(`GET lists with If-None-Match: ${res.status}, expected 304`);
    if (i >= GET_WARMUP) notModified.push(ms);
  }
  // After a change (the list renamed, not timed): the answer is read and serialized again, not kept.
  const changed: number[] = [];
  for (let i = 0; i < CHANGES; i++) {
    await run.api(base, 'PATCH', `/api/grocery-lists/${family.listId}`, family.token, {
      name: `The big shop ${i}`,
    });
    const { ms, res } = await timedGet(base, url, family.token, { ...headers, 'if-none-match': etag });
    if (res.status !== 200 || res.headers.etag === etag)
      throw new Error(`GET lists after a change: ${res.status}, expected 200 with a new ETag`);
    etag = String(res.headers.etag);
    changed.push(ms);
  }
  const goal = setup === 'PostgreSQL' ? { p: 'p99' as const, ms: GOAL_GET_P99_MS } : undefined;
  rows.push({ setup, measure: 'GET lists (200, answer kept)', n: GETS, s: summarize(full), goal });
  rows.push({ setup, measure: 'GET lists, If-None-Match (304)', n: GETS, s: summarize(notModified), goal });
  rows.push({
    setup,
    measure: 'GET lists after a change (200, read again)',
    n: CHANGES,
    s: summarize(changed),
    goal,
  });
  notes.push(
    `${setup}: GET lists answers ${lists.length} lists, ${lines} lines; ${(plain.bytes / 1024).toFixed(0)} kB of JSON, ${(bytes / 1024).toFixed(1)} kB on the wire (${encoding})`,
  );
}

/** One round: 100 lines made and ticked (not timed), then the put-away (timed). */
async function putAwayRound(base: string, family: Family, round: number) {
  const { token, putAwayListId } = family;
  const half = PUT_AWAY / 2;
  const ids: number[] = [];
  await inParallel(PUT_AWAY, WIDTH, async (k) => {
    // Matching lines: inventory items spread over the 2,000, a different set each round.
    const index = ((round * half + k) * 7) % INVENTORY;
    const body =
      k < half
        ? { name: inventoryName(index), quantity: '1', unit: inventoryUnit(index), category: 'Pantry' }
        : { name: `Fresh find ${round}-${k}`, quantity: '2', unit: 'each', category: 'Produce' };
    const line = await run.api(base, 'POST', `/api/grocery-lists/${putAwayListId}/items`, token, body);
    ids.push(line.id);
  });
  await inParallel(ids.length, WIDTH, (i) =>
    run.api(base, 'PATCH', `/api/grocery-list-items/${ids[i]}`, token, { purchased: true }),
  );
  const sent = performance.now();
  const result = await run.api<{ added: { id: number }[]; updated: { id: number }[] }>(
    base,
    'POST',
    `/api/grocery-lists/${putAwayListId}/put-away`,
    token,
  );
  const took = performance.now() - sent;
  if (result.added.length !== half || result.updated.length !== half)
    throw new Error(
      `put-away round ${round}: ${result.added.length} added, ${result.updated.length} updated (expected ${half} and ${half})`,
    );
  // Back to 2,000 items for the next round.
  await inParallel(result.added.length, WIDTH, (i) =>
    run.api(base, 'DELETE', `/api/inventory/${result.added[i]!.id}`, token),
  );
  return took;
}

async function putAway(setup: string, base: string, family: Family) {
  const times: number[] = [];
  const started = performance.now();
  const warm = await putAwayRound(base, family, 0);
  for (let round = 1; round <= ROUNDS; round++) times.push(await putAwayRound(base, family, round));
  rows.push({
    setup,
    measure: `put-away, ${PUT_AWAY} lines into ${INVENTORY} items (${PUT_AWAY / 2} add, ${PUT_AWAY / 2} new)`,
    n: ROUNDS,
    s: summarize(times),
    goal: { p: 'p50', ms: GOAL_PUT_AWAY_MS },
  });
  notes.push(
    `${setup}: put-away first round (not counted) ${ms(warm)} ms; ${ROUNDS + 1} rounds with their setup in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

async function addRecipe(setup: string, base: string, family: Family) {
  const times: number[] = [];
  let skipped = 0;
  let items = 0;
  for (let i = 0; i < MERGE_WARMUP + MERGES; i++) {
    const sent = performance.now();
    const result = await run.api<{ items: unknown[]; skipped: number[] }>(
      base,
      'POST',
      `/api/grocery-lists/${family.listId}/add-recipe`,
      family.token,
      { recipeId: family.recipeId, servings: 4 },
    );
    if (i >= MERGE_WARMUP) times.push(performance.now() - sent);
    skipped = result.skipped.length;
    items = result.items.length;
  }
  const list = await run.api<{ items: unknown[] }>(
    base,
    'GET',
    `/api/grocery-lists/${family.listId}`,
    family.token,
  );
  rows.push({
    setup,
    measure: `add-recipe, ${INGREDIENTS} ingredients into a ${LIST_LINES}-line list`,
    n: MERGES,
    s: summarize(times),
  });
  notes.push(
    `${setup}: add-recipe answered ${items} lines, ${skipped} skipped; the list has ${list.items.length} lines after it`,
  );
}

/** A server per database, seeded at the same time (not measured), then measured one after the other. */
async function measure(entry: string, places: Place[]) {
  const seeded = await Promise.all(
    places.map(async ([setup, env]) => {
      const nodeArgs = CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.join(CPU_PROF, setup)}`] : [];
      const server = await run.startServer(entry, env, nodeArgs);
      const family = await seed(server.url);
      notes.push(
        `${setup}: seeded through the API in ${(family.seedMs / 1000).toFixed(1)} s (${INVENTORY} items, ${LIST_LINES} lines, 1 recipe${places.length > 1 ? '; all databases at once' : ''})`,
      );
      return { setup, server, family };
    }),
  );
  for (const { setup, server, family } of seeded) {
    await sleep(1_000);
    console.log(`[bench:grocery] ${setup}: GET lists ...`);
    await getLists(setup, server.url, family);
    console.log(`[bench:grocery] ${setup}: put-away ...`);
    await putAway(setup, server.url, family);
    console.log(`[bench:grocery] ${setup}: add-recipe ...`);
    await addRecipe(setup, server.url, family);
    await run.stopServer(server);
  }
}

function print(bundle: string, loadBefore: number[]) {
  printHeader('Grocery lists', bundle, loadBefore);
  console.log(
    `Goals: GET lists p99 <= ${GOAL_GET_P99_MS} ms on PostgreSQL; put-away p50 <= ${GOAL_PUT_AWAY_MS} ms\n`,
  );
  printTable(
    rows,
    (r) => (r.goal ? `${r.goal.p} <= ${r.goal.ms}: ${r.s[r.goal.p] <= r.goal.ms ? 'met' : 'NOT met'}` : ''),
    notes,
  );
}

await runServerBench(run, 'grocery', { notes, cpuProf: CPU_PROF, measure, print });
