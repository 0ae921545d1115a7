import { PassThrough, type Readable } from 'node:stream';
import {
  EXPORT_FILES,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  type ExportFileKey,
  type ExportManifest,
  type ExportSettings,
} from '@kitching/contracts';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** Rows read per page: what the export holds in memory at once, per file. */
export const EXPORT_PAGE = 250;

/** Where the export's rows come from: a page after an id, in id order (each domain's service). */
export interface ExportSources {
  familyName: string;
  settings: () => Promise<ExportSettings>;
  pages: Record<
    Exclude<ExportFileKey, 'members'>,
    (afterId: number, limit: number) => Promise<{ id: number }[]>
  >;
  members: () => Promise<unknown[]>;
  /** The next recipe photo after this recipe id, with its file's path in the zip (`images/...`). */
  nextImage: (
    afterRecipeId: number,
  ) => Promise<{ recipeId: number; path: string; bytes: Uint8Array } | undefined>;
  appVersion: string;
}

const encoder = new TextEncoder();

/**
 * Writes the family's export as a zip into a stream: manifest.json, settings.json, one NDJSON file
 * per kind of row and the recipes' photos under images/ (docs/export-format.md). Rows are read a page at a time and the zip is deflated as
 * it goes, waiting whenever the client reads slower than we write, so memory stays flat whatever the
 * family's size. The manifest comes last (its counts are known only then); readers find it by name.
 */
export function writeExport(sources: ExportSources): Readable {
  const out = new PassThrough({ highWaterMark: 256 * 1024 });
  const zip = new Zip((error, chunk, final) => {
    if (error) return out.destroy(error);
    out.write(chunk);
    if (final) out.end();
  });
  const drained = () =>
    out.writableNeedDrain ? new Promise<void>((resolve) => out.once('drain', resolve)) : Promise.resolve();
  const file = (name: string) => {
    const entry = new ZipDeflate(name, { level: 6 });
    zip.add(entry);
    return entry;
  };
  const json = (name: string, value: unknown) =>
    file(name).push(encoder.encode(`${JSON.stringify(value, null, 2)}\n`), true);

  (async () => {
    const counts: Record<string, number> = {};
    json('settings.json', await sources.settings());
    for (const [key, read] of Object.entries(sources.pages) as [
      keyof ExportSources['pages'],
      ExportSources['pages'][keyof ExportSources['pages']],
    ][]) {
      const entry = file(EXPORT_FILES[key]);
      let count = 0;
      for (let after = 0; ; ) {
        const rows = await read(after, EXPORT_PAGE);
        if (!rows.length) break;
        entry.push(encoder.encode(rows.map((r) => `${JSON.stringify(r)}\n`).join('')));
        count += rows.length;
        after = rows[rows.length - 1]!.id;
        await drained();
        if (out.destroyed) return;
      }
      entry.push(new Uint8Array(0), true);
      counts[EXPORT_FILES[key]] = count;
    }
    // The photos, one at a time (each is read, stored as it is: JPEG, PNG and WebP are compressed already).
    for (let after = 0; ; ) {
      const image = await sources.nextImage(after);
      if (!image) break;
      const entry = new ZipPassThrough(image.path);
      zip.add(entry);
      entry.push(image.bytes, true);
      after = image.recipeId;
      await drained();
      if (out.destroyed) return;
    }
    const members = await sources.members();
    file(EXPORT_FILES.members).push(
      encoder.encode(members.map((m) => `${JSON.stringify(m)}\n`).join('')),
      true,
    );
    counts[EXPORT_FILES.members] = members.length;
    const manifest: ExportManifest = {
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      exportedAt: new Date().toISOString(),
      app: sources.appVersion,
      family: { name: sources.familyName },
      counts,
    };
    json('manifest.json', manifest);
    zip.end();
  })().catch((error) => out.destroy(error as Error));
  return out;
}
