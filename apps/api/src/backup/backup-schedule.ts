import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { listBackups, pruneBackups } from './backup-archive';
import { watchBackupRequests } from './backup-requests';
import { serialized, takeBackup } from './take-backup';

interface Log {
  info(message: string): void;
  warn(message: string): void;
}

/** Longest wait between looks at the clock: a timer of days would overflow, and a clock may jump. */
const MAX_WAIT_MS = 60_000;

/**
 * The embedded database's backups, started by the housekeeping: answers `npm run backup` while the
 * server runs, and with BACKUP_EVERY takes one every so often into BACKUP_DIR, keeping the newest
 * BACKUP_KEEP. The next is due BACKUP_EVERY after the newest finished one, so a restart neither
 * skips one nor takes an extra. Returns the stop.
 */
export function startBackups(config: Config, database: Database, log: Log): () => void {
  // Only a database on disk, and only its own directory: a test's copy in memory hears no requests.
  const dataDir = database.dataDir;
  if (!dataDir) return () => {};
  const backupDir = path.resolve(config.BACKUP_DIR);
  const take = serialized((dir: string) => takeBackup(database, dir));
  const stopRequests = watchBackupRequests(
    dataDir,
    async (dir) => {
      const result = await take(dir);
      log.info(`backup written on request: ${result.file} (${result.bytes} bytes, ${result.ms} ms)`);
      return result;
    },
    (error) => log.warn(`backup request: ${error.message}`),
  );
  const every = config.BACKUP_EVERY;
  if (!every) return stopRequests;

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const dueAt = () => {
    const newest = listBackups(backupDir)[0];
    return newest ? fs.statSync(newest).mtimeMs + every : Date.now() + Math.min(every, MAX_WAIT_MS);
  };
  let due = dueAt();

  const scheduled = async () => {
    try {
      const result = await take(backupDir);
      const removed = pruneBackups(backupDir, config.BACKUP_KEEP);
      log.info(
        `scheduled backup written: ${result.file} (${result.bytes} bytes, ${result.ms} ms)${removed.length ? `; removed ${removed.length} old` : ''}`,
      );
    } catch (error) {
      log.warn(`scheduled backup failed: ${(error as Error).message}`);
    }
    due = Date.now() + every;
  };
  const tick = async () => {
    if (Date.now() >= due) await scheduled();
    if (stopped) return;
    timer = setTimeout(() => void tick(), Math.max(0, Math.min(due - Date.now(), MAX_WAIT_MS)));
    timer.unref();
  };
  timer = setTimeout(() => void tick(), Math.max(0, Math.min(due - Date.now(), MAX_WAIT_MS)));
  timer.unref();
  log.info(`scheduled backups every ${every / 1000} s into ${backupDir}, keeping ${config.BACKUP_KEEP}`);

  return () => {
    stopped = true;
    clearTimeout(timer);
    stopRequests();
  };
}
