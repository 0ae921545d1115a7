/**
 * JSON-LD as sites really publish it: CDATA and HTML-comment wrappers, trailing commas, raw
 * newlines and control characters inside strings, invalid escapes ('\''), JavaScript comments,
 * and sometimes several objects one after the other. Strict JSON is tried first.
 */
export function parseLenientJson(source: string): unknown {
  const text = unwrap(source);
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    // fall through to the repairs
  }
  const repaired = repair(text);
  try {
    return JSON.parse(repaired);
  } catch {
    // Several top-level values ('{...}{...}' or '{...},{...}'): read them as a list.
    try {
      return JSON.parse(`[${repaired.replace(/}\s*,?\s*{/g, '},{')}]`);
    } catch {
      return undefined;
    }
  }
}

function unwrap(source: string): string {
  return source
    .trim()
    .replace(/^(?:\/\/\s*|\/\*\s*)?<!\[CDATA\[(?:\s*\*\/)?/, '')
    .replace(/(?:\/\/\s*|\/\*\s*)?\]\]>(?:\s*\*\/)?$/, '')
    .trim()
    .replace(/^<!--/, '')
    .replace(/-->$/, '')
    .trim()
    .replace(/;+$/, '');
}

const CLOSER = /\s*[}\]]/y;
const VALID_ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't', 'u']);

/** One pass over the text that knows whether it is inside a string. */
function repair(text: string): string {
  let out = '';
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (inString) {
      if (ch === '\\') {
        const next = text[i + 1] ?? '';
        if (next === 'u' && !/^[\da-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) {
          out += '\\\\';
        } else if (VALID_ESCAPES.has(next)) {
          out += ch + next;
          i++;
        } else if (next) {
          // '\'' and friends: keep the character, drop the backslash.
          out += next === '\n' ? '\\n' : next;
          i++;
        }
        continue;
      }
      if (ch === '"') inString = false;
      else if (ch === '\n') {
        out += '\\n';
        continue;
      } else if (ch === '\r') continue;
      else if (ch === '\t') {
        out += '\\t';
        continue;
      } else if (ch < ' ') continue;
      out += ch;
      continue;
    }
    if (ch === '"') {
      inString = true;
      out += ch;
      continue;
    }
    // Comments outside strings: '// ...' to the end of the line, '/* ... */', '<!-- ... -->'.
    if (ch === '/' && text[i + 1] === '/') {
      const end = text.indexOf('\n', i);
      i = end === -1 ? text.length : end - 1;
      continue;
    }
    if (ch === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end === -1 ? text.length : end + 1;
      continue;
    }
    if (text.startsWith('<!--', i)) {
      i += 3;
      continue;
    }
    if (text.startsWith('-->', i)) {
      i += 2;
      continue;
    }
    // Trailing commas: a comma followed (after whitespace) by a closing bracket.
    if (ch === ',') {
      CLOSER.lastIndex = i + 1;
      if (CLOSER.test(text)) continue;
    }
    out += ch;
  }
  return out;
}
