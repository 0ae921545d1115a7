// `npm run backup [DIR]`: a consistent snapshot of the embedded database into DIR (BACKUP_DIR, by
// default ./backups). A running server takes it (no stop needed); with none, this opens the data
// directory itself, holding its lock meanwhile. PostgreSQL is backed up by pg_dump: it says how.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirInUseError } from '../db/data-dir-lock';
import { requestBackup } from './backup-requests';
import { type BackupResult, takeBackup } from './take-backup';

function fail(message: string): never {
  console.error(`\n  Backup failed: ${message}\n`);
  process.exit(1);
}

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  fail((error as Error).message);
}

if (config.DATABASE_URL) {
  console.log('Kitching uses PostgreSQL (DATABASE_URL): back it up with pg_dump, for example:');
  console.log('  pg_dump --format=custom --file="kitching-$(date +%F).dump" "$DATABASE_URL"');
  process.exit(0);
}

const dataDir = path.resolve(config.DATA_DIR);
const outDir = path.resolve(process.argv[2] ?? config.BACKUP_DIR);
if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) fail(`there is no Kitching database in ${dataDir}`);

let result: BackupResult;
try {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    result = await takeBackup(database, outDir);
  } finally {
    await database.close();
  }
} catch (error) {
  if (!(error instanceof DataDirInUseError)) fail((error as Error).message);
  console.log(`Kitching (pid ${error.pid ?? '?'}) is running on ${dataDir}: it takes the backup.`);
  result = await requestBackup(dataDir, outDir).catch((e: Error) => fail(e.message));
}
const mb = (result.bytes / 1e6).toFixed(1);
// Relative when under the working directory, absolute otherwise (no '../../..').
const relative = path.relative(process.cwd(), result.file);
const shown = relative.startsWith('..') ? result.file : relative;
console.log(`Backup written: ${shown} (${mb} MB, ${(result.ms / 1000).toFixed(1)} s)`);
