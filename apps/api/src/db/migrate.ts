import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client';

export const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

/** Applies the one migration set to either database. */
export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'postgres') {
    // biome-ignore lint/suspicious/noExplicitAny: driver-specific migrator over the shared Db type
    await migratePg(database.db as any, { migrationsFolder });
  } else {
    // biome-ignore lint/suspicious/noExplicitAny: driver-specific migrator over the shared Db type
    await migratePglite(database.db as any, { migrationsFolder });
  }
}
