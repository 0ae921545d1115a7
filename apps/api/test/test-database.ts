import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../src/db/client';
import { adminQuery, databaseUrl, quoteIdent } from './postgres-admin';
import './provided-context';

let copies = 0;
let snapshot: Promise<Blob> | undefined;

/**
 * A fresh, migrated database for one test file (or one test that needs its own): a copy of the
 * snapshot the global setup made. Always close it: an open PGlite keeps Node from exiting.
 */
export async function openTestDatabase(): Promise<Database> {
  const info = inject('kitchingDatabase');
  if (!info) throw new Error('No test database: run the API tests through `vitest --project api`.');

  if (info.kind === 'pglite') {
    snapshot ??= readFile(info.snapshotPath).then((buffer) => new Blob([buffer]));
    return openDatabase({ kind: 'pglite', loadDataDir: await snapshot });
  }

  const name = `${info.template}_${process.pid}_${++copies}`;
  await cloneTemplate(info.adminUrl, info.template, name);
  const database = await openDatabase({
    kind: 'postgres',
    url: databaseUrl(info.adminUrl, name),
    max: 4,
    // DROP ... WITH (FORCE) below ends connections that are still saying goodbye: expected, not news.
    onIdleError: () => {},
  });
  return {
    ...database,
    async close() {
      await database.close();
      await adminQuery(info.adminUrl, `DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
    },
  };
}

/** CREATE DATABASE ... TEMPLATE fails while another session is still leaving the template: retry briefly. */
async function cloneTemplate(adminUrl: string, template: string, name: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(adminUrl, `CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(template)}`);
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code !== '55006' || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
