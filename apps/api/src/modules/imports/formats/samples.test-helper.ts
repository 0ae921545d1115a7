import { join } from 'node:path';
import { gzipSync } from 'fflate';
import type { ImportFormat, ImportSource } from './import-format';
import { filesUnder, SAMPLES, upload, zip } from './memory-source.test-helper';

/**
 * Each sample in apps/api/test/data/imports as the upload a family would make: the archives the apps
 * write are built here from the files on disk.
 */

const under = (dir: string) => filesUnder(join(SAMPLES, dir));

/** Paprika: each recipe JSON gzipped as '<name>.paprikarecipe', all zipped as '.paprikarecipes'. */
export function paprikaUpload(): ImportSource {
  const files = Object.fromEntries(
    Object.entries(under('paprika')).map(([path, bytes]) => [
      path.replace(/\.json$/, '.paprikarecipe'),
      gzipSync(bytes),
    ]),
  );
  return upload('My Recipes.paprikarecipes', zip(files));
}

/** Tandoor: each recipe folder zipped as '<folder>.zip', all zipped as 'export.zip'. */
export function tandoorUpload(): ImportSource {
  const byFolder: Record<string, Record<string, Uint8Array>> = {};
  for (const [path, bytes] of Object.entries(under('tandoor'))) {
    const [folder, name] = path.split('/') as [string, string];
    byFolder[folder] = { ...byFolder[folder], [name]: bytes };
  }
  const inner = Object.fromEntries(Object.entries(byFolder).map(([f, files]) => [`${f}.zip`, zip(files)]));
  return upload('export.zip', zip(inner));
}

export const SAMPLE_UPLOADS: Record<
  Exclude<ImportFormat, 'kitching' | 'csv-inventory'>,
  () => ImportSource[]
> = {
  mealie: () => [
    upload('mealie_2025.05.01.zip', zip(under('mealie/backup'))),
    upload('recipes_export.zip', zip(under('mealie/export'))),
  ],
  tandoor: () => [tandoorUpload()],
  paprika: () => [paprikaUpload()],
  nextcloud: () => [upload('cookbook.zip', zip(under('nextcloud')))],
  copymethat: () => [
    upload('copymethat.zip', zip(under('copymethat'))),
    upload('recipes.html', under('copymethat')['recipes.html']!),
  ],
  plantoeat: () => [upload('plantoeat-recipes.csv', under('plantoeat')['recipes.csv']!)],
  myrecipebox: () => [upload('myrecipebox.csv', under('myrecipebox')['recipes.csv']!)],
  chowdown: () => [upload('chowdown.zip', zip(under('chowdown')))],
  cooklang: () => [
    upload('cooklang.zip', zip(under('cooklang'))),
    upload('Kaiserschmarrn.cook', under('cooklang')['Kaiserschmarrn.cook']!),
  ],
  jsonld: () => [
    upload('recipes.json', under('jsonld')['recipes.json']!),
    upload('graph.jsonld', under('jsonld')['graph.jsonld']!),
    upload('page.html', under('jsonld')['page.html']!),
    upload('jsonld.zip', zip(under('jsonld'))),
  ],
};
