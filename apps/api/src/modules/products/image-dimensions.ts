/**
 * An image's width and height as its header declares them, read before anything decodes it: an 854 KB
 * PNG may declare 30000 x 30000 pixels, and decoding it takes gigabytes and seconds. Only the header is
 * read; undefined when there is none to read (truncated or not one of these kinds).
 */
export interface Dimensions {
  width: number;
  height: number;
}

export function imageDimensions(bytes: Uint8Array): Dimensions | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ascii = (from: number, length: number) =>
    from + length <= bytes.length ? String.fromCharCode(...bytes.subarray(from, from + length)) : '';
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpeg(bytes, view);
  // PNG: the signature, then IHDR, which the format requires to come first.
  if (bytes[0] === 0x89 && ascii(1, 3) === 'PNG' && ascii(12, 4) === 'IHDR' && bytes.length >= 24)
    return sized(view.getUint32(16), view.getUint32(20));
  // GIF: the logical screen, which every frame must fit inside.
  if (ascii(0, 4) === 'GIF8' && bytes.length >= 10)
    return sized(view.getUint16(6, true), view.getUint16(8, true));
  if (ascii(0, 4) === 'RIFF' && ascii(8, 4) === 'WEBP') return webp(bytes, view, ascii(12, 4));
  return undefined;
}

function sized(width: number, height: number): Dimensions | undefined {
  return width > 0 && height > 0 ? { width, height } : undefined;
}

// JPEG start-of-frame markers (SOF0-SOF15), except DHT (C4), JPG (C8) and DAC (CC), which share the range.
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** Walks the segments up to the first start of frame; the scan (SOS) comes after it in a valid file. */
function jpeg(bytes: Uint8Array, view: DataView): Dimensions | undefined {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1]!;
    // Fill bytes, and markers without a length (RSTn, TEM).
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return undefined;
    const length = view.getUint16(at + 2);
    if (isStartOfFrame(marker)) {
      if (at + 9 > bytes.length) return undefined;
      return sized(view.getUint16(at + 7), view.getUint16(at + 5));
    }
    if (length < 2) return undefined;
    at += 2 + length;
  }
  return undefined;
}

function webp(bytes: Uint8Array, view: DataView, chunk: string): Dimensions | undefined {
  // Lossy: a key frame's start code, then 14-bit width and height.
  if (
    chunk === 'VP8 ' &&
    bytes.length >= 30 &&
    bytes[23] === 0x9d &&
    bytes[24] === 0x01 &&
    bytes[25] === 0x2a
  )
    return sized(view.getUint16(26, true) & 0x3fff, view.getUint16(28, true) & 0x3fff);
  // Lossless: a signature byte, then width - 1 and height - 1 in 14 bits each.
  if (chunk === 'VP8L' && bytes.length >= 25 && bytes[20] === 0x2f) {
    const bits = view.getUint32(21, true);
    return sized((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  // Extended: the canvas, width - 1 and height - 1 in 24 bits each.
  if (chunk === 'VP8X' && bytes.length >= 30) {
    const u24 = (at: number) => bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);
    return sized(u24(24) + 1, u24(27) + 1);
  }
  return undefined;
}
