import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { prepareZXingModule, type ReaderOptions, readBarcodes } from 'zxing-wasm/reader';

// Runs inside the barcode worker (barcode.worker.ts): decoding a photo takes a second of CPU, and its
// WebAssembly memory, once grown, is only given back when the worker stops.

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

/** The barcode texts ZXing finds in an encoded image (JPEG, PNG, GIF), best first. */
export async function readImageBarcodes(image: Uint8Array): Promise<string[]> {
  await prepare();
  const results = await readBarcodes(image, READER_OPTIONS);
  return results.filter((r) => r.isValid && r.text).map((r) => r.text.trim());
}
