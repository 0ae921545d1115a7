// `npm run restore FILE`: a backup from `npm run backup` into DATA_DIR, which must be empty and not
// in use; the archive is checked first. `npm start` then opens it (and migrates it if it is older).
import path from 'node:path';
import { loadConfig } from '../config';
import { DataDirInUseError } from '../db/data-dir-lock';
import { restoreBackup } from './restore-backup';
import { knownMigrations } from './take-backup';

function fail(message: string): never {
  console.error(`\n  Restore refused: ${message}\n`);
  process.exit(1);
}

const file = process.argv[2];
if (!file) fail('name the backup file: npm run restore backups/kitching-backup-<time>.zip');

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  fail((error as Error).message);
}

if (config.DATABASE_URL) {
  console.log('Kitching uses PostgreSQL (DATABASE_URL): restore a pg_dump file into an empty database with:');
  console.log(`  pg_restore --no-owner --dbname="$DATABASE_URL" ${file}`);
  process.exit(0);
}

const dataDir = path.resolve(config.DATA_DIR);
try {
  const manifest = await restoreBackup(file, dataDir);
  const known = knownMigrations();
  console.log(`Restored ${path.basename(file)} (taken ${manifest.createdAt}) into ${dataDir}.`);
  console.log(
    manifest.migrations < known
      ? `It is from an older Kitching: the next start migrates it (${manifest.migrations} -> ${known} migrations).`
      : 'Start Kitching on it: npm start',
  );
} catch (error) {
  if (error instanceof DataDirInUseError)
    fail(`Kitching${error.pid ? ` (pid ${error.pid})` : ''} is running on ${dataDir}: stop it first`);
  const code = (error as NodeJS.ErrnoException).code;
  fail(code === 'ENOENT' ? `${file} does not exist` : (error as Error).message);
}
