import { existsSync } from 'node:fs';
import path from 'node:path';

/** The repository root: three levels above apps/api/test. */
const repoRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * The shared test data, outside the repository: KITCHING_SHARED_DATA, else shared/data beside the
 * repository (CI clones it with shared/ next to it), else the workplace's copy.
 */
export function sharedDataDir(): string {
  const candidates = [
    process.env.KITCHING_SHARED_DATA,
    path.resolve(repoRoot, '../shared/data'),
    '/work/shared/data',
  ].filter((dir): dir is string => Boolean(dir));
  const found = candidates.find((dir) => existsSync(dir));
  if (!found) {
    throw new Error(
      `Shared test data not found (looked in ${candidates.join(', ')}): set KITCHING_SHARED_DATA to the data folder.`,
    );
  }
  return found;
}
