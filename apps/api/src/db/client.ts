import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

// Each driver is loaded only when used: the embedded database does not carry pg's modules in memory,
// nor does PostgreSQL carry PGlite's.

// biome-ignore lint/suspicious/noExplicitAny: both drivers share PgDatabase; their result kinds differ.
export type Db = PgDatabase<PgQueryResultHKT & any, typeof schema>;

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob | File }
  | {
      kind: 'postgres';
      url: string;
      max?: number;
      /** Where LISTEN connects (a session connection), when not `url` (PgBouncer in transaction mode). */
      listenUrl?: string;
      /**
       * An idle pooled connection failed (PostgreSQL restarted, or an admin ended the session). The pool
       * drops it and opens a new one on the next query; unheard, the error would end the process.
       */
      onIdleError?: (error: Error) => void;
    };

/** What a `listen` subscriber hears: each payload, and whether notifications reach it at all. */
export interface Listener {
  onMessage(payload: string): void;
  /** true once listening; false when the connection is lost (and true again after reconnecting). */
  onState(listening: boolean): void;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL: the connection string (another process on the same database uses it). */
  url?: string;
  /** PGlite on disk: its data directory (absolute); unset in memory. */
  dataDir?: string;
  close(): Promise<void>;
  /**
   * Hears NOTIFY on `channel` from every process using this database. Returns a function that stops.
   * PostgreSQL: a connection of its own, opened again after it is lost; PGlite: the one in-process database.
   */
  listen(channel: string, listener: Listener): Promise<() => Promise<void>>;
  /**
   * PGlite only: a consistent snapshot of the data directory, an uncompressed tar (backups; tests load
   * it instead of migrating again).
   */
  dump?(): Promise<Blob>;
}

/**
 * Sized for a family's kitchen (a few megabytes of data), not PostgreSQL's server defaults: 128 MB of
 * shared buffers made the embedded database grow past its minimum WebAssembly memory at once, and the
 * server sat at about 600 MiB. A family of 2,000 items and 200 recipes, with its activity after a busy
 * minute, still fits in 8 MB; every buffer once used stays resident (WebAssembly memory never shrinks),
 * so 16 MB cost 8 MiB more at rest (bench:scale-pglite).
 */
const PGLITE_SETTINGS = ['shared_buffers = 8MB', 'wal_buffers = 1MB', 'maintenance_work_mem = 16MB'];

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const { default: pgModule } = await import('pg');
    const { drizzle: drizzlePg } = await import('drizzle-orm/node-postgres');
    const pool = new pgModule.Pool({
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
    return {
      db,
      kind: 'postgres',
      url: options.url,
      close: () => pool.end(),
      listen: (channel, listener) =>
        listenPostgres(pgModule, options.listenUrl ?? options.url, channel, listener),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle: drizzlePglite } = await import('drizzle-orm/pglite');
  // Recipe search (drizzle/0018): trigrams for typos, unaccent for 'creme' finding 'Crème'.
  const [{ pg_trgm }, { unaccent }] = await Promise.all([
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/unaccent'),
  ]);
  const dataDir = !options.loadDataDir && options.dataDir ? path.resolve(options.dataDir) : undefined;
  // Before PGlite touches the directory: a second server on it would corrupt the first's data.
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  const client = new PGlite({
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : dataDir ? { dataDir } : {}),
    postgresqlconf: PGLITE_SETTINGS,
    extensions: { pg_trgm, unaccent },
  });
  try {
    await client.waitReady;
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    dataDir,
    async close() {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
    // Inside a transaction of its own: PGlite runs no other query or transaction meanwhile (each holds
    // its transaction lock), and just after a checkpoint, so the copy opens with nothing to recover.
    dump: () =>
      client.transaction(async (tx) => {
        await tx.exec('CHECKPOINT');
        return (await client.dumpDataDir('none')) as Blob;
      }),
    async listen(channel, listener) {
      const stop = await client.listen(channel, listener.onMessage);
      listener.onState(true);
      return async () => {
        listener.onState(false);
        if (!client.closed) await stop();
      };
    },
  };
}

const RECONNECT_MS = 1000;

/** LISTEN on a connection outside the pool, opened again (after RECONNECT_MS) whenever it is lost. */
async function listenPostgres(pgModule: typeof pg, url: string, channel: string, listener: Listener) {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const lost = () => {
    listener.onState(false);
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, RECONNECT_MS);
    retry.unref();
  };

  async function connect() {
    const current = new pgModule.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
    client = current;
    current.on('notification', (message) => {
      if (message.channel === channel && message.payload != null) listener.onMessage(message.payload);
    });
    // An error is followed by 'end'; either way this connection is gone.
    current.on('error', () => current.end().catch(() => {}));
    current.on('end', () => {
      if (client === current) lost();
    });
    try {
      await current.connect();
      await current.query(`LISTEN ${channel}`);
      if (stopped) await current.end();
      else listener.onState(true);
    } catch {
      await current.end().catch(() => {});
      if (client === current) lost();
    }
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    listener.onState(false);
    await client?.end().catch(() => {});
  };
}
