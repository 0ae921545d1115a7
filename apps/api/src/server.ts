import { buildApp } from './app/build-app';
import { listenQuietly, logFormat, serverLogger } from './app/logger';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirInUseError } from './db/data-dir-lock';
import { migrate } from './db/migrate';

const started = performance.now();
/** A wrong setting is said in a line per variable, not with a stack trace. */
function configOrExit() {
  try {
    return loadConfig();
  } catch (error) {
    console.error(`\n  Kitching did not start. ${(error as Error).message}\n`);
    process.exit(1);
  }
}
const config = configOrExit();

/** Where the data lives, for people: never the password in a DATABASE_URL. */
function where(): string {
  if (!config.DATABASE_URL) return `the embedded database in ${config.DATA_DIR}`;
  try {
    const url = new URL(config.DATABASE_URL);
    return `PostgreSQL at ${url.hostname}:${url.port || '5432'}${url.pathname}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL is not a valid URL)';
  }
}

/** One clear line instead of a stack trace when the database cannot be opened or migrated. */
async function openAndMigrate() {
  try {
    const opened = config.DATABASE_URL
      ? await openDatabase({
          kind: 'postgres',
          url: config.DATABASE_URL,
          max: config.DATABASE_POOL_MAX,
          listenUrl: config.DATABASE_LISTEN_URL,
        })
      : await openDatabase({ kind: 'pglite', dataDir: config.DATA_DIR });
    await migrate(opened);
    return opened;
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause ?? error;
    const reason = (cause as { message?: string }).message || String(cause);
    if (error instanceof DataDirInUseError) {
      // The one case whose cause is known: say it, and nothing to check.
      console.error(
        `\n  Kitching could not open ${where()}: ${reason}. Stop it first, or set another DATA_DIR.\n`,
      );
      process.exit(1);
    }
    console.error(`\n  Kitching could not open ${where()}: ${reason}`);
    console.error(
      config.DATABASE_URL
        ? '  Check that PostgreSQL is running and that DATABASE_URL is right.\n'
        : `  Check that ${config.DATA_DIR} is writable and not in use by another Kitching.\n`,
    );
    process.exit(1);
  }
}

const database = await openAndMigrate();
const format = logFormat(config);
const app = await buildApp({ config, database, logger: serverLogger(config, format) });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: shutting down`);
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await listenQuietly(app, { port: config.PORT, host: config.HOST });
} catch (error) {
  const code = (error as { code?: string }).code;
  console.error(
    code === 'EADDRINUSE'
      ? `\n  Port ${config.PORT} is already in use: stop the program using it, or start Kitching with PORT=${config.PORT + 1}.\n`
      : `\n  Kitching could not listen on ${config.HOST}:${config.PORT}: ${(error as Error).message}\n`,
  );
  await database.close();
  process.exit(1);
}
const shown = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
const port = (app.server.address() as { port: number }).port;
const url = `http://${shown}:${port}`;
const ready = `Kitching is ready on ${url}  (${database.kind === 'pglite' ? `embedded database in ${config.DATA_DIR}` : 'PostgreSQL'}, ${Math.round(performance.now() - started)} ms)`;
// Said whatever LOG_LEVEL is: set apart on a terminal, one more JSON line (at info) for a collector.
if (format === 'pretty') console.log(`\n  ${ready}\n`);
else app.log.child({}, { level: 'info' }).info({ url }, ready);
