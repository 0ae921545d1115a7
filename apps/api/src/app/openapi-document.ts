import { writeFileSync } from 'node:fs';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { buildApp } from './build-app';

/**
 * The OpenAPI document as /api/docs/json serves it, made offline: the real app over an embedded database
 * in memory, never listening. `npm run lint:openapi` lints it and `npm run api-client` generates the
 * TypeScript client from it (issue 29).
 */
export async function openApiDocument(): Promise<Record<string, unknown>> {
  const database = await openDatabase({ kind: 'pglite' });
  try {
    // Migrated, so that what the app reads as it starts is there, as on a real server.
    await migrate(database);
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATABASE_URL: '',
      SMTP_URL: '',
      AI_BASE_URL: '',
      NOTICE_EVERY: '0',
    });
    const app = await buildApp({ config, database, logger: false, serveWeb: false });
    try {
      await app.ready();
      return app.swagger() as unknown as Record<string, unknown>;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

// `tsx apps/api/src/app/openapi-document.ts <file>` writes it.
if (process.argv[1]?.endsWith('openapi-document.ts')) {
  const file = process.argv[2];
  if (!file) throw new Error('usage: openapi-document.ts <output file>');
  writeFileSync(file, `${JSON.stringify(await openApiDocument(), null, 2)}\n`);
}
