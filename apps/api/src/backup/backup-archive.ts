import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { strFromU8, strToU8, unzipSync, Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/**
 * A backup is one zip: `pgdata.tar` (PGlite's data directory) first, then `manifest.json` with its
 * sha256. It is written under a temporary name (`.kitching-backup-<time>.zip.<pid>.partial`), fsynced,
 * and renamed to `kitching-backup-<time>.zip` only when whole, so a name without `.partial` is a
 * finished file. A cut-short file also fails to open (a zip's directory is at its end) and a damaged
 * one fails the checksum: restore refuses both.
 */

export const BACKUP_FORMAT = 'kitching-backup';
const FORMAT_VERSION = 1;
const DATA_ENTRY = 'pgdata.tar';
const MANIFEST_ENTRY = 'manifest.json';
/** Compressed a megabyte at a time, yielding between, so requests are answered meanwhile. */
const CHUNK = 1 << 20;

const COMPLETE = /^kitching-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.zip$/;
const PARTIAL = /^\.kitching-backup-.+\.zip\.(\d+)\.partial$/;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  database: 'pglite';
  /** Migrations applied to the database when it was taken: a newer Kitching migrates it on start. */
  migrations: number;
  dataBytes: number;
  sha256: string;
}

export class BackupInvalidError extends Error {
  constructor(file: string, reason: string) {
    super(`${file} ${reason}`);
    this.name = 'BackupInvalidError';
  }
}

export const backupName = (at: Date) => `kitching-backup-${at.toISOString().replace(/[:.]/g, '-')}.zip`;
export const isCompleteName = (name: string) => COMPLETE.test(name);

/** The finished backups in `dir`, newest first (their names sort by time). */
export function listBackups(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter(isCompleteName)
    .sort()
    .reverse()
    .map((name) => path.join(dir, name));
}

function fsyncDir(dir: string) {
  // Makes the rename itself durable; some platforms (Windows) cannot open a directory, and lose nothing.
  try {
    const fd = fs.openSync(dir, 'r');
    fs.fsyncSync(fd);
    fs.closeSync(fd);
  } catch {}
}

/** Writes `tar` as a finished backup in `dir` and returns its path and size. */
export async function writeBackup(
  dir: string,
  tar: Uint8Array,
  info: { migrations: number; at?: Date },
): Promise<{ file: string; bytes: number }> {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const at = info.at ?? new Date();
  const name = backupName(at);
  const temp = path.join(dir, `.${name}.${process.pid}.partial`);
  // It holds password hashes and sessions: for the owner's eyes only.
  const fd = fs.openSync(temp, 'wx', 0o600);
  let bytes = 0;
  try {
    const zip = new Zip((error, chunk) => {
      if (error) throw error;
      fs.writeSync(fd, chunk);
      bytes += chunk.length;
    });
    const data = new ZipDeflate(DATA_ENTRY, { level: 1 });
    zip.add(data);
    for (let offset = 0; offset < tar.length || offset === 0; offset += CHUNK) {
      data.push(tar.subarray(offset, offset + CHUNK), offset + CHUNK >= tar.length);
      await yieldToLoop();
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: FORMAT_VERSION,
      createdAt: at.toISOString(),
      database: 'pglite',
      migrations: info.migrations,
      dataBytes: tar.length,
      sha256: createHash('sha256').update(tar).digest('hex'),
    };
    const entry = new ZipPassThrough(MANIFEST_ENTRY);
    zip.add(entry);
    entry.push(strToU8(JSON.stringify(manifest, null, 2)), true);
    zip.end();
    fs.fsyncSync(fd);
  } catch (error) {
    fs.closeSync(fd);
    fs.rmSync(temp, { force: true });
    throw error;
  }
  fs.closeSync(fd);
  const file = path.join(dir, name);
  fs.renameSync(temp, file);
  fsyncDir(dir);
  return { file, bytes };
}

/** Reads and checks a backup: the tar and its manifest, or BackupInvalidError saying what is wrong. */
export function readBackup(file: string): { manifest: BackupManifest; tar: Uint8Array } {
  const shown = path.basename(file);
  if (PARTIAL.test(shown))
    throw new BackupInvalidError(shown, 'is an unfinished backup (its writer stopped before the end)');
  const bytes = new Uint8Array(fs.readFileSync(file));
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes);
  } catch {
    throw new BackupInvalidError(
      shown,
      'is not a complete Kitching backup (the file is cut short or damaged)',
    );
  }
  const rawManifest = entries[MANIFEST_ENTRY];
  const tar = entries[DATA_ENTRY];
  let manifest: BackupManifest | undefined;
  try {
    manifest = rawManifest && JSON.parse(strFromU8(rawManifest));
  } catch {}
  if (!manifest || manifest.format !== BACKUP_FORMAT || !tar)
    throw new BackupInvalidError(shown, 'is not a Kitching backup (no manifest)');
  if (manifest.version > FORMAT_VERSION)
    throw new BackupInvalidError(shown, 'was written by a newer Kitching: update Kitching first');
  const sum = createHash('sha256').update(tar).digest('hex');
  if (sum !== manifest.sha256 || tar.length !== manifest.dataBytes)
    throw new BackupInvalidError(shown, 'is damaged: its checksum does not match its manifest');
  return { manifest, tar };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Keeps the newest `keep` finished backups in `dir` and deletes the older ones, and the temporary files
 * of writers that are gone (killed mid-write). Nothing else in the folder is touched. Call it between
 * backups: this process's own temporary file is then a leftover too.
 */
export function pruneBackups(dir: string, keep: number): string[] {
  if (!fs.existsSync(dir)) return [];
  const removed = listBackups(dir).slice(keep);
  for (const name of fs.readdirSync(dir)) {
    const pid = Number(PARTIAL.exec(name)?.[1]);
    if (pid && (pid === process.pid || !isAlive(pid))) removed.push(path.join(dir, name));
  }
  for (const file of removed) fs.rmSync(file, { force: true });
  return removed;
}
