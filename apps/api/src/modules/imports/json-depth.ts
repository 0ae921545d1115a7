/** How deep an imported JSON file may nest: real exports stay under 20 levels. */
export const MAX_JSON_DEPTH = 100;

/**
 * The deepest nesting of objects and arrays in a JSON text, stopping once past `limit`: one pass over
 * the characters, no recursion, so a file of 10,000 '[' is refused before JSON.parse or any reader
 * walking the result could overflow the stack.
 */
export function jsonDepthExceeds(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
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

/** Whether a text looks like JSON (its first non-space character opens an object or an array). */
export const looksLikeJson = (text: string) => /^\s*[[{]/.test(text.slice(0, 64));
