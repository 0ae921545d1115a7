import { SCANNER_BARCODE_FORMATS } from '@kitching/contracts';
// Served by Kitching itself (Vite copies it into the build): never zxing-wasm's CDN default.
import zxingWasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/** What the scanner needs from a Barcode Detection API implementation. */
export interface Detector {
  detect(source: ImageBitmapSource): Promise<{ rawValue: string; format: string }[]>;
}
export type DetectorKind = 'native' | 'polyfill';

interface NativeDetectorClass {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<string[]>;
}

const formats = [...SCANNER_BARCODE_FORMATS];

/** The browser's own BarcodeDetector, when it reads the formats we need. */
async function nativeDetector(): Promise<Detector | undefined> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Native) return undefined;
  try {
    const supported = await Native.getSupportedFormats();
    const usable = formats.filter((f) => supported.includes(f));
    return usable.includes('ean_13') ? new Native({ formats: usable }) : undefined;
  } catch {
    return undefined;
  }
}

let polyfill: Promise<Detector> | undefined;

/** The barcode-detector ponyfill (ZXing in WebAssembly), loaded only when needed, with our .wasm. */
function polyfillDetector(): Promise<Detector> {
  polyfill ??= (async () => {
    const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill');
    await prepareZXingModule({
      overrides: {
        locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? zxingWasmUrl : prefix + path),
      },
      fireImmediately: true,
    });
    return new BarcodeDetector({ formats }) as unknown as Detector;
  })().catch((error: unknown) => {
    polyfill = undefined;
    throw error;
  });
  return polyfill;
}

/** The native detector when the browser has one, otherwise the polyfill; throws when neither works. */
export async function createDetector(): Promise<{ detector: Detector; kind: DetectorKind }> {
  const native = await nativeDetector();
  if (native) return { detector: native, kind: 'native' };
  return { detector: await polyfillDetector(), kind: 'polyfill' };
}
