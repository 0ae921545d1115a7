import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { migrationsFolder } from '../db/migrate';
import { writeBackup } from './backup-archive';

export interface BackupResult {
  file: string;
  bytes: number;
  ms: number;
}

/** The migrations this Kitching has: a backup with fewer is migrated on start, one with more refused. */
export function knownMigrations(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
  return journal.entries.length;
}

/** How many migrations the open database has had (0 for one never migrated). */
export async function appliedMigrations(database: Database): Promise<number> {
  try {
    const result = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    const rows = (result as { rows?: { n: number }[] }).rows ?? (result as unknown as { n: number }[]);
    return Number(rows[0]?.n ?? 0);
  } catch {
    return 0;
  }
}

/** A consistent snapshot of the open embedded database, written as a finished backup in `dir`. */
export async function takeBackup(database: Database, dir: string): Promise<BackupResult> {
  if (!database.dump) throw new Error('only the embedded database is backed up by Kitching');
  const started = performance.now();
  const migrations = await appliedMigrations(database);
  const tar = new Uint8Array(await (await database.dump()).arrayBuffer());
  const { file, bytes } = await writeBackup(path.resolve(dir), tar, { migrations });
  return { file, bytes, ms: Math.round(performance.now() - started) };
}

/** Runs backups one after another: a scheduled one and a requested one never write at once. */
export function serialized<A extends unknown[], R>(fn: (...args: A) => Promise<R>) {
  let last: Promise<unknown> = Promise.resolve();
  return (...args: A): Promise<R> => {
    const next = last.then(
      () => fn(...args),
      () => fn(...args),
    );
    last = next.catch(() => {});
    return next;
  };
}
