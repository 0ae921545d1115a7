import { writeFileSync } from 'node:fs';
import { EXPORT_FORMAT, EXPORT_VERSION, exportFormatSchemas } from '@kitching/contracts';
import { z } from 'zod';

/**
 * docs/export-format.schema.json from the contracts' shapes (the ones the API writes and reads):
 * `npm run export-schema` (run from the repository root). A unit test checks the committed file is what this writes.
 */
export function exportFormatJsonSchema() {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: `${EXPORT_FORMAT} version ${EXPORT_VERSION}`,
    description:
      'Kitching family export: a zip of these files. *.ndjson files hold one JSON value per line, each matching its schema. See docs/export-format.md.',
    files: Object.fromEntries(
      Object.entries(exportFormatSchemas).map(([file, schema]) => [
        file,
        z.toJSONSchema(schema, { io: 'output' }),
      ]),
    ),
  };
}

if (process.argv[1]?.endsWith('export-schema.ts'))
  writeFileSync('docs/export-format.schema.json', `${JSON.stringify(exportFormatJsonSchema(), null, 2)}\n`);
