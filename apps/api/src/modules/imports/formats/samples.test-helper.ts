import { join } from 'node:path';
import { gzipSync } from 'fflate';
import type { ImportFormat, ImportSource } from './import-format';
import { filesUnder, SAMPLES, upload, zip } from './memory-source.test-helper';

/**
 * Each sample in apps/api/test/data/imports as the upload a family would make: the archives the apps
 * write are built here from the files on disk.
 */

const under = (dir: string) => filesUnder(join(SAMPLES, dir));

/** A file as a family would upload it: its name and its bytes. */
export interface SampleFile {
  name: string;
  bytes: Uint8Array;
}

/** Paprika: each recipe JSON gzipped as '<name>.paprikarecipe', all zipped as '.paprikarecipes'. */
function paprikaFile(): SampleFile {
  const files = Object.fromEntries(
    Object.entries(under('paprika')).map(([path, bytes]) => [
      path.replace(/\.json$/, '.paprikarecipe'),
      gzipSync(bytes),
    ]),
  );
  return { name: 'My Recipes.paprikarecipes', bytes: zip(files) };
}

/** Tandoor: each recipe folder zipped as '<folder>.zip', all zipped as 'export.zip'. */
function tandoorFile(): SampleFile {
  const byFolder: Record<string, Record<string, Uint8Array>> = {};
  for (const [path, bytes] of Object.entries(under('tandoor'))) {
    const [folder, name] = path.split('/') as [string, string];
    byFolder[folder] = { ...byFolder[folder], [name]: bytes };
  }
  const inner = Object.fromEntries(Object.entries(byFolder).map(([f, files]) => [`${f}.zip`, zip(files)]));
  return { name: 'export.zip', bytes: zip(inner) };
}

type SampledFormat = Exclude<ImportFormat, 'kitching' | 'csv-inventory'>;

/** Each format's sample uploads as files (for the HTTP tests). */
export const SAMPLE_FILES: Record<SampledFormat, () => SampleFile[]> = {
  mealie: () => [
    { name: 'mealie_2025.05.01.zip', bytes: zip(under('mealie/backup')) },
    { name: 'recipes_export.zip', bytes: zip(under('mealie/export')) },
  ],
  tandoor: () => [tandoorFile()],
  paprika: () => [paprikaFile()],
  nextcloud: () => [{ name: 'cookbook.zip', bytes: zip(under('nextcloud')) }],
  copymethat: () => [
    { name: 'copymethat.zip', bytes: zip(under('copymethat')) },
    { name: 'recipes.html', bytes: under('copymethat')['recipes.html']! },
  ],
  plantoeat: () => [{ name: 'plantoeat-recipes.csv', bytes: under('plantoeat')['recipes.csv']! }],
  myrecipebox: () => [{ name: 'myrecipebox.csv', bytes: under('myrecipebox')['recipes.csv']! }],
  chowdown: () => [{ name: 'chowdown.zip', bytes: zip(under('chowdown')) }],
  cooklang: () => [
    { name: 'cooklang.zip', bytes: zip(under('cooklang')) },
    { name: 'Kaiserschmarrn.cook', bytes: under('cooklang')['Kaiserschmarrn.cook']! },
  ],
  jsonld: () => [
    { name: 'recipes.json', bytes: under('jsonld')['recipes.json']! },
    { name: 'graph.jsonld', bytes: under('jsonld')['graph.jsonld']! },
    { name: 'page.html', bytes: under('jsonld')['page.html']! },
    { name: 'jsonld.zip', bytes: zip(under('jsonld')) },
  ],
};

/** The same uploads, opened in memory as the readers see them. */
export const SAMPLE_UPLOADS = Object.fromEntries(
  Object.entries(SAMPLE_FILES).map(([format, files]) => [
    format,
    () => files().map((f) => upload(f.name, f.bytes)),
  ]),
) as Record<SampledFormat, () => ImportSource[]>;
