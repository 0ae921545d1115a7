import { createHash } from 'node:crypto';

/** A piece of output already written as JSON text (a bracket, a comma, a key). */
class Raw {
  constructor(readonly text: string) {}
}

/**
 * JSON with every object's keys sorted, so one body sent twice with its keys in another order reads
 * the same. Iterative, like the NUL guard: a deeply nested body must not exhaust the stack. Undefined
 * object members are left out, as JSON.stringify does; no body at all is `null`.
 */
export function canonicalJson(value: unknown): string {
  const out: string[] = [];
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (item instanceof Raw) {
      out.push(item.text);
    } else if (Array.isArray(item)) {
      const parts: unknown[] = [new Raw('[')];
      item.forEach((element, i) => {
        if (i > 0) parts.push(new Raw(','));
        parts.push(element === undefined ? null : element);
      });
      parts.push(new Raw(']'));
      for (let i = parts.length - 1; i >= 0; i--) pending.push(parts[i]);
    } else if (item !== null && typeof item === 'object') {
      const entries = Object.entries(item as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      const parts: unknown[] = [new Raw('{')];
      entries.forEach(([key, v], i) => {
        parts.push(new Raw(`${i > 0 ? ',' : ''}${JSON.stringify(key)}:`), v);
      });
      parts.push(new Raw('}'));
      for (let i = parts.length - 1; i >= 0; i--) pending.push(parts[i]);
    } else {
      out.push(JSON.stringify(item) ?? 'null');
    }
  }
  return out.join('');
}

/** SHA-256 (hex) of the body's canonical JSON: what "the same body" means for an Idempotency-Key. */
export const bodyHash = (body: unknown): string =>
  createHash('sha256').update(canonicalJson(body)).digest('hex');
