import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app/build-app';
import { type Config, loadConfig } from '../src/config';
import type { Database, Db } from '../src/db/client';
import { openTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  db: Db;
  config: Config;
  /** Closes the app, and the database if this app opened it. */
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Environment variables on top of the test defaults, parsed by the real loadConfig. */
  env?: Record<string, string | undefined>;
  /** Share a database between apps (e.g. one with SMTP and one without); the caller closes it. */
  database?: Database;
}

/** The test defaults: quiet, a fixed public address for emailed links, and no rate limit in the way. */
export const testEnv = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  PUBLIC_URL: 'http://kitching.test',
  RATE_LIMIT_AUTH: '10000',
  SMTP_URL: '',
  DATABASE_URL: '',
  AI_BASE_URL: '',
  /** The reminders' pass off unless a test runs it (modules/notices). */
  NOTICE_EVERY: '0',
  /** The webhooks' pass off unless a test runs it (modules/webhooks). */
  WEBHOOK_EVERY: '0',
} as const;

/** The real app (buildApp, real config parsing) over a fresh copy of the migrated database. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const ownsDatabase = !options.database;
  const database = options.database ?? (await openTestDatabase());
  try {
    const config = loadConfig({ ...testEnv, ...options.env });
    const app = await buildApp({ config, database, logger: false, serveWeb: false });
    await app.ready();
    return {
      app,
      database,
      db: database.db,
      config,
      async close() {
        await app.close();
        if (ownsDatabase) await database.close();
      },
    };
  } catch (error) {
    if (ownsDatabase) await database.close();
    throw error;
  }
}
