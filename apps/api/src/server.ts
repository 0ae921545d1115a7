import { buildApp } from './app/build-app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';

const started = performance.now();
const config = loadConfig();
const database = config.DATABASE_URL
  ? await openDatabase({ kind: 'postgres', url: config.DATABASE_URL })
  : await openDatabase({ kind: 'pglite', dataDir: config.DATA_DIR });
await migrate(database);
const app = await buildApp({ config, database });

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

await app.listen({ port: config.PORT, host: config.HOST });
const shown = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
const port = (app.server.address() as { port: number }).port;
console.log(
  `\n  Kitching is ready on http://${shown}:${port}  (${database.kind === 'pglite' ? `embedded database in ${config.DATA_DIR}` : 'PostgreSQL'}, ${Math.round(performance.now() - started)} ms)\n`,
);
