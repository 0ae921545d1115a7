import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { adminQuery } from '../../test/postgres-admin';
import '../../test/provided-context';
import { type Database, openDatabase } from './client';

const info = inject('kitchingDatabase');

// Only a real server can end a connection under the pool; the PGlite run has no such thing.
describe.runIf(info.kind === 'postgres')('a PostgreSQL pool', () => {
  let database: Database | undefined;
  afterEach(async () => {
    vi.restoreAllMocks();
    await database?.close();
    database = undefined;
  });

  it('survives the server ending an idle connection, says so once, and opens a new one', async () => {
    if (info.kind !== 'postgres') return;
    const name = `kitching-idle-${process.pid}-${Date.now()}`;
    const url = new URL(info.adminUrl);
    url.searchParams.set('application_name', name);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    database = await openDatabase({ kind: 'postgres', url: url.toString(), max: 1 });
    await database.db.execute(sql`select 1`);

    const ended = await adminQuery(
      info.adminUrl,
      'SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE application_name = $1',
      [name],
    );
    expect(ended.rows).toEqual([{ ended: true }]);
    // Without a listener the pool's 'error' event would end this process before the next line.
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(String(warn.mock.calls[0]?.[0])).toContain('an idle connection was closed');

    const after = await database.db.execute(sql`select 2 as two`);
    expect(after.rows).toEqual([{ two: 2 }]);
  });
});
