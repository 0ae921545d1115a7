import {
  emptyResult,
  type FormatReader,
  type ImportedPlannedMeal,
  type ImportSource,
  type ReadResult,
  type SourceFile,
} from './import-format';
import {
  mealieDraft,
  mealieIngredientEntries,
  mealieIngredientLine,
  mealieNotes,
  mealieSteps,
} from './mealie-recipe';
import {
  baseName,
  dirOf,
  expand,
  IMAGE_EXT,
  imageFile,
  isRecord,
  parseJson,
  readEach,
  tags,
  text,
} from './reader-kit';

/**
 * Mealie: a backup zip ('database.json', every table as a list of rows, and
 * 'data/recipes/<id>/images/original.webp'), or a recipe export (one '<slug>.json' per recipe in the
 * API's shape, its pictures under 'images/' beside it). A backup also carries meal plans and
 * shopping lists.
 */

type Row = Record<string, unknown>;
type Tables = Record<string, Row[]>;

const isDatabase = (f: SourceFile) => baseName(f.path).toLowerCase() === 'database.json';
const jsonFiles = (s: ImportSource) => s.files.filter((f) => /\.json$/i.test(f.path) && !isDatabase(f));

const isMealieRecipe = (j: unknown) =>
  isRecord(j) && typeof j.slug === 'string' && ('recipeIngredient' in j || 'recipe_ingredient' in j);

/** Ids as Mealie writes them, with or without dashes. */
const key = (id: unknown) =>
  String(id ?? '')
    .replace(/-/g, '')
    .toLowerCase();

const table = (tables: Tables, name: string): Row[] =>
  Array.isArray(tables[name]) ? tables[name].filter(isRecord) : [];

function byId(rows: Row[]): Map<string, Row> {
  return new Map(rows.map((r) => [key(r.id), r]));
}

function groupBy(rows: Row[], field: string): Map<string, Row[]> {
  const map = new Map<string, Row[]>();
  for (const row of [...rows].sort((a, b) => Number(a.position ?? 0) - Number(b.position ?? 0))) {
    const k = key(row[field]);
    map.set(k, [...(map.get(k) ?? []), row]);
  }
  return map;
}

/** The picture a backup keeps for a recipe id: 'original.*' before the smaller copies. */
function backupImage(source: ImportSource, id: string): SourceFile | undefined {
  const pictures = source.files.filter((f) => {
    const m = /(?:^|\/)recipes\/([^/]+)\/images\/([^/]+)$/.exec(f.path);
    return m && key(m[1]) === id && IMAGE_EXT.test(m[2]!);
  });
  return pictures.find((f) => /^original\./i.test(baseName(f.path))) ?? pictures[0];
}

async function readBackup(source: ImportSource, file: SourceFile): Promise<ReadResult> {
  const db = parseJson(await file.text(), 'database.json');
  if (!isRecord(db)) throw new Error('database.json is not a Mealie backup');
  const tables = db as Tables;
  const units = byId(table(tables, 'ingredient_units'));
  const foods = byId(table(tables, 'ingredient_foods'));
  const tagNames = byId(table(tables, 'tags'));
  const categoryNames = byId(table(tables, 'categories'));
  const ingredientsOf = groupBy(table(tables, 'recipes_ingredients'), 'recipe_id');
  const stepsOf = groupBy(table(tables, 'recipe_instructions'), 'recipe_id');
  const notesOf = groupBy(table(tables, 'notes'), 'recipe_id');
  const tagLinks = groupBy(table(tables, 'recipes_to_tags'), 'recipe_id');
  const categoryLinks = groupBy(table(tables, 'recipes_to_categories'), 'recipe_id');
  const recipes = table(tables, 'recipes');
  const result = emptyResult();
  await readEach(
    result,
    recipes,
    (r) => text(r.name) ?? text(r.slug),
    async (r) => {
      const id = key(r.id);
      const lookup = { unit: (u: unknown) => units.get(key(u)), food: (f: unknown) => foods.get(key(f)) };
      return mealieDraft(r, {
        ingredientLines: (ingredientsOf.get(id) ?? []).flatMap((row) => mealieIngredientEntries(row, lookup)),
        instructions: mealieSteps(stepsOf.get(id) ?? []),
        notes: mealieNotes(notesOf.get(id) ?? []),
        tags: tags(
          (tagLinks.get(id) ?? []).map((l) => tagNames.get(key(l.tag_id))),
          (categoryLinks.get(id) ?? []).map((l) => categoryNames.get(key(l.category_id))),
        ),
        image: await imageFile(backupImage(source, id)),
      });
    },
  );
  const recipeName = new Map(recipes.map((r) => [key(r.id), text(r.name)]));
  for (const plan of table(tables, 'group_meal_plans')) {
    const date = String(plan.date ?? '').slice(0, 10);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) continue;
    const meal: ImportedPlannedMeal = { date };
    const type = text(plan.entry_type)?.toLowerCase();
    if (type && ['breakfast', 'lunch', 'dinner', 'snack'].includes(type)) meal.mealType = type;
    const name = plan.recipe_id ? recipeName.get(key(plan.recipe_id)) : undefined;
    if (name) meal.recipeName = name;
    else if (text(plan.title)) meal.title = text(plan.title);
    if (meal.recipeName || meal.title) result.plannedMeals.push(meal);
  }
  const itemsOf = groupBy(table(tables, 'shopping_list_items'), 'shopping_list_id');
  for (const list of table(tables, 'shopping_lists')) {
    const lookup = { unit: (u: unknown) => units.get(key(u)), food: (f: unknown) => foods.get(key(f)) };
    const items = (itemsOf.get(key(list.id)) ?? [])
      .filter((i) => !i.checked)
      .map((i) => mealieIngredientLine(i, lookup))
      .filter((l): l is string => Boolean(l));
    result.groceryLists.push({ name: text(list.name) ?? 'Shopping list', items });
  }
  return result;
}

/** The picture beside an exported recipe: '<dir>/images/original.*', or an image named by its slug. */
function exportImage(source: ImportSource, file: SourceFile, slug: string): SourceFile | undefined {
  const dir = dirOf(file.path);
  const near = source.files.filter((f) => IMAGE_EXT.test(f.path) && dirOf(f.path).startsWith(dir));
  return (
    near.find((f) => /^original\./i.test(baseName(f.path)) && dirOf(f.path).endsWith('images')) ??
    source.files.find((f) => IMAGE_EXT.test(f.path) && baseName(f.path).replace(/\.[^.]+$/, '') === slug)
  );
}

async function readExport(source: ImportSource): Promise<ReadResult> {
  const loaded = await Promise.all(
    jsonFiles(source).map(async (file) => {
      const fallback = baseName(file.path).replace(/\.json$/i, '');
      try {
        return { file, fallback, json: parseJson(await file.text(), baseName(file.path)) };
      } catch (error) {
        return { file, fallback, error };
      }
    }),
  );
  return readEach(
    emptyResult(),
    // Files that are JSON but not recipes (a settings file) are not entries; broken JSON is.
    loaded.filter((e) => e.error || isMealieRecipe(e.json) || (isRecord(e.json) && 'slug' in e.json)),
    (e) => (isRecord(e.json) && typeof e.json.name === 'string' ? e.json.name : e.fallback),
    async (e) => {
      if (e.error) throw e.error;
      const r = e.json as Row;
      const draft = mealieDraft(r);
      return { ...draft, image: await imageFile(exportImage(source, e.file, String(r.slug ?? ''))) };
    },
  );
}

export const mealieReader: FormatReader = {
  format: 'mealie',
  label: 'Mealie',
  async detect(upload) {
    const source = await expand(upload);
    const db = source.files.find(isDatabase);
    if (db) {
      const raw = await db.text();
      return raw.includes('"recipes_ingredients"') || raw.includes('"recipe_instructions"');
    }
    for (const file of jsonFiles(source).slice(0, 3)) {
      try {
        if (isMealieRecipe(JSON.parse(await file.text()))) return true;
      } catch {
        // Another file may say.
      }
    }
    return false;
  },
  async read(upload) {
    const source = await expand(upload);
    const db = source.files.find(isDatabase);
    return db ? readBackup(source, db) : readExport(source);
  },
};
