import { type ChildProcess, execFile, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, describe, expect, inject, it } from 'vitest';
import '../../test/provided-context';
import { type Database, openDatabase } from './client';
import { DataDirInUseError, LOCK_FILE, lockDataDir } from './data-dir-lock';

const info = inject('kitchingDatabase');
const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kitching-lock-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const lockFile = (dir: string) => path.join(dir, LOCK_FILE);
/** The pid written in the directory's lock file, or undefined when there is none. */
const lockPid = (dir: string) =>
  fs.existsSync(lockFile(dir)) ? Number(fs.readFileSync(lockFile(dir), 'utf8').trim()) : undefined;
const inUse = (pid: number) => `another Kitching (pid ${pid}) is using it`;

/** The pid of a process that has ended (a node that exits at once). */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  const pid = Number(child.stdout.toString());
  expect(() => process.kill(pid, 0), 'the pid is gone').toThrow();
  return pid;
}

const lockModule = path.resolve(import.meta.dirname, 'data-dir-lock.ts');
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

/**
 * Another Kitching: a node process that takes the directory's lock with the real lockDataDir, says
 * 'locked', then runs until it is killed or told to exit (a line on its stdin: a normal exit).
 */
async function otherProcessLocking(dir: string) {
  const script = [
    `const { lockDataDir } = await import(${JSON.stringify(lockModule)});`,
    'lockDataDir(process.argv[1]);',
    "process.stdout.write('locked\\n');",
    "process.stdin.once('data', () => process.exit(0));",
  ].join('\n');
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, dir], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  children.push(child);
  const locked = once(child.stdout!, 'data').then(([chunk]) => String(chunk));
  const exited = once(child, 'exit').then(([code]) => `exited with ${code}`);
  expect(await Promise.race([locked, exited])).toBe('locked\n');
  return child;
}

describe('the data directory lock', () => {
  it('holds our pid while taken, refuses a second lock naming us, and is gone after release', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(lockPid(dir)).toBe(process.pid);

    let refused: unknown;
    try {
      lockDataDir(dir);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(DataDirInUseError);
    expect(refused).toMatchObject({
      code: 'database.data_dir_in_use',
      dataDir: path.resolve(dir),
      pid: process.pid,
      message: inUse(process.pid),
    });
    // The refused attempt left the first lock as it was.
    expect(lockPid(dir)).toBe(process.pid);

    release();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
    const again = lockDataDir(dir);
    expect(lockPid(dir)).toBe(process.pid);
    again();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
  });

  it('creates the data directory when it does not exist yet', () => {
    const dir = path.join(tempDir(), 'new', 'data');
    const release = lockDataDir(dir);
    expect(lockPid(dir)).toBe(process.pid);
    release();
  });

  it('another running process holding the directory: refused with its pid; once it is killed, taken over', async () => {
    const dir = tempDir();
    const other = await otherProcessLocking(dir);
    expect(lockPid(dir)).toBe(other.pid);
    expect(() => lockDataDir(dir)).toThrow(inUse(other.pid!));
    expect(lockPid(dir)).toBe(other.pid);

    other.kill('SIGKILL');
    await once(other, 'exit');
    // kill -9 runs no exit handler: the lock file stays behind, naming a pid that is gone.
    expect(lockPid(dir)).toBe(other.pid);
    const release = lockDataDir(dir);
    expect(lockPid(dir)).toBe(process.pid);
    release();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
  });

  it('a process that exits normally releases its lock', async () => {
    const dir = tempDir();
    const other = await otherProcessLocking(dir);
    expect(lockPid(dir)).toBe(other.pid);
    other.stdin!.write('exit\n');
    const [code] = await once(other, 'exit');
    expect(code).toBe(0);
    expect(fs.existsSync(lockFile(dir))).toBe(false);
  });

  it('takes over a lock left by a process that is no longer running (kill -9)', () => {
    const dir = tempDir();
    const gone = deadPid();
    fs.writeFileSync(lockFile(dir), `${gone}\n`);
    const release = lockDataDir(dir);
    expect(lockPid(dir)).toBe(process.pid);
    release();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
  });

  it("takes over a lock with this process's own pid that this process does not hold (a container's pid 1)", () => {
    const dir = tempDir();
    fs.writeFileSync(lockFile(dir), `${process.pid}\n`);
    const release = lockDataDir(dir);
    // Taken over: now it is held, so a second lock is refused.
    expect(() => lockDataDir(dir)).toThrow(inUse(process.pid));
    release();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
  });

  it('names the running owner, and leaves its lock alone', () => {
    const dir = tempDir();
    // The parent of this test process is alive and is not this process.
    fs.writeFileSync(lockFile(dir), `${process.ppid}\n`);
    expect(() => lockDataDir(dir)).toThrow(inUse(process.ppid));
    expect(lockPid(dir)).toBe(process.ppid);
  });

  it('an empty lock file just created is another start writing its pid: refused; an old empty one is taken over', () => {
    const dir = tempDir();
    fs.writeFileSync(lockFile(dir), '');
    expect(() => lockDataDir(dir)).toThrow('another Kitching is using it');
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(lockFile(dir), old, old);
    const release = lockDataDir(dir);
    expect(lockPid(dir)).toBe(process.pid);
    release();
  });

  it('release removes only its own lock: one another process has taken since stays', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    fs.writeFileSync(lockFile(dir), `${process.ppid}\n`);
    release();
    expect(lockPid(dir)).toBe(process.ppid);
    // Released: our pid is no longer held by us, so the directory's owner is the one in the file.
    expect(() => lockDataDir(dir)).toThrow(inUse(process.ppid));
  });

  it('a second server on the same directory exits 1 with one line naming the first', async () => {
    const dir = tempDir();
    fs.writeFileSync(lockFile(dir), `${process.ppid}\n`);
    const server = path.resolve(import.meta.dirname, '../server.ts');
    const failed = await promisify(execFile)(process.execPath, ['--import', 'tsx', server], {
      env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', PORT: '0', LOG_LEVEL: 'silent' },
      timeout: 30_000,
    }).catch((error: { code: number; stderr: string }) => error);
    expect('code' in failed && failed.code).toBe(1);
    const lines = String((failed as { stderr: string }).stderr)
      .split('\n')
      .filter((line) => line.trim());
    expect(lines).toEqual([
      `  Kitching could not open the embedded database in ${dir}: ${inUse(process.ppid)}. Stop it first, or set another DATA_DIR.`,
    ]);
    expect(lockPid(dir)).toBe(process.ppid);
  });
});

// Only the embedded database has a data directory.
describe.runIf(info.kind === 'pglite')('opening an embedded database', { timeout: 60_000 }, () => {
  let first: Database | undefined;
  let dir: string;
  afterAll(() => first?.close());

  it('holds the lock while open, refuses a second open naming our pid, and releases it on close', async () => {
    dir = tempDir();
    first = await openDatabase({ kind: 'pglite', dataDir: dir });
    expect(lockPid(dir)).toBe(process.pid);
    await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toThrow(inUse(process.pid));
    // The refused open neither removed the lock nor broke the first database.
    expect(lockPid(dir)).toBe(process.pid);
    await first.db.execute('select 1');
    await first.close();
    first = undefined;
    expect(fs.existsSync(lockFile(dir))).toBe(false);

    const again = await openDatabase({ kind: 'pglite', dataDir: dir });
    expect(lockPid(dir)).toBe(process.pid);
    await again.close();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
  });

  it('opens a directory whose lock was left by a killed server', async () => {
    fs.writeFileSync(lockFile(dir), `${deadPid()}\n`);
    const again = await openDatabase({ kind: 'pglite', dataDir: dir });
    expect(lockPid(dir)).toBe(process.pid);
    await again.close();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
  });
});
