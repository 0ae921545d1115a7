import path from 'node:path';
import pluralize from 'pluralize';

/** The repository root: two levels above apps/api/bench. */
export const repoRoot = path.resolve(import.meta.dirname, '../../..');

export { sharedDataDir } from '../test/shared-data';

/** RFC 4180 CSV: quoted fields with commas, doubled quotes and line breaks; first row = header. */
export function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  const [header, ...body] = rows.filter((r) => r.some((c) => c !== ''));
  if (!header) return [];
  return body.map((r) => Object.fromEntries(header.map((h, i) => [h.replace(/^\uFEFF/, ''), r[i] ?? ''])));
}

/** Lowercase word tokens, singular ('leaves' and 'leaf' match). */
export function tokens(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map((t) => pluralize.singular(t));
}

/** Token F1 between two texts (1 when both are empty). */
export function tokenF1(a: string, b: string): number {
  const x = tokens(a);
  const y = tokens(b);
  if (!x.length && !y.length) return 1;
  if (!x.length || !y.length) return 0;
  const pool = [...y];
  let common = 0;
  for (const t of x) {
    const i = pool.indexOf(t);
    if (i >= 0) {
      common++;
      pool.splice(i, 1);
    }
  }
  if (!common) return 0;
  const precision = common / x.length;
  const recall = common / y.length;
  return (2 * precision * recall) / (precision + recall);
}

export const percent = (right: number, total: number) =>
  total ? `${((100 * right) / total).toFixed(1).padStart(5)} %` : '    - ';

/** One result row: 'label      95.0 %  (95/100)   goal 95 %  ok'. */
export function reportLine(label: string, right: number, total: number, goal?: number) {
  const share = total ? (100 * right) / total : 0;
  const verdict = goal == null ? '' : share >= goal ? `goal ${goal} %  met` : `goal ${goal} %  NOT met`;
  return `${label.padEnd(14)} ${percent(right, total)}  (${right}/${total})`.padEnd(40) + verdict;
}
