/**
 * The seam between the file readers of other apps' exports (`formats/*.reader.ts`, one per format)
 * and the import use case (`imports.service.ts`), which opens the upload safely (size, entry count,
 * inflated bytes, paths: `open-upload.ts`), detects the format, reads, then writes through the
 * recipes, meal-plans and grocery services in one transaction.
 *
 * A reader is pure: it sees files, never the database or the network, and returns what it read in
 * Kitching's words. Ingredient lines stay text; the use case runs each through the ingredient parser.
 * One bad recipe is a `skipped` entry with its name and reason; the others still come through.
 */

/** Every format Kitching reads; `kitching` is its own export (read by the use case, not a reader). */
export const IMPORT_FORMATS = [
  'kitching',
  'mealie',
  'tandoor',
  'paprika',
  'nextcloud',
  'copymethat',
  'plantoeat',
  'myrecipebox',
  'chowdown',
  'cooklang',
  'jsonld',
  'csv-inventory',
] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** One file of an upload: a path inside the archive ('' folders joined by '/'), never '..' or absolute. */
export interface SourceFile {
  path: string;
  /** The uncompressed size, already checked against the limits. */
  size: number;
  bytes(): Promise<Uint8Array>;
  text(): Promise<string>;
}

/** An upload, opened: a single file is a source of one file; a zip lists its files. */
export interface ImportSource {
  /** The uploaded file's name ('recipes.paprikarecipes'), for detection by extension. */
  fileName: string;
  files: SourceFile[];
  /** Opens a file that is itself an archive (Tandoor's zip of zips, Paprika's gzip per recipe), with the same limits. */
  open(file: SourceFile): Promise<ImportSource>;
}

export interface ImportedImage {
  fileName: string;
  /** image/jpeg, image/png, image/webp */
  contentType: string;
  bytes: Uint8Array;
}

/** A heading of the ingredient list ('For the sauce'): the lines after it, up to the next, are its group. */
export interface IngredientHeading {
  heading: string;
}
/** An ingredient line as written, or the heading of the group the lines after it belong to. */
export type IngredientEntry = string | IngredientHeading;

export interface ImportedRecipe {
  name: string;
  description?: string;
  /** Ingredient lines as written ('2 cups flour, sifted'), with the headings of their groups (issue 28). */
  ingredients: IngredientEntry[];
  /** The method, one step per line. */
  instructions?: string;
  servings?: number;
  prepMinutes?: number;
  cookMinutes?: number;
  totalMinutes?: number;
  /** A web address the recipe came from. */
  source?: string;
  sourceName?: string;
  /** Tags, categories, cuisines and keywords, as the app kept them (trimmed, no duplicates). */
  tags: string[];
  image?: ImportedImage;
  /** The format's own notes ('Notes', 'Nutrition' text), kept as text. */
  notes?: string;
}

export interface ImportedGroceryList {
  name: string;
  /** Item lines as written ('2 l milk'). */
  items: string[];
}

export interface ImportedPlannedMeal {
  /** YYYY-MM-DD */
  date: string;
  /** breakfast | lunch | dinner | snack when the format says so */
  mealType?: string;
  /** The recipe's name as it appears in this file's recipes, when the meal is a recipe. */
  recipeName?: string;
  /** A meal that is only a note ('Leftovers'). */
  title?: string;
}

export interface SkippedEntry {
  name: string;
  reason: string;
}

export interface ReadResult {
  recipes: ImportedRecipe[];
  groceryLists: ImportedGroceryList[];
  plannedMeals: ImportedPlannedMeal[];
  skipped: SkippedEntry[];
}

export interface FormatReader {
  format: Exclude<ImportFormat, 'kitching' | 'csv-inventory'>;
  /** A human name: 'Paprika', 'Mealie'. */
  label: string;
  /** Cheap: file names and the first bytes of a file or two. */
  detect(source: ImportSource): Promise<boolean>;
  read(source: ImportSource): Promise<ReadResult>;
}

export const emptyResult = (): ReadResult => ({
  recipes: [],
  groceryLists: [],
  plannedMeals: [],
  skipped: [],
});
