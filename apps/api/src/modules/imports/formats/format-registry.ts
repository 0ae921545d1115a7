import type { FormatReader, ImportSource } from './import-format';

/**
 * Placeholder until the other apps' readers land (helper "formats" writes this file: every
 * `formats/*.reader.ts` listed here, and the detection over them). The import use case reads only
 * these two names.
 */
export const readers: FormatReader[] = [];

/** The first reader that recognises the upload, or null. */
export async function detectFormat(source: ImportSource): Promise<FormatReader | null> {
  for (const reader of readers) if (await reader.detect(source)) return reader;
  return null;
}
