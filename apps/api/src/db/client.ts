import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

// biome-ignore lint/suspicious/noExplicitAny: both drivers share PgDatabase; their result kinds differ.
export type Db = PgDatabase<PgQueryResultHKT & any, typeof schema>;

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob | File }
  | {
      kind: 'postgres';
      url: string;
      max?: number;
      /**
       * An idle pooled connection failed (PostgreSQL restarted, or an admin ended the session). The pool
       * drops it and opens a new one on the next query; unheard, the error would end the process.
       */
      onIdleError?: (error: Error) => void;
    };

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: a snapshot of the data directory (tests load it instead of migrating again). */
  dump?(): Promise<Blob>;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.max ?? 10,
      // A server that does not answer fails the request (503) instead of holding it open forever.
      connectionTimeoutMillis: 10_000,
    });
    const onIdleError =
      options.onIdleError ??
      ((error: Error) => console.warn(`[database] an idle connection was closed: ${error.message}`));
    pool.on('error', onIdleError);
    // Numeric and date columns stay strings; timestamps arrive as Date.
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const client = options.loadDataDir
    ? new PGlite({ loadDataDir: options.loadDataDir })
    : new PGlite(options.dataDir ? path.resolve(options.dataDir) : undefined);
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    close: () => client.close(),
    dump: () => client.dumpDataDir('none') as Promise<Blob>,
  };
}
