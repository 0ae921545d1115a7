import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gunzipSync, unzipSync, type Zippable, zipSync } from 'fflate';
import type { ImportSource, SourceFile } from './import-format';

/**
 * ImportSource in memory for the readers' tests, as the upload opener presents one: a zip is listed,
 * any other upload is a source of one file; `open` lists an inner zip or inflates a gzip.
 */

export const SAMPLES = join(import.meta.dirname, '../../../../test/data/imports');

const isZip = (b: Uint8Array) => b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;
const isGzip = (b: Uint8Array) => b[0] === 0x1f && b[1] === 0x8b;

const fileOf = (path: string, bytes: Uint8Array): SourceFile => ({
  path,
  size: bytes.length,
  bytes: async () => bytes,
  text: async () => new TextDecoder().decode(bytes),
});

export function sourceOf(fileName: string, files: Record<string, Uint8Array | string>): ImportSource {
  const list = Object.entries(files)
    .filter(([path]) => !path.endsWith('/'))
    .map(([path, data]) => fileOf(path, typeof data === 'string' ? new TextEncoder().encode(data) : data));
  return {
    fileName,
    files: list,
    async open(file) {
      const bytes = await file.bytes();
      if (isZip(bytes)) return sourceOf(file.path, unzipSync(bytes));
      if (isGzip(bytes)) return sourceOf(file.path, { [file.path.replace(/\.gz$/, '')]: gunzipSync(bytes) });
      throw new Error(`${file.path} is not an archive`);
    },
  };
}

/** An upload of these bytes under this name. */
export const upload = (fileName: string, bytes: Uint8Array | string): ImportSource => {
  const b = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes;
  return isZip(b) ? sourceOf(fileName, unzipSync(b)) : sourceOf(fileName, { [fileName]: b });
};

/** Every file under a sample folder, by its path relative to that folder. */
export function filesUnder(dir: string): Record<string, Uint8Array> {
  const out: Record<string, Uint8Array> = {};
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const full = join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name !== 'README.md') out[relative(dir, full).split('\\').join('/')] = readFileSync(full);
    }
  };
  walk(dir);
  return out;
}

export const zip = (files: Record<string, Uint8Array | string>): Uint8Array =>
  zipSync(
    Object.fromEntries(
      Object.entries(files).map(([p, d]) => [p, typeof d === 'string' ? new TextEncoder().encode(d) : d]),
    ) as Zippable,
  );

export const sample = (path: string) => readFileSync(join(SAMPLES, path));
