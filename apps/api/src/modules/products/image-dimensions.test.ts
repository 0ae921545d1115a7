import { describe, expect, it } from 'vitest';
import { canvas, declaredPng, png } from '../../../test/barcode-images';
import { int, pick, seededRandom } from '../../../test/fuzz-values';
import { imageDimensions } from './image-dimensions';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p)));
const le16 = (n: number) => [n & 0xff, n >> 8];
const be16 = (n: number) => [n >> 8, n & 0xff];

describe('imageDimensions (read from the header, nothing decoded)', () => {
  it('reads a PNG', () => {
    expect(imageDimensions(png(canvas(31, 7)))).toEqual({ width: 31, height: 7 });
    expect(imageDimensions(declaredPng(30_000, 30_000))).toEqual({ width: 30_000, height: 30_000 });
  });

  it("reads a JPEG's start of frame after other segments, baseline or progressive", () => {
    const app0 = [0xff, 0xe0, ...be16(16), ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0];
    for (const sof of [0xc0, 0xc2]) {
      const jpeg = bytes(
        [0xff, 0xd8],
        app0,
        [0xff, 0xff],
        [0xff, sof, ...be16(17), 8, ...be16(3024), ...be16(4032), 3],
      );
      expect(imageDimensions(jpeg)).toEqual({ width: 4032, height: 3024 });
    }
    // A Huffman table (C4) sits in the SOF range but is not a frame.
    const dht = [0xff, 0xc4, ...be16(4), 0, 0];
    const jpeg = bytes([0xff, 0xd8], dht, [0xff, 0xc0, ...be16(17), 8, ...be16(10), ...be16(20), 1]);
    expect(imageDimensions(jpeg)).toEqual({ width: 20, height: 10 });
  });

  it('gives nothing for a JPEG whose scan comes before any frame, or that is cut short', () => {
    expect(imageDimensions(bytes([0xff, 0xd8, 0xff, 0xda, 0, 2]))).toBeUndefined();
    expect(imageDimensions(bytes([0xff, 0xd8, 0xff, 0xe0, 0x40, 0]))).toBeUndefined();
    expect(imageDimensions(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0xff, 0xc0]))).toBeUndefined();
  });

  it("reads a GIF's logical screen", () => {
    expect(imageDimensions(bytes('GIF89a', le16(640), le16(480), [0, 0, 0]))).toEqual({
      width: 640,
      height: 480,
    });
  });

  it('reads the three kinds of WebP', () => {
    const riff = (chunk: string, body: number[]) =>
      bytes('RIFF', [0, 0, 0, 0], 'WEBP', chunk, [0, 0, 0, 0], body);
    const lossy = riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, ...le16(1200), ...le16(800)]);
    expect(imageDimensions(lossy)).toEqual({ width: 1200, height: 800 });
    const bits = (1200 - 1) | ((800 - 1) << 14);
    const lossless = riff('VP8L', [0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, bits >>> 24]);
    expect(imageDimensions(lossless)).toEqual({ width: 1200, height: 800 });
    const w = 30_000 - 1;
    const h = 20_000 - 1;
    const extended = riff('VP8X', [
      0,
      0,
      0,
      0,
      w & 0xff,
      (w >> 8) & 0xff,
      w >> 16,
      h & 0xff,
      (h >> 8) & 0xff,
      h >> 16,
    ]);
    expect(imageDimensions(extended)).toEqual({ width: 30_000, height: 20_000 });
  });

  it('gives nothing for a truncated header, a zero size, or another kind of file', () => {
    expect(imageDimensions(png(canvas(4, 4)).subarray(0, 20))).toBeUndefined();
    expect(imageDimensions(bytes('GIF89a', le16(0), le16(10)))).toBeUndefined();
    expect(imageDimensions(bytes('%PDF-1.7 not a picture'))).toBeUndefined();
    expect(imageDimensions(new Uint8Array())).toBeUndefined();
  });
});

describe('imageDimensions on hostile headers', () => {
  it('never throws on 20,000 random headers behind each signature, and answers positive sizes or nothing', () => {
    const random = seededRandom(7);
    const signatures = [
      [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52],
      [0xff, 0xd8, 0xff],
      [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
      [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50],
    ];
    for (let i = 0; i < 20_000; i++) {
      const tail = Array.from({ length: int(random, 64) }, () =>
        // JPEG marker bytes often, so segment walks go deep.
        random() < 0.2 ? 0xff : int(random, 256),
      );
      const bytes = Uint8Array.from([...pick(random, signatures), ...tail]);
      const size = imageDimensions(bytes);
      if (size) {
        expect(size.width).toBeGreaterThan(0);
        expect(size.height).toBeGreaterThan(0);
      }
    }
  });
});
