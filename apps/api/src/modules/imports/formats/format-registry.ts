import { chowdownReader } from './chowdown.reader';
import { cooklangReader } from './cooklang.reader';
import { copymethatReader } from './copymethat.reader';
import type { FormatReader, ImportFormat, ImportSource } from './import-format';
import { jsonldReader } from './jsonld.reader';
import { mealieReader } from './mealie.reader';
import { myrecipeboxReader } from './myrecipebox.reader';
import { nextcloudReader } from './nextcloud.reader';
import { paprikaReader } from './paprika.reader';
import { plantoeatReader } from './plantoeat.reader';
import { tandoorReader } from './tandoor.reader';

/**
 * Every reader, the most specific first: JSON-LD last, since a Nextcloud or Mealie file may also be
 * schema.org-like, and a file that is both is the app's own export.
 */
export const readers: FormatReader[] = [
  mealieReader,
  tandoorReader,
  paprikaReader,
  nextcloudReader,
  copymethatReader,
  chowdownReader,
  cooklangReader,
  plantoeatReader,
  myrecipeboxReader,
  jsonldReader,
];

export const readerFor = (format: ImportFormat): FormatReader | undefined =>
  readers.find((r) => r.format === format);

/** File-name endings that name a format, for uploads whose content alone does not decide. */
const EXTENSIONS: [RegExp, FormatReader['format']][] = [
  [/\.paprikarecipes?$/i, 'paprika'],
  [/\.cook$/i, 'cooklang'],
  [/\.jsonld$/i, 'jsonld'],
];

/**
 * The upload's format: by content first (each reader's cheap look at names and first bytes; CSVs by
 * their header), the file name's extension breaking a tie or standing alone; null when none fits.
 */
export async function detectFormat(source: ImportSource): Promise<FormatReader | null> {
  const matches: FormatReader[] = [];
  for (const reader of readers) {
    try {
      if (await reader.detect(source)) matches.push(reader);
    } catch {
      // A reader that cannot look at this upload does not claim it.
    }
  }
  const byName = EXTENSIONS.find(([re]) => re.test(source.fileName))?.[1];
  if (matches.length) return matches.find((r) => r.format === byName) ?? matches[0]!;
  return byName ? (readerFor(byName) ?? null) : null;
}
