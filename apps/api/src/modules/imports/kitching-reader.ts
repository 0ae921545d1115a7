import {
  EXPORT_FILES,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  type ExportGroceryListLine,
  type ExportInventoryItemLine,
  type ExportMealPlanLine,
  type ExportRecipeLine,
  type ExportSettings,
  type ExportStockActionLine,
  exportGroceryListLine,
  exportInventoryItemLine,
  exportManifest,
  exportMealPlanLine,
  exportRecipeLine,
  exportSettings,
  exportStockActionLine,
  imageTypeOf,
  RECIPE_IMAGE_MAX_BYTES,
  type RecipeImageType,
} from '@kitching/contracts';
import type { z } from 'zod';
import type { ImportSource, SkippedEntry, SourceFile } from './formats/import-format';
import { importErrors } from './imports.errors';

/** A Kitching export as this version of Kitching understands it (the newest format's shape). */
export interface KitchingBundle {
  version: number;
  familyName: string;
  settings: ExportSettings | null;
  recipes: ExportRecipeLine[];
  mealPlans: ExportMealPlanLine[];
  groceryLists: ExportGroceryListLine[];
  inventoryItems: ExportInventoryItemLine[];
  stockActions: ExportStockActionLine[];
  skipped: SkippedEntry[];
  /** A recipe line's photo, read from the zip when its chunk is written (one at a time), if it is one. */
  image(recipe: ExportRecipeLine): Promise<{ contentType: RecipeImageType; bytes: Uint8Array } | undefined>;
}

/** The most recipes, meal plans or pantry items one import adds: 100,000 in one transaction is refused plainly. */
export const MAX_IMPORT_ENTRIES = 10_000;

/** The manifest, found at the archive's root or one folder down (a zip made of the unpacked folder). */
function manifestFile(source: ImportSource): SourceFile | undefined {
  return source.files.find((f) => /^(?:[^/]+\/)?manifest\.json$/.test(f.path));
}

/** Whether the upload is a Kitching export: its manifest says so. */
export async function isKitchingExport(source: ImportSource): Promise<boolean> {
  const file = manifestFile(source);
  if (!file || file.size > 64 * 1024) return false;
  try {
    return (JSON.parse(await file.text()) as { format?: unknown }).format === EXPORT_FORMAT;
  } catch {
    return false;
  }
}

/** One NDJSON file's lines, each checked; a bad line is skipped by its name (or line number). */
async function ndjson<T>(
  source: ImportSource,
  prefix: string,
  name: string,
  schema: z.ZodType<T>,
  skipped: SkippedEntry[],
): Promise<T[]> {
  const file = source.files.find((f) => f.path === `${prefix}${name}`);
  if (!file) return [];
  const rows: T[] = [];
  const lines = (await file.text()).split('\n');
  // Counted before any line is parsed: a file of 100,000 recipes is refused at once.
  const count = lines.filter((l) => l.trim()).length;
  if (count > MAX_IMPORT_ENTRIES) throw importErrors.tooManyRecipes(count, MAX_IMPORT_ENTRIES);
  lines.forEach((line, n) => {
    if (!line.trim()) return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      skipped.push({ name: `${name} line ${n + 1}`, reason: 'Not valid JSON' });
      return;
    }
    const parsed = schema.safeParse(value);
    if (parsed.success) rows.push(parsed.data);
    else {
      const label = (value as { name?: unknown })?.name;
      const issue = parsed.error.issues[0];
      skipped.push({
        name: typeof label === 'string' ? label : `${name} line ${n + 1}`,
        reason: `Not a valid entry (${issue?.path.join('.') || 'value'}: ${issue?.message ?? 'invalid'})`,
      });
    }
  });
  return rows;
}

/**
 * The photo a recipe line names (`images/12.jpg`, or `12.jpg` under images/), when the file is there,
 * within a recipe photo's size and a JPEG, PNG or WebP by its bytes; anything else is left out.
 */
function imageReader(source: ImportSource, prefix: string): KitchingBundle['image'] {
  return async (recipe) => {
    const name = recipe.images?.[0];
    if (!name) return undefined;
    const path = `${prefix}${name.startsWith('images/') ? name : `images/${name}`}`;
    const file = source.files.find((f) => f.path === path);
    if (!file || file.size > RECIPE_IMAGE_MAX_BYTES) return undefined;
    const bytes = await file.bytes();
    const contentType = imageTypeOf(bytes);
    return contentType ? { contentType, bytes } : undefined;
  };
}

/** Version 1, the first format (docs/export-format.md). */
async function readVersion1(
  source: ImportSource,
  prefix: string,
  familyName: string,
): Promise<KitchingBundle> {
  const skipped: SkippedEntry[] = [];
  const settingsFile = source.files.find((f) => f.path === `${prefix}settings.json`);
  let settings: ExportSettings | null = null;
  if (settingsFile) {
    const parsed = exportSettings.safeParse(JSON.parse(await settingsFile.text()));
    if (parsed.success) settings = parsed.data;
    else skipped.push({ name: 'settings.json', reason: 'Not valid settings; the family keeps its own' });
  }
  return {
    version: 1,
    familyName,
    settings,
    recipes: await ndjson(source, prefix, EXPORT_FILES.recipes, exportRecipeLine, skipped),
    mealPlans: await ndjson(source, prefix, EXPORT_FILES.mealPlans, exportMealPlanLine, skipped),
    groceryLists: await ndjson(source, prefix, EXPORT_FILES.groceryLists, exportGroceryListLine, skipped),
    inventoryItems: await ndjson(
      source,
      prefix,
      EXPORT_FILES.inventoryItems,
      exportInventoryItemLine,
      skipped,
    ),
    stockActions: await ndjson(source, prefix, EXPORT_FILES.stockActions, exportStockActionLine, skipped),
    skipped,
    image: imageReader(source, prefix),
  };
}

/**
 * Every version this Kitching has ever written, oldest first: each reads its own files into the
 * newest shape. Version 2 adds `2: readVersion2` (which may read as version 1 does, then upgrade).
 */
const READERS: Record<number, typeof readVersion1> = { 1: readVersion1 };

/** Reads a Kitching export of any version up to this one's. */
export async function readKitchingExport(source: ImportSource): Promise<KitchingBundle> {
  const file = manifestFile(source);
  if (!file) throw importErrors.notAnExport('it has no manifest.json');
  let raw: unknown;
  try {
    raw = JSON.parse(await file.text());
  } catch {
    throw importErrors.notAnExport('manifest.json is not valid JSON');
  }
  const manifest = exportManifest.safeParse(raw);
  if (!manifest.success) throw importErrors.notAnExport('manifest.json is not a Kitching manifest');
  const { version, family } = manifest.data;
  if (version > EXPORT_VERSION) throw importErrors.newerVersion(version, EXPORT_VERSION);
  const read = READERS[version];
  if (!read) throw importErrors.notAnExport(`format version ${version} is unknown`);
  return read(source, file.path.slice(0, -'manifest.json'.length), family.name);
}
