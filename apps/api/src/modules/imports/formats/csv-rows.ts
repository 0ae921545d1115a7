import { parse } from 'csv-parse/sync';
import type { ImportSource, SourceFile } from './import-format';
import { expand, head } from './reader-kit';

/**
 * CSV exports as rows keyed by a normalised header ('Prep Time' and 'prepTime' are both 'preptime'),
 * so that one app's column spellings across versions read alike.
 */

export type CsvRow = Record<string, string>;

export const normalise = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

const CSV = /\.(?:csv|txt)$/i;

async function csvFiles(upload: ImportSource): Promise<{ source: ImportSource; files: SourceFile[] }> {
  const source = await expand(upload);
  const files = source.files.filter((f) => CSV.test(f.path) && !/(?:^|\/)\./.test(f.path));
  return { source, files };
}

/** The first CSV's header, normalised; empty when the upload has no CSV or its first line is not one. */
export async function csvHeader(upload: ImportSource): Promise<Set<string>> {
  const { files } = await csvFiles(upload);
  const first = files[0];
  if (!first) return new Set();
  const line = (await head(first, 8192)).split(/\r?\n/)[0] ?? '';
  try {
    const [cells] = parse(line, { relax_quotes: true, to_line: 1 }) as string[][];
    return new Set((cells ?? []).map(normalise).filter(Boolean));
  } catch {
    return new Set();
  }
}

export const hasAll = (header: Set<string>, ...names: string[]) => names.every((n) => header.has(n));

/** Every row of every CSV in the upload. */
export async function csvRows(upload: ImportSource): Promise<CsvRow[]> {
  const { files } = await csvFiles(upload);
  const rows: CsvRow[] = [];
  for (const file of files) {
    const records = parse(await file.text(), {
      bom: true,
      columns: (header: string[]) => header.map(normalise),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
    }) as CsvRow[];
    rows.push(...records);
  }
  return rows;
}

/** The first non-empty of these columns. */
export const col = (row: CsvRow, ...names: string[]) =>
  names.map((n) => row[n]?.trim()).find((v) => v) ?? undefined;
