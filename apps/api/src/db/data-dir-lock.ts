import fs from 'node:fs';
import path from 'node:path';

/**
 * One Kitching per embedded data directory. Two servers on one PGlite directory each believe they own
 * it: both accepted writes, handed out the same ids, and one's writes were gone after a restart. So the
 * directory holds `kitching.lock` with the owner's pid, created exclusively; a lock whose pid is no
 * longer alive (the owner was killed) is taken over.
 */

export const LOCK_FILE = 'kitching.lock';

export class DataDirInUseError extends Error {
  readonly code = 'database.data_dir_in_use';
  constructor(
    readonly dataDir: string,
    readonly pid: number | undefined,
  ) {
    super(`another Kitching${pid ? ` (pid ${pid})` : ''} is using it`);
    this.name = 'DataDirInUseError';
  }
}

/** Lock files this process holds: its own pid in a lock file only means "in use" when it is one of these. */
const held = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Whoever wrote `file` is still running (a pid equal to ours counts only if this process holds it). */
function ownerAlive(file: string, pid: number | undefined): boolean {
  if (pid === undefined) return false;
  if (pid === process.pid) return held.has(file);
  return isAlive(pid);
}

/** An empty lock file may be another start's, between creating it and writing its pid. */
function justCreated(file: string): boolean {
  try {
    return Date.now() - fs.statSync(file).mtimeMs < 2000;
  } catch {
    return false;
  }
}

function create(file: string): boolean {
  try {
    const fd = fs.openSync(file, 'wx');
    fs.writeSync(fd, `${process.pid}\n`);
    fs.closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Takes the directory's lock (creating the directory if needed) or throws DataDirInUseError. Returns
 * the release, which is also run when the process exits. A kill -9 leaves the file behind; the next
 * start sees its pid is gone and takes over.
 */
export function lockDataDir(dataDir: string): () => void {
  const dir = path.resolve(dataDir);
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE);
  if (!create(file)) {
    const pid = readPid(file);
    if (ownerAlive(file, pid) || (pid === undefined && justCreated(file)))
      throw new DataDirInUseError(dir, pid);
    // Its owner is gone (killed, so it could not remove it): take over. Two starts racing over the same
    // stale lock could both remove it; that needs a crashed owner and two starts at one instant.
    fs.rmSync(file, { force: true });
    if (!create(file)) throw new DataDirInUseError(dir, readPid(file));
  }
  held.add(file);

  const release = () => {
    if (!held.delete(file)) return;
    process.off('exit', release);
    // Only our own: never remove a lock another process has taken since.
    if (readPid(file) === process.pid) fs.rmSync(file, { force: true });
  };
  process.on('exit', release);
  return release;
}
