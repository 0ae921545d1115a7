import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, inject, it } from 'vitest';
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

/** The pid of a process that has ended (a node that exits at once). */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('the data directory lock', () => {
  it('refuses a second lock while the first is held, and allows one after its release', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    release();
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    lockDataDir(dir)();
  });

  it('takes over a lock left by a process that is no longer running (kill -9)', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, LOCK_FILE), `${deadPid()}\n`);
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    release();
  });

  it("takes over a lock with this process's own pid that this process does not hold (a container's pid 1)", () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, LOCK_FILE), `${process.pid}\n`);
    lockDataDir(dir)();
  });

  it('names the running owner', () => {
    const dir = tempDir();
    // The parent of this test process is alive and is not this process.
    fs.writeFileSync(path.join(dir, LOCK_FILE), `${process.ppid}\n`);
    expect(() => lockDataDir(dir)).toThrow(`another Kitching (pid ${process.ppid}) is using it`);
    expect(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.ppid));
  });

  it('a second server on the same directory exits 1 with one line naming the first', async () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, LOCK_FILE), `${process.ppid}\n`);
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
      `  Kitching could not open the embedded database in ${dir}: another Kitching (pid ${process.ppid}) is using it. Stop it first, or set another DATA_DIR.`,
    ]);
  });
});

// Only the embedded database has a data directory.
describe.runIf(info.kind === 'pglite')('opening an embedded database', { timeout: 60_000 }, () => {
  let first: Database | undefined;
  let dir: string;
  afterAll(() => first?.close());

  it('refuses a second open of the same directory, and opens it again once the first is closed', async () => {
    dir = tempDir();
    first = await openDatabase({ kind: 'pglite', dataDir: dir });
    await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toThrow(
      `another Kitching (pid ${process.pid}) is using it`,
    );
    await first.close();
    first = undefined;
    const again = await openDatabase({ kind: 'pglite', dataDir: dir });
    await again.close();
  });

  it('opens a directory whose lock was left by a killed server', async () => {
    fs.writeFileSync(path.join(dir, LOCK_FILE), `${deadPid()}\n`);
    const again = await openDatabase({ kind: 'pglite', dataDir: dir });
    expect(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    await again.close();
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });
});
