import { createWorkerPool, startWorker, type WorkerPool, WorkerPoolError } from '../../lib/worker-pool';
import { imageDimensions } from './image-dimensions';
import { productErrors } from './products.errors';

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

/**
 * 50 megapixels: the largest photo a phone takes (48-50 MP sensors, 8064 x 6048) still passes, and
 * decoding one needs about 300 MB in the worker. A few hundred kilobytes of PNG can declare 900 MP,
 * which took 11 s and 1.2 GB: refused from the header, before anything is decoded.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

/**
 * A photo decodes in 0.1-1.5 s here; a pathological one is stopped (and its worker, with the memory it
 * grew) rather than keep a core. Decoding runs in one worker beside the server's own core: photos
 * come a few a minute per family, and a queue beyond 8 answers 503 at once.
 */
export const BARCODE_DECODING = { size: 1, timeoutMs: 10_000, maxQueue: 8, idleMs: 60_000 };

let pool: WorkerPool<Uint8Array, string[]> | undefined;

function decoder() {
  pool ??= createWorkerPool<Uint8Array, string[]>({
    ...BARCODE_DECODING,
    start: () => startWorker(new URL('./barcode.worker.ts', import.meta.url)),
  });
  return pool;
}

/** Stops the decoding worker (the app's close); the next decode starts a new one. */
export async function closeBarcodeDecoding() {
  const closing = pool;
  pool = undefined;
  await closing?.close();
}

function decodingError(error: unknown): unknown {
  if (!(error instanceof WorkerPoolError)) return error;
  switch (error.reason) {
    case 'timeout':
      return productErrors.imageTooSlow();
    case 'failed':
    case 'crashed':
      return productErrors.noBarcodeInImage();
    case 'busy':
    case 'closed':
      return productErrors.decodingBusy();
    default:
      return error;
  }
}

/**
 * The barcode texts found in an encoded image (JPEG, PNG, GIF: what ZXing's image decoder reads),
 * best first, decoded in a worker thread. An image it cannot decode gives an empty list; one whose
 * header declares more than MAX_IMAGE_PIXELS is refused (413) without decoding.
 */
export async function decodeBarcodes(image: Uint8Array): Promise<string[]> {
  const size = imageDimensions(image);
  if (!size) throw productErrors.imageUnreadable();
  if (size.width * size.height > MAX_IMAGE_PIXELS)
    throw productErrors.imageTooManyPixels(size, MAX_IMAGE_PIXELS);
  return decoder()
    .run(image)
    .catch((error: unknown) => {
      throw decodingError(error);
    });
}
