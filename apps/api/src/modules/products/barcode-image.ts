import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { prepareZXingModule, type ReaderOptions, readBarcodes } from 'zxing-wasm/reader';

/** The image kinds we accept, told by their first bytes (a declared type alone proves nothing). */
export type ImageKind = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';

export function sniffImage(bytes: Uint8Array): ImageKind | undefined {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return undefined;
}

// Spec 5's scanner formats, plus ITF-14 for GTIN-14 on cartons.
const READER_OPTIONS: ReaderOptions = {
  formats: ['EAN13', 'EAN8', 'UPCA', 'UPCE', 'Code128', 'Code39', 'ITF14'],
  tryHarder: true,
  tryRotate: true,
  tryInvert: true,
  tryDownscale: true,
  maxNumberOfSymbols: 4,
};

let ready: Promise<unknown> | undefined;

/**
 * Loads ZXing's reader from the installed package, never from a CDN (zxing-wasm's default):
 * the .wasm bytes are read from disk and handed over as wasmBinary.
 */
function prepare() {
  ready ??= (async () => {
    const require = createRequire(import.meta.url);
    const wasmPath = require.resolve('zxing-wasm/reader/zxing_reader.wasm');
    const bytes = await readFile(wasmPath);
    const wasmBinary = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    return prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true });
  })().catch((error) => {
    ready = undefined;
    throw error;
  });
  return ready;
}

/**
 * The barcode texts found in an encoded image (JPEG, PNG, GIF: what ZXing's image decoder reads),
 * best first. An image it cannot decode gives an empty list.
 */
export async function decodeBarcodes(image: Uint8Array): Promise<string[]> {
  await prepare();
  const results = await readBarcodes(image, READER_OPTIONS);
  return results.filter((r) => r.isValid && r.text).map((r) => r.text.trim());
}
