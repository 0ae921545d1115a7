import fs from 'node:fs';
import path from 'node:path';
import { LOCK_FILE, lockDataDir } from '../db/data-dir-lock';
import { type BackupManifest, readBackup } from './backup-archive';
import { removeRequestFiles } from './backup-requests';
import { knownMigrations } from './take-backup';

export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefusedError';
  }
}

/**
 * Restores a backup into `dataDir`, which must be empty (or not exist) and not in use: nothing is ever
 * overwritten. The archive is checked whole before the directory is touched; PGlite then loads the
 * tar (it refuses a directory that holds a database), and the next start migrates it if it is older.
 * Throws BackupInvalidError, DataDirInUseError or RestoreRefusedError.
 */
export async function restoreBackup(file: string, dataDir: string): Promise<BackupManifest> {
  const { manifest, tar } = readBackup(file);
  const known = knownMigrations();
  if (manifest.migrations > known)
    throw new RestoreRefusedError(
      `${path.basename(file)} was taken by a newer Kitching (${manifest.migrations} migrations; this one knows ${known}): update Kitching first`,
    );

  const dir = path.resolve(dataDir);
  const existed = fs.existsSync(dir);
  const release = lockDataDir(dir);
  // Set once the directory is known empty: only then is it ours to clean up after a failure.
  let loading = false;
  let done = false;
  try {
    const others = fs.readdirSync(dir).filter((name) => name !== LOCK_FILE);
    if (others.length)
      throw new RestoreRefusedError(
        `${dir} is not empty (${others.length} entries): restore goes into an empty directory only, so nothing is overwritten. Move it away (mv ${dataDir} ${dataDir}.old) or set DATA_DIR to a new directory`,
      );
    loading = true;
    const { PGlite } = await import('@electric-sql/pglite');
    const client = new PGlite({
      dataDir: dir,
      loadDataDir: new Blob([tar as Uint8Array<ArrayBuffer>], { type: 'application/x-tar' }),
    });
    await client.waitReady;
    // Opening it once replays what the snapshot's log holds and shuts it down cleanly.
    await client.query('select 1');
    await client.close();
    // The snapshot carries the lock of the server it was taken from: ours again, so release removes it.
    fs.writeFileSync(path.join(dir, LOCK_FILE), `${process.pid}\n`);
    removeRequestFiles(dir);
    done = true;
    return manifest;
  } finally {
    release();
    // A failed restore leaves the directory as it found it (empty, or absent).
    if (loading && !done) {
      if (existed)
        for (const name of fs.readdirSync(dir))
          fs.rmSync(path.join(dir, name), { recursive: true, force: true });
      else fs.rmSync(dir, { recursive: true, force: true });
    }
  }
}
