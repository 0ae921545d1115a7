/** How deep an imported JSON file may nest: real exports stay under 20 levels. */
export const MAX_JSON_DEPTH = 100;

/**
 * The deepest nesting of objects and arrays in a JSON text, stopping once past `limit`: one pass over
 * the characters, no recursion, so a file of 10,000 '[' is refused before JSON.parse or any reader
 * walking the result could overflow the stack.
 */
export function jsonDepthExceeds(text: Uint8Array, limit = MAX_JSON_DEPTH): boolean {
  // Bytes, not characters: the brackets, quote and backslash are ASCII, and no byte of a UTF-8
  // multi-byte character is below 0x80, so the scan needs no decoding.
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (++depth > limit) return true;
    } else if (c === 125 || c === 93) depth--;
  }
  return false;
}

/** Whether bytes look like JSON (the first non-space byte, after a BOM, opens an object or an array). */
export function looksLikeJson(bytes: Uint8Array): boolean {
  for (let i = 0; i < Math.min(bytes.length, 256); i++) {
    const c = bytes[i]!;
    if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09 || c === 0xef || c === 0xbb || c === 0xbf)
      continue;
    return c === 123 || c === 91;
  }
  return false;
}
