import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { backupName, listBackups, pruneBackups, readBackup, writeBackup } from './backup-archive';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kitching-archive-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
let n = 0;
const freshDir = () => path.join(root, `d${n++}`);
const tar = new Uint8Array(3 * (1 << 20) + 17).map((_, i) => (i * 31) % 251);

describe('a backup archive', () => {
  it('is written under its final name only when whole, private, and reads back checked', async () => {
    const dir = freshDir();
    const { file, bytes } = await writeBackup(dir, tar, { migrations: 12 });
    expect(fs.readdirSync(dir)).toEqual([path.basename(file)]);
    expect(fs.statSync(file).size).toBe(bytes);
    if (process.platform !== 'win32') expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const { manifest, tar: back } = readBackup(file);
    expect(manifest).toMatchObject({
      format: 'kitching-backup',
      version: 1,
      migrations: 12,
      dataBytes: tar.length,
    });
    expect(Buffer.from(back).equals(Buffer.from(tar))).toBe(true);
  });

  it('refuses a file cut short, a changed one, and a zip that is not a backup', async () => {
    const dir = freshDir();
    const { file } = await writeBackup(dir, tar, { migrations: 1 });
    const whole = fs.readFileSync(file);
    const short = path.join(dir, 'short.zip');
    fs.writeFileSync(short, whole.subarray(0, whole.length - 40));
    expect(() => readBackup(short)).toThrow(/short\.zip is not a complete Kitching backup/);

    const entries = unzipSync(new Uint8Array(whole));
    entries['pgdata.tar']![5] ^= 1;
    const changed = path.join(dir, 'changed.zip');
    fs.writeFileSync(changed, zipSync(entries));
    expect(() => readBackup(changed)).toThrow(/is damaged: its checksum does not match/);

    const other = path.join(dir, 'export.zip');
    fs.writeFileSync(other, zipSync({ 'family.json': strToU8('{}') }));
    expect(() => readBackup(other)).toThrow(/is not a Kitching backup/);
  });

  it('retention keeps the newest complete ones and removes dead writers’ temporary files only', async () => {
    const dir = freshDir();
    const times = [1, 2, 3, 4].map((h) => new Date(Date.UTC(2025, 0, 1, h)));
    for (const at of times) await writeBackup(dir, tar.subarray(0, 100), { migrations: 1, at });
    const gone = spawnSync(process.execPath, ['-e', '0']).pid!;
    const dead = `.${backupName(new Date())}.${gone}.partial`;
    const live = `.${backupName(new Date())}.${process.ppid}.partial`;
    for (const name of [dead, live, 'notes.txt']) fs.writeFileSync(path.join(dir, name), 'x');

    const removed = pruneBackups(dir, 2).map((file) => path.basename(file));
    expect(removed.sort()).toEqual([backupName(times[0]!), backupName(times[1]!), dead].sort());
    expect(listBackups(dir).map((file) => path.basename(file))).toEqual([
      backupName(times[3]!),
      backupName(times[2]!),
    ]);
    expect(fs.readdirSync(dir)).toEqual(expect.arrayContaining([live, 'notes.txt']));
  });
});

describe('backup settings', () => {
  it('BACKUP_EVERY is a number and a unit; BACKUP_KEEP a count of at least one', () => {
    expect(loadConfig({ BACKUP_EVERY: '6h' }).BACKUP_EVERY).toBe(6 * 3_600_000);
    expect(loadConfig({ BACKUP_EVERY: '1d' }).BACKUP_EVERY).toBe(86_400_000);
    expect(loadConfig({ BACKUP_EVERY: '' }).BACKUP_EVERY).toBeUndefined();
    expect(loadConfig({}).BACKUP_KEEP).toBe(7);
    expect(() => loadConfig({ BACKUP_EVERY: '6 hours' })).toThrow(
      /BACKUP_EVERY: expected a number and a unit \(s, m, h or d\), like '30m', '6h' or '1d'; not '6 hours'/,
    );
    expect(() => loadConfig({ BACKUP_KEEP: '0' })).toThrow(
      /BACKUP_KEEP: expected a whole number of backups to keep/,
    );
    expect(() => loadConfig({ BACKUP_EVERY: '1d', DATABASE_URL: 'postgres://localhost/k' })).toThrow(
      /BACKUP_EVERY: scheduled backups are of the embedded database; with DATABASE_URL set, schedule pg_dump/,
    );
  });
});
