// A migrated, empty PGlite data directory that each e2e server starts from as a copy. Creating a PGlite
// database (initdb in WASM) costs about three times as much CPU as reopening one, so it is made once
// per PGlite version and migration set and kept under node_modules/.cache. The servers still run
// their own migrations on start, so a template can never leave them behind the schema.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

function filesUnder(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name))
    .sort();
}

/** The package.json of a dependency as the API resolves it (walks up from its entry point). */
function packageJsonOf(requireFrom, name) {
  let dir = path.dirname(requireFrom.resolve(name));
  while (!fs.existsSync(path.join(dir, 'package.json')) || !dir.includes(name)) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`package.json of ${name} not found`);
    dir = parent;
  }
  return path.join(dir, 'package.json');
}

/** Returns the path of the template data directory, creating it when missing. */
export async function databaseTemplate(root) {
  const requireApi = createRequire(path.join(root, 'apps/api/package.json'));
  const migrationsFolder = path.join(root, 'apps/api/drizzle');
  const hash = createHash('sha256');
  for (const file of [packageJsonOf(requireApi, '@electric-sql/pglite'), ...filesUnder(migrationsFolder)]) {
    hash.update(path.relative(root, file)).update(fs.readFileSync(file));
  }
  const cacheRoot = path.join(root, 'node_modules/.cache/kitching-e2e');
  const template = path.join(cacheRoot, `pglite-${hash.digest('hex').slice(0, 16)}`);
  if (fs.existsSync(path.join(template, 'PG_VERSION'))) return template;

  fs.mkdirSync(cacheRoot, { recursive: true });
  const work = fs.mkdtempSync(path.join(cacheRoot, 'making-'));
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    // The extensions the migrations create (recipe search), as db/client.ts loads them.
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
    const client = new PGlite(path.join(work, 'db'), { extensions: { pg_trgm, unaccent } });
    await client.waitReady;
    await migrate(drizzle(client), { migrationsFolder });
    await client.close();
    try {
      fs.renameSync(path.join(work, 'db'), template);
    } catch (error) {
      // Another run finished the same template meanwhile (the rename is atomic): theirs is as good.
      if (!fs.existsSync(path.join(template, 'PG_VERSION'))) throw error;
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  return template;
}
