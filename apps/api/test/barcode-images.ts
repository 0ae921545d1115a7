import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { deflateSync } from 'node:zlib';
import { prepareZXingModule, type WriterOptions, writeBarcode } from 'zxing-wasm/writer';

/** Test images made on the spot: barcodes drawn by ZXing's writer, PNGs by a tiny encoder. */

let ready: Promise<unknown> | undefined;
function prepare() {
  ready ??= (async () => {
    const wasm = await readFile(
      createRequire(import.meta.url).resolve('zxing-wasm/writer/zxing_writer.wasm'),
    );
    const wasmBinary = wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength);
    return prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true });
  })();
  return ready;
}

/** A grayscale picture: one byte per pixel, 0 black to 255 white. */
export interface Gray {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/** The barcode as a grayscale picture, `scale` pixels per module, inside a white quiet zone. */
export async function barcodeImage(
  text: string,
  format: NonNullable<WriterOptions['format']> = 'EAN-13',
  scale = 3,
): Promise<Gray> {
  await prepare();
  const result = await writeBarcode(text, { format, scale: 1 });
  if (result.error) throw new Error(`ZXing could not write ${format} ${text}: ${result.error}`);
  // The symbol is the bare module matrix (0 black, 255 white), without a quiet zone.
  const { width, height, data } = result.symbol;
  const quiet = 12;
  const outWidth = (width + 2 * quiet) * scale;
  const outHeight = (height + 2 * quiet) * scale;
  const pixels = new Uint8Array(outWidth * outHeight).fill(255);
  for (let y = 0; y < height * scale; y++)
    for (let x = 0; x < width * scale; x++)
      pixels[(y + quiet * scale) * outWidth + x + quiet * scale] =
        data[Math.floor(y / scale) * width + Math.floor(x / scale)]!;
  return { width: outWidth, height: outHeight, pixels };
}

/** A plain light-gray picture, with the given picture pasted at (x, y) when there is one. */
export function canvas(width: number, height: number, paste?: { image: Gray; x: number; y: number }): Gray {
  const pixels = new Uint8Array(width * height).fill(235);
  if (paste) {
    const { image, x, y } = paste;
    for (let row = 0; row < image.height && row + y < height; row++)
      for (let col = 0; col < image.width && col + x < width; col++)
        pixels[(row + y) * width + col + x] = image.pixels[row * image.width + col]!;
  }
  return { width, height, pixels };
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** An 8-bit grayscale PNG. */
export function png({ width, height, pixels }: Gray): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // bit depth 8, grayscale, deflate, no filter method, no interlace
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) raw.set(pixels.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', new Uint8Array()),
  ]);
}

/**
 * A PNG whose header declares `width` x `height` pixels over a tiny compressed body: the shape of a
 * decompression bomb (a few hundred kilobytes can declare 900 megapixels). Only its header is valid.
 */
export function declaredPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(64 * 1024))),
    chunk('IEND', new Uint8Array()),
  ]);
}

/** A multipart/form-data body, as a browser's FormData would send it. */
export function multipartBody(
  parts: { name: string; filename?: string; type?: string; data: Buffer | string }[],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----kitching${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.filename) head += `; filename="${part.filename}"`;
    head += '\r\n';
    if (part.type) head += `Content-Type: ${part.type}\r\n`;
    chunks.push(Buffer.from(`${head}\r\n`), Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
