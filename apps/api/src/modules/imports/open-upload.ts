import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { Gunzip, Unzip, UnzipInflate, UnzipPassThrough } from 'fflate';
import type { ImportSource, SourceFile } from './formats/import-format';
import { importErrors } from './imports.errors';
import { jsonDepthExceeds, looksLikeJson, MAX_JSON_DEPTH } from './json-depth';

/** What one upload may unpack to: every archive inside it shares one budget. */
export interface UploadLimits {
  /** Files in all its archives together. */
  maxFiles: number;
  /** Bytes unpacked, all files together. */
  maxInflatedBytes: number;
  /** Bytes unpacked per byte uploaded, beyond the first `ratioFloorBytes` (a zip bomb's mark). */
  maxRatio: number;
  ratioFloorBytes: number;
}
export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  maxFiles: 20_000,
  maxInflatedBytes: 400 * 1024 * 1024,
  maxRatio: 100,
  ratioFloorBytes: 32 * 1024 * 1024,
};

/** Input is fed to the decompressors this much at a time, yielding between, so /api/health stays fast. */
const SLICE = 512 * 1024;

interface Budget {
  limits: UploadLimits;
  uploaded: number;
  files: number;
  inflated: number;
}

const isZip = (b: Uint8Array) =>
  b.length >= 4 && b[0] === 0x50 && b[1] === 0x4b && (b[2] === 3 || b[2] === 5);
const isGzip = (b: Uint8Array) => b.length >= 2 && b[0] === 0x1f && b[1] === 0x8b;

/** A path inside an archive is used only when it stays inside it: no '..', no root, no drive. */
export function safeArchivePath(name: string): string | null {
  const path = name.replace(/\\/g, '/');
  if (path.startsWith('/') || /^[a-zA-Z]:/.test(path) || path.includes('\0')) return null;
  const parts = path.split('/').filter((p) => p !== '' && p !== '.');
  if (parts.some((p) => p === '..')) return null;
  return parts.join('/');
}

function charge(budget: Budget, bytes: number) {
  budget.inflated += bytes;
  const { maxInflatedBytes, maxRatio, ratioFloorBytes } = budget.limits;
  const byRatio = Math.max(ratioFloorBytes, budget.uploaded * maxRatio);
  if (budget.inflated > Math.min(maxInflatedBytes, byRatio))
    throw importErrors.inflatesTooMuch(Math.round(maxInflatedBytes / 1024 / 1024));
}

const join = (chunks: Uint8Array[], size: number) => {
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
};

/**
 * Every reader parses JSON with JSON.parse and walks the result: the nesting is bounded here, when the
 * file is opened, so a file of 10,000 '[' is a 400 whichever reader (or detection) touches it first.
 */
function sourceFile(path: string, bytes: Uint8Array): SourceFile {
  if (looksLikeJson(bytes) && jsonDepthExceeds(bytes)) throw importErrors.tooDeep(MAX_JSON_DEPTH);
  return {
    path,
    size: bytes.length,
    bytes: async () => bytes,
    text: async () => new TextDecoder().decode(bytes).replace(/^\uFEFF/, ''),
  };
}

async function feed(bytes: Uint8Array, push: (chunk: Uint8Array, final: boolean) => void) {
  for (let at = 0; at < bytes.length || at === 0; at += SLICE) {
    push(bytes.subarray(at, at + SLICE), at + SLICE >= bytes.length);
    if (at + SLICE < bytes.length) await yieldToLoop();
  }
}

async function unzipAll(bytes: Uint8Array, budget: Budget): Promise<SourceFile[]> {
  const files: SourceFile[] = [];
  let failure: unknown = null;
  const unzip = new Unzip((entry) => {
    if (failure) return;
    try {
      if (entry.name.endsWith('/')) return; // a folder
      const path = safeArchivePath(entry.name);
      if (!path) throw importErrors.unsafePath(entry.name);
      if (++budget.files > budget.limits.maxFiles) throw importErrors.tooManyFiles(budget.limits.maxFiles);
      const chunks: Uint8Array[] = [];
      let size = 0;
      entry.ondata = (error, chunk, final) => {
        if (failure) return;
        try {
          if (error) throw importErrors.malformed(`an archive entry is damaged (${error.message})`);
          size += chunk.length;
          charge(budget, chunk.length);
          chunks.push(chunk);
          if (final) files.push(sourceFile(path, join(chunks, size)));
        } catch (e) {
          failure = e;
          entry.terminate();
        }
      };
      entry.start();
    } catch (e) {
      failure = e;
    }
  });
  unzip.register(UnzipInflate);
  unzip.register(UnzipPassThrough);
  try {
    await feed(bytes, (chunk, final) => {
      if (!failure) unzip.push(chunk, final);
    });
  } catch (e) {
    failure ??= importErrors.malformed(`the zip archive is damaged (${(e as Error).message})`);
  }
  if (failure) throw failure;
  return files;
}

async function gunzip(bytes: Uint8Array, budget: Budget): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  let failure: unknown = null;
  let ended = false;
  const stream = new Gunzip((chunk, final) => {
    if (failure) return;
    try {
      size += chunk.length;
      charge(budget, chunk.length);
      chunks.push(chunk);
      if (final) ended = true;
    } catch (e) {
      failure = e;
    }
  });
  try {
    await feed(bytes, (chunk, final) => {
      if (!failure) stream.push(chunk, final);
    });
  } catch (e) {
    failure ??= importErrors.malformed(`the gzip data is damaged (${(e as Error).message})`);
  }
  if (failure) throw failure;
  if (!ended) throw importErrors.malformed('the gzip data ends early');
  return join(chunks, size);
}

async function openBytes(fileName: string, bytes: Uint8Array, budget: Budget): Promise<ImportSource> {
  let files: SourceFile[];
  if (isZip(bytes)) {
    files = await unzipAll(bytes, budget);
    if (!files.length && bytes.length > 22)
      throw importErrors.malformed('the zip archive holds no readable file');
  } else if (isGzip(bytes)) {
    const inner = await gunzip(bytes, budget);
    const name = fileName.replace(/\.(gz|gzip)$/i, '') || fileName;
    // A gzip of a zip (or of a tar's single file) is opened once more.
    if (isZip(inner)) return openBytes(name, inner, budget);
    files = [sourceFile(name, inner)];
  } else {
    files = [sourceFile(fileName, bytes)];
  }
  return {
    fileName,
    files,
    open: async (file) => {
      const inner = await file.bytes();
      return openBytes(file.path.split('/').pop() ?? file.path, inner, budget);
    },
  };
}

/**
 * An upload as an ImportSource: a zip lists its files, a gzip its one file, anything else is a source
 * of one file. Unpacking is streamed in slices (the event loop breathes between them) and bounded by
 * the limits: file count, bytes unpacked and their ratio to the upload (zip bombs), paths that would
 * leave the archive, damaged data (a 400), JSON nesting (checked when a file is read as text).
 */
export function openUpload(
  fileName: string,
  bytes: Uint8Array,
  limits: UploadLimits = DEFAULT_UPLOAD_LIMITS,
): Promise<ImportSource> {
  const safeName = fileName.replace(/\\/g, '/').split('/').pop() || 'upload';
  return openBytes(safeName, bytes, { limits, uploaded: bytes.length, files: 0, inflated: 0 });
}
