import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { prepareZXingModule, writeBarcode } from 'zxing-wasm/writer';

/**
 * A video for Chromium's fake camera (--use-file-for-fake-video-capture) that shows one barcode:
 * drawn by ZXing's writer, written as Y4M (a text header, then raw I420 frames), so no ffmpeg is needed.
 */

const WIDTH = 640;
const HEIGHT = 480;
const FRAMES = 3;

let ready: Promise<unknown> | undefined;
function prepare() {
  ready ??= (async () => {
    const wasm = fs.readFileSync(
      createRequire(import.meta.url).resolve('zxing-wasm/writer/zxing_writer.wasm'),
    );
    const wasmBinary = wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength);
    return prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true });
  })();
  return ready;
}

/** The luma plane of a 640x480 picture: a light background with the barcode in the middle. */
async function lumaWithBarcode(text: string, scale: number): Promise<Uint8Array> {
  await prepare();
  const result = await writeBarcode(text, { format: 'EAN-13', scale: 1 });
  if (result.error) throw new Error(`ZXing could not draw ${text}: ${result.error}`);
  // The symbol is the bare module matrix: 0 black, 255 white, no quiet zone (the background is it).
  const { width, height, data } = result.symbol;
  const luma = new Uint8Array(WIDTH * HEIGHT).fill(240);
  const left = Math.floor((WIDTH - width * scale) / 2);
  const top = Math.floor((HEIGHT - height * scale) / 2);
  for (let y = 0; y < height * scale; y++)
    for (let x = 0; x < width * scale; x++)
      luma[(top + y) * WIDTH + left + x] = data[Math.floor(y / scale) * width + Math.floor(x / scale)]!
        ? 250
        : 20;
  return luma;
}

/** Writes (once) and returns the path of a Y4M video showing this EAN-13 barcode. */
export async function barcodeVideo(ean13: string, scale = 4): Promise<string> {
  const file = path.join(os.tmpdir(), `kitching-e2e-barcode-${ean13}-${scale}.y4m`);
  if (fs.existsSync(file)) return file;
  const luma = await lumaWithBarcode(ean13, scale);
  // Gray: the colour planes (a quarter each in 4:2:0) sit at the neutral 128.
  const chroma = new Uint8Array((WIDTH / 2) * (HEIGHT / 2)).fill(128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]));
  fs.renameSync(temporary, file);
  return file;
}
