import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, afterEach, describe, expect, inject, it } from 'vitest';
import { buildRecipe } from '../../test/builders';
import { headChef } from '../../test/fixtures';
import '../../test/provided-context';
import { createTestApp, testEnv } from '../../test/test-app';
import { openDatabase } from '../db/client';
import { listBackups, readBackup } from './backup-archive';

const info = inject('kitchingDatabase');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kitching-backup-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const server = path.resolve(import.meta.dirname, '../server.ts');
const cli = (name: string) => path.resolve(import.meta.dirname, `${name}.cli.ts`);
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

/** The server's environment: the tests' defaults on a data directory of its own, on loopback. */
const envFor = (dataDir: string, extra: Record<string, string> = {}) => ({
  ...process.env,
  ...testEnv,
  LOG_LEVEL: 'warn',
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  BACKUP_DIR: path.join(root, 'unused'),
  BACKUP_EVERY: '',
  ...extra,
});

/** A real Kitching process (the sources through tsx) started on `dataDir`; resolves with its address. */
async function startServer(dataDir: string, extra: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', server], {
    env: envFor(dataDir, extra),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      const port = /ready on http:\/\/[^:]+:(\d+)/.exec(output)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
    child.stderr!.on('data', (chunk) => {
      output += chunk;
    });
    child.once('exit', (code) =>
      reject(new Error(`the server exited (${code}) before it was ready:\n${output}`)),
    );
  });
  return { child, url: await ready };
}

/** Runs `npm run backup` / `npm run restore` (the CLI sources) with DATA_DIR set. */
async function runCli(name: 'backup' | 'restore', dataDir: string, args: string[], extra = {}) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', cli(name), ...args],
      { env: envFor(dataDir, extra) },
    );
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

async function until<T>(what: string, check: () => T | undefined, timeoutMs = 120_000, everyMs = 20) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const value = check();
    if (value) return value;
    await sleep(everyMs);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A migrated data directory (the tests' snapshot) holding one family with one recipe. */
async function seededDataDir(dir: string) {
  const snapshot = fs.readFileSync((info as { snapshotPath: string }).snapshotPath);
  const loader = new PGlite({ dataDir: dir, loadDataDir: new Blob([snapshot]) });
  await loader.waitReady;
  await loader.close();
  const database = await openDatabase({ kind: 'pglite', dataDir: dir });
  const app = await createTestApp({ database });
  try {
    const chef = await headChef(app, 'The Backed Up');
    const recipe = await buildRecipe(app, chef, { name: 'Grandma Sunday Stew' });
    return { token: chef.token, recipeUrl: `/api/recipes/${recipe.id}` };
  } finally {
    await app.close();
    await database.close();
  }
}

const partials = (dir: string) =>
  fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.partial')) : [];

describe.skipIf(info.kind !== 'pglite')('backups of the embedded database', () => {
  it('a server killed during a scheduled backup: the last complete one restores, the partial one never counts', {
    timeout: 600_000,
  }, async () => {
    const dataDir = path.join(root, 'data');
    const backupDir = path.join(root, 'backups');
    const { token, recipeUrl } = await seededDataDir(dataDir);

    // Scheduled every second; once one is complete, kill -9 the server while it writes the next.
    let partial: string | undefined;
    for (let attempt = 0; attempt < 3 && !partial; attempt++) {
      const { child } = await startServer(dataDir, {
        BACKUP_DIR: backupDir,
        BACKUP_EVERY: '1s',
        BACKUP_KEEP: '2',
      });
      await until('a complete scheduled backup', () => listBackups(backupDir).length > 0);
      const seen = await until('the next backup being written', () => partials(backupDir)[0], 120_000, 1);
      child.kill('SIGKILL');
      await once(child, 'exit');
      // The write may (rarely) have finished between seeing it and the kill: then try again.
      if (fs.existsSync(path.join(backupDir, seen))) partial = seen;
    }
    expect(partial, 'a backup was cut short by the kill').toBeDefined();
    const partialFile = path.join(backupDir, partial!);
    const complete = listBackups(backupDir);
    expect(complete.length).toBeGreaterThan(0);
    expect(complete.map((file) => path.basename(file))).not.toContain(partial);

    // Never taken for complete: by its name, nor by its content under a finished backup's name.
    const refused = await runCli('restore', path.join(root, 'from-partial'), [partialFile]);
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(/unfinished backup/);
    const disguised = path.join(root, 'kitching-backup-2000-01-01T00-00-00-000Z.zip');
    fs.copyFileSync(partialFile, disguised);
    const cutShort = await runCli('restore', path.join(root, 'from-partial'), [disguised]);
    expect(cutShort.code).toBe(1);
    expect(cutShort.out).toMatch(/not a complete Kitching backup/);
    expect(fs.existsSync(path.join(root, 'from-partial'))).toBe(false);

    // The newest complete one restores into an empty directory, and only there.
    const restoredDir = path.join(root, 'restored');
    const restored = await runCli('restore', restoredDir, [complete[0]!]);
    expect(restored.code, restored.out).toBe(0);
    expect(restored.out).toMatch(/Restored kitching-backup-/);
    const again = await runCli('restore', restoredDir, [complete[0]!]);
    expect(again.code).toBe(1);
    expect(again.out).toMatch(/is not empty .*restore goes into an empty directory only/);

    // A server on the restored directory answers the recipe written before the backups.
    const { child, url } = await startServer(restoredDir);
    const res = await fetch(`${url}${recipeUrl}`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { data: { name: string } };
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.data.name).toBe('Grandma Sunday Stew');

    // While it runs: restore refuses its directory, and `npm run backup` is taken by the server.
    const inUse = await runCli('restore', restoredDir, [complete[0]!]);
    expect(inUse.code).toBe(1);
    expect(inUse.out).toMatch(new RegExp(`Kitching \\(pid ${child.pid}\\) is running on`));
    const manualDir = path.join(root, 'manual');
    const manual = await runCli('backup', restoredDir, [manualDir]);
    expect(manual.code, manual.out).toBe(0);
    expect(manual.out).toMatch(new RegExp(`pid ${child.pid}\\) is running .*it takes the backup`));
    expect(manual.out).toMatch(/Backup written: .*kitching-backup-.*\.zip \(\d+\.\d MB/);
    expect(listBackups(manualDir)).toHaveLength(1);
    expect(readBackup(listBackups(manualDir)[0]!).manifest.migrations).toBeGreaterThan(0);
    expect(fs.readdirSync(restoredDir).filter((name) => name.includes('kitching-backup-'))).toEqual([]);

    // Stopped: the script opens the directory itself.
    child.kill('SIGTERM');
    await once(child, 'exit');
    const offline = await runCli('backup', restoredDir, [manualDir]);
    expect(offline.code, offline.out).toBe(0);
    expect(offline.out).not.toMatch(/it takes the backup/);
    expect(listBackups(manualDir)).toHaveLength(2);
  });
});

describe('backups with PostgreSQL', () => {
  it('say to use pg_dump and how, exit 0 and write nothing', { timeout: 60_000 }, async () => {
    const dir = path.join(root, 'pg-backups');
    const res = await runCli('backup', path.join(root, 'none'), [dir], {
      DATABASE_URL: 'postgres://kitching:secret@db.example:5432/kitching',
    });
    expect(res.code).toBe(0);
    expect(res.out).toMatch(/pg_dump --format=custom --file=.* "\$DATABASE_URL"/);
    expect(res.out).not.toMatch(/secret/);
    expect(fs.existsSync(dir)).toBe(false);
  });
});
