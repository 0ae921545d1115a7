import { emptyResult, type FormatReader, type ImportSource, type SourceFile } from './import-format';
import { baseName, dirOf, expand, IMAGE_EXT, imageFile, isRecord, parseJson, readEach } from './reader-kit';
import { schemaDraft } from './schema-draft';

/**
 * Nextcloud Cookbook: one folder per recipe, each with 'recipe.json' (a schema.org Recipe) and its
 * picture as 'full.jpg' (also 'thumb.jpg' and 'thumb16.jpg', smaller copies).
 */

const recipeFiles = (source: ImportSource) =>
  source.files.filter((f) => baseName(f.path).toLowerCase() === 'recipe.json');

/** The folder's full-size picture: 'full.*' first, else any image but the thumbnails. */
function pictureOf(source: ImportSource, file: SourceFile): SourceFile | undefined {
  const dir = dirOf(file.path);
  const images = source.files.filter((f) => dirOf(f.path) === dir && IMAGE_EXT.test(f.path));
  return (
    images.find((f) => /^full\./i.test(baseName(f.path))) ??
    images.find((f) => !/^thumb/i.test(baseName(f.path)))
  );
}

const isSchemaRecipe = (json: unknown) =>
  isRecord(json) &&
  typeof json.name === 'string' &&
  Array.isArray(json.recipeIngredient) &&
  !('steps' in json);

export const nextcloudReader: FormatReader = {
  format: 'nextcloud',
  label: 'Nextcloud Cookbook',
  async detect(upload) {
    const source = await expand(upload);
    for (const file of recipeFiles(source).slice(0, 3)) {
      try {
        if (isSchemaRecipe(JSON.parse(await file.text()))) return true;
      } catch {
        // A broken recipe.json: another one may still say.
      }
    }
    return false;
  },
  async read(upload) {
    const source = await expand(upload);
    const files = recipeFiles(source);
    const loaded = await Promise.all(
      files.map(async (file) => {
        const folder = baseName(dirOf(file.path)) || 'recipe.json';
        try {
          return { file, folder, json: parseJson(await file.text(), 'recipe.json') };
        } catch (error) {
          return { file, folder, error };
        }
      }),
    );
    return readEach(
      emptyResult(),
      loaded,
      (e) => (isRecord(e.json) && typeof e.json.name === 'string' ? e.json.name : e.folder),
      async (e) => {
        if (e.error) throw e.error;
        if (!isRecord(e.json)) throw new Error('recipe.json is not a recipe');
        const draft = schemaDraft(e.json);
        return { ...draft, image: draft.image ?? (await imageFile(pictureOf(source, e.file))) };
      },
    );
  },
};
