#!/usr/bin/env node
// `node scripts/compress-assets.mjs [dir]` (default apps/web/dist): writes file.br (brotli, quality 11)
// and file.gz (gzip -9) beside every compressible file of the built web app, once at build time, so the
// server sends them as they are (@fastify/static's preCompressed) instead of compressing per request.
// Compressing at the highest levels costs seconds here and nothing per request.
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|wasm|txt|webmanifest|xml)$/i;
// Below about a kilobyte the headers outweigh the saving.
const MIN_BYTES = 1024;

async function filesUnder(dir) {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));
}

async function compressOne(file, brotliQuality) {
  const bytes = await fs.readFile(file);
  if (bytes.length < MIN_BYTES) return undefined;
  // zlib's async calls run on libuv's thread pool: the files compress in parallel.
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        [zlib.constants.BROTLI_PARAM_MODE]: /\.wasm$/i.test(file)
          ? zlib.constants.BROTLI_MODE_GENERIC
          : zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
    gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  // A variant that is not smaller is not worth a file: the server falls back to the original.
  const written = { file, bytes: bytes.length, br: undefined, gz: undefined };
  if (br.length < bytes.length) {
    await fs.writeFile(`${file}.br`, br);
    written.br = br.length;
  }
  if (gz.length < bytes.length) {
    await fs.writeFile(`${file}.gz`, gz);
    written.gz = gz.length;
  }
  return written;
}

/**
 * Compresses every compressible file under `dir`; returns the totals. Brotli's top quality costs
 * seconds (most of them on the barcode reader's 1 MB .wasm); a test run that only needs the variants
 * to exist may pass a lower one.
 */
export async function compressAssets(dir, { brotliQuality = zlib.constants.BROTLI_MAX_QUALITY } = {}) {
  const files = await filesUnder(dir);
  const results = (await Promise.all(files.map((file) => compressOne(file, brotliQuality)))).filter(Boolean);
  const total = (key) => results.reduce((sum, r) => sum + (r[key] ?? r.bytes), 0);
  return { files: results.length, bytes: total('bytes'), br: total('br'), gz: total('gz') };
}

export function describeCompression({ files, bytes, br, gz }) {
  const kb = (n) => `${Math.round(n / 1024)} kB`;
  return `${files} files, ${kb(bytes)} -> ${kb(br)} brotli, ${kb(gz)} gzip`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../apps/web/dist'));
  const started = performance.now();
  const totals = await compressAssets(dir);
  console.log(
    `compressed ${describeCompression(totals)} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
