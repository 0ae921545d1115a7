import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exportFormatJsonSchema } from './export-schema';

// The JSON Schema in the repo is the contracts' shapes, never a hand-kept copy.
describe('docs/export-format.schema.json', () => {
  it('is what the contracts generate (npm run export-schema)', () => {
    const committed = JSON.parse(
      readFileSync(new URL('../../../../../docs/export-format.schema.json', import.meta.url), 'utf8'),
    );
    expect(committed).toEqual(JSON.parse(JSON.stringify(exportFormatJsonSchema())));
  });
});
