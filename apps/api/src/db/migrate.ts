import fs from 'node:fs';
import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client';

// From source this file is apps/api/src/db; in the production bundle it is part of
// apps/api/dist/server.js, and the build copies the migrations beside it (scripts/build.mjs), so that
// a bundle built elsewhere (the e2e run builds one in a temp folder) carries its own.
const besideBundle = path.join(import.meta.dirname, 'drizzle');
export const migrationsFolder = fs.existsSync(path.join(besideBundle, 'meta/_journal.json'))
  ? besideBundle
  : path.resolve(import.meta.dirname, '../../drizzle');

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
