/**
 * bench:scale's generator: N families written with COPY (pg-copy-streams), not row by row. Each family
 * has MEMBERS members (a session each, made here: the token is returned, its sha256 stored), ITEMS
 * inventory items (one batch each), RECIPES recipes and LISTS grocery lists of LINES lines.
 *
 * The rows go in with the triggers off (session_replication_role = replica, as bench:notices seeds), and
 * what the triggers would have written is then written in one statement each, so the database is the
 * one the API would have made: an item's quantity and date are its batch's (sync_item_stock), every
 * family has its versions (bump_family_version), the recipes' words are remembered
 * (remember_recipe_words), the sequences follow the ids. Foreign keys are triggers too: the ids are
 * made consistent here, and a check at the end counts the orphans (none).
 */
import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

export const MEMBERS = 5;
export const ITEMS = 200;
export const RECIPES = 50;
export const LISTS = 3;
export const LINES = 30;

export const FOODS = [
  'Milk',
  'Eggs',
  'Butter',
  'Cheddar',
  'Yogurt',
  'Chicken breast',
  'Ground beef',
  'Salmon',
  'Rice',
  'Pasta',
  'Flour',
  'Sugar',
  'Olive oil',
  'Tomatoes',
  'Onions',
  'Garlic',
  'Potatoes',
  'Carrots',
  'Spinach',
  'Apples',
  'Bananas',
  'Lemons',
  'Bread',
  'Tortillas',
  'Black beans',
  'Chickpeas',
  'Coconut milk',
  'Peanut butter',
  'Oats',
  'Honey',
  'Broccoli',
  'Bell pepper',
  'Mushrooms',
  'Bacon',
  'Ham',
  'Tofu',
  'Lentils',
  'Cumin',
  'Paprika',
  'Basil',
];
const QUALIFIERS = ['', 'Organic ', 'Fresh ', 'Frozen ', 'Whole '];
const DISHES = ['Curry', 'Stew', 'Soup', 'Salad', 'Bake', 'Stir fry', 'Tacos', 'Risotto', 'Pie', 'Omelette'];
const CATEGORIES = ['Produce', 'Dairy', 'Meat', 'Pantry', 'Frozen', 'Beverages', 'Bakery', 'Snacks'];
const TAGS = ['dinner', 'quick', 'vegetarian', 'family', 'weekend'];

/** One family's ids: every table's ids are dense, family by family, so each row's parent is known. */
export const ids = {
  user: (f: number, m: number) => (f - 1) * MEMBERS + m + 1,
  item: (f: number, i: number) => (f - 1) * ITEMS + i + 1,
  recipe: (f: number, r: number) => (f - 1) * RECIPES + r + 1,
  list: (f: number, l: number) => (f - 1) * LISTS + l + 1,
  line: (f: number, l: number, n: number) => ((f - 1) * LISTS + l) * LINES + n + 1,
};

export interface Seeded {
  families: number;
  /** tokens[f - 1][m]: member m of family f's session token. */
  tokens: string[][];
  rows: Record<string, number>;
  ms: number;
}

const DATE = (daysFromNow: number) =>
  new Date(Date.now() + daysFromNow * 86_400_000).toISOString().slice(0, 10);

/** Rows of one table as COPY text, ~256 kB per chunk. */
function copyText(families: number, rowsOf: (f: number) => string[][]): Readable {
  return Readable.from(
    (function* () {
      let chunk = '';
      for (let f = 1; f <= families; f++) {
        for (const row of rowsOf(f)) chunk += `${row.join('\t')}\n`;
        if (chunk.length > 256 * 1024) {
          yield chunk;
          chunk = '';
        }
      }
      if (chunk) yield chunk;
    })(),
  );
}

const N = '\\N';

export async function seedFamilies(url: string, families: number, log = console.log): Promise<Seeded> {
  const started = performance.now();
  const tokens = Array.from({ length: families }, () =>
    Array.from({ length: MEMBERS }, () => randomBytes(24).toString('base64url')),
  );
  const sha256 = (t: string) => createHash('sha256').update(t).digest('hex');
  const expires = new Date(Date.now() + 30 * 86_400_000).toISOString();

  const tables: [string, string[], (f: number) => string[][]][] = [
    ['families', ['id', 'name', 'family_size'], (f) => [[String(f), `Scale family ${f}`, '4']]],
    [
      'users',
      ['id', 'email', 'username', 'first_name', 'last_name', 'role', 'family_id', 'email_verified_at'],
      (f) =>
        Array.from({ length: MEMBERS }, (_, m) => [
          String(ids.user(f, m)),
          `scale-f${f}-m${m}@example.com`,
          `scale_${f}_${m}`,
          ['Ada', 'Ben', 'Cleo', 'Dev', 'Eli'][m]!,
          `Family${f}`,
          String([1, 2, 3, 3, 3][m]),
          String(f),
          '2026-01-01T00:00:00Z',
        ]),
    ],
    [
      'sessions',
      ['token_hash', 'user_id', 'expires_at'],
      (f) => tokens[f - 1]!.map((t, m) => [sha256(t), String(ids.user(f, m)), expires]),
    ],
    [
      'inventory_items',
      [
        'id',
        'family_id',
        'name',
        'quantity',
        'unit',
        'category',
        'expiration_date',
        'min_stock_level',
        'user_id',
      ],
      (f) =>
        Array.from({ length: ITEMS }, (_, i) => [
          String(ids.item(f, i)),
          String(f),
          `${QUALIFIERS[Math.floor(i / FOODS.length) % QUALIFIERS.length]}${FOODS[i % FOODS.length]}`,
          String((i % 5) + 1),
          'each',
          CATEGORIES[i % CATEGORIES.length]!,
          i % 4 === 0 ? N : DATE(((i * 7919 + f) % 60) - 5),
          i % 9 === 0 ? '2' : '0',
          String(ids.user(f, 0)),
        ]),
    ],
    [
      // One batch per item holding all of it: what sync_item_stock keeps the item at.
      'inventory_batches',
      ['id', 'item_id', 'family_id', 'quantity', 'unit', 'expiration_date', 'created_by'],
      (f) =>
        Array.from({ length: ITEMS }, (_, i) => [
          String(ids.item(f, i)),
          String(ids.item(f, i)),
          String(f),
          String((i % 5) + 1),
          'each',
          i % 4 === 0 ? N : DATE(((i * 7919 + f) % 60) - 5),
          String(ids.user(f, 0)),
        ]),
    ],
    [
      'recipes',
      [
        'id',
        'family_id',
        'created_by',
        'name',
        'description',
        'servings',
        'prep_time',
        'cook_time',
        'instructions',
        'ingredients',
        'tags',
      ],
      (f) =>
        Array.from({ length: RECIPES }, (_, r) => {
          const main = FOODS[(r * 7 + f) % FOODS.length]!;
          const ingredients = Array.from({ length: 8 }, (_, k) => ({
            name: FOODS[(r * 3 + k * 5 + f) % FOODS.length]!.toLowerCase(),
            quantity: String((k % 3) + 1),
            unit: ['cups', 'tbsp', 'g'][k % 3]!,
          }));
          return [
            String(ids.recipe(f, r)),
            String(f),
            String(ids.user(f, r % MEMBERS)),
            `${main} ${DISHES[r % DISHES.length]} ${Math.floor(r / DISHES.length) + 1}`,
            `A family ${DISHES[r % DISHES.length]!.toLowerCase()} with ${main.toLowerCase()}.`,
            '4',
            String(10 + (r % 4) * 5),
            String(20 + (r % 5) * 10),
            'Prepare the ingredients. Cook until done. Serve warm.',
            JSON.stringify(ingredients),
            `{${TAGS[r % TAGS.length]},${TAGS[(r + 2) % TAGS.length]}}`,
          ];
        }),
    ],
    [
      'grocery_lists',
      ['id', 'family_id', 'name', 'created_by'],
      (f) =>
        Array.from({ length: LISTS }, (_, l) => [
          String(ids.list(f, l)),
          String(f),
          ['Weekly shop', 'Market', 'Party'][l]!,
          String(ids.user(f, 0)),
        ]),
    ],
    [
      'grocery_items',
      ['id', 'list_id', 'family_id', 'name', 'quantity', 'unit', 'category', 'purchased'],
      (f) =>
        Array.from({ length: LISTS * LINES }, (_, k) => {
          const l = Math.floor(k / LINES);
          const n = k % LINES;
          return [
            String(ids.line(f, l, n)),
            String(ids.list(f, l)),
            String(f),
            FOODS[(n + l * 11) % FOODS.length]!,
            String((n % 3) + 1),
            'each',
            CATEGORIES[n % CATEGORIES.length]!,
            n % 4 === 0 ? 't' : 'f',
          ];
        }),
    ],
  ];

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const rows: Record<string, number> = {};
  try {
    await client.query('set synchronous_commit = off');
    await client.query('set session_replication_role = replica');
    for (const [table, columns, rowsOf] of tables) {
      const t0 = performance.now();
      const copy = client.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN`));
      await pipeline(copyText(families, rowsOf), copy);
      rows[table] = Number(copy.rowCount);
      log(`[seed] ${table}: ${rows[table]} rows in ${Math.round(performance.now() - t0)} ms`);
    }
    await client.query('set session_replication_role = default');
    // What the triggers would have written, one statement each.
    await client.query(`
      insert into family_versions (family_id, scope, version)
        select f.id, s.scope, nextval('family_version_seq')
          from families f cross join (values ('inventory'), ('recipes'), ('members'), ('family'), ('grocery')) s(scope);
      insert into recipe_words (family_id, word)
        select distinct r.family_id, w from recipes r, regexp_split_to_table(r.search_names, '[^[:alnum:]]+') w
         where length(w) >= 3
      on conflict do nothing;
      select setval('families_id_seq', (select max(id) from families));
      select setval('users_id_seq', (select max(id) from users));
      select setval('inventory_items_id_seq', (select max(id) from inventory_items));
      select setval('inventory_batches_id_seq', (select max(id) from inventory_batches));
      select setval('recipes_id_seq', (select max(id) from recipes));
      select setval('grocery_lists_id_seq', (select max(id) from grocery_lists));
      select setval('grocery_items_id_seq', (select max(id) from grocery_items));
      analyze;`);
    // The foreign keys were not checked while copying (they are triggers): count what they would refuse.
    const { rows: orphans } = await client.query(`select
      (select count(*) from users u where not exists (select 1 from families f where f.id = u.family_id))
      + (select count(*) from inventory_batches b where not exists (select 1 from inventory_items i where i.id = b.item_id and i.family_id = b.family_id))
      + (select count(*) from grocery_items g where not exists (select 1 from grocery_lists l where l.id = g.list_id and l.family_id = g.family_id))
      + (select count(*) from inventory_items i where i.quantity <> (select sum(b.quantity) from inventory_batches b where b.item_id = i.id))
      as n`);
    if (Number(orphans[0].n) !== 0) throw new Error(`the generator made ${orphans[0].n} inconsistent rows`);
    const { rows: size } = await client.query('select pg_database_size(current_database())::bigint as bytes');
    rows.databaseMiB = Math.round(Number(size[0].bytes) / 1048576);
  } finally {
    await client.end();
  }
  return { families, tokens, rows, ms: performance.now() - started };
}
