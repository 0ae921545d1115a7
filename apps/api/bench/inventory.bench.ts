/**
 * GET /api/families/:id/inventory with 2,000 items: p50 and p99 over a real listening server.
 *
 *   npx tsx apps/api/bench/inventory.bench.ts      (PGlite only, in memory)
 *   npm run bench:inventory                        (PGlite, then a throwaway PostgreSQL)
 *
 * The family, its Head Chef and the session are written straight into the database; the items go in
 * as bulk inserts. Requests run one after another (a family's phone, not a load test) after a warm-up,
 * REQUESTS of them or as many as fit in TIME_BUDGET_MS, whichever comes first (never fewer than 200).
 */
import { randomBytes } from 'node:crypto';
import { INVENTORY_CATEGORIES, UNITS } from '@kitching/contracts';
import pg from 'pg';
import { buildApp } from '../src/app/build-app';
import { loadConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { sha256 } from '../src/lib/crypto';
import { authRepository } from '../src/modules/auth/auth.repository';
import { families } from '../src/modules/families/families.table';
import { inventoryItems } from '../src/modules/inventory/inventory.table';
import { usersRepository } from '../src/modules/users/users.repository';

const ITEMS = 2_000;
const WARMUP = 20;
const REQUESTS = 300;
const MIN_REQUESTS = 200;
const TIME_BUDGET_MS = 120_000;

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

async function seed(database: Database) {
  const { db } = database;
  const [family] = await db.insert(families).values({ name: 'Bench Family', familySize: '4' }).returning();
  const user = await usersRepository({ db }).create({
    email: `bench-${randomBytes(4).toString('hex')}@example.com`,
    username: `bench_${randomBytes(4).toString('hex')}`,
    firstName: 'Bench',
    lastName: 'Chef',
    role: 1,
    familyId: family!.id,
    emailVerifiedAt: new Date(),
  });
  const token = randomBytes(32).toString('base64url');
  await authRepository({ db }).createSession({
    tokenHash: sha256(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  const rows = Array.from({ length: ITEMS }, (_, i) => ({
    familyId: family!.id,
    userId: user.id,
    name: `Item ${String(i).padStart(4, '0')} ${['Milk', 'Flour', 'Apples', 'Rice', 'Beans'][i % 5]}`,
    quantity: String((i % 17) + (i % 4) / 4),
    unit: UNITS[i % UNITS.length]!,
    category: INVENTORY_CATEGORIES[i % INVENTORY_CATEGORIES.length]!,
    expirationDate:
      i % 3 === 0
        ? null
        : `2027-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
    minStockLevel: String(i % 5),
    barcode: i % 2 === 0 ? String(5_000_000_000_000 + i) : null,
  }));
  for (let i = 0; i < rows.length; i += 500) await db.insert(inventoryItems).values(rows.slice(i, i + 500));
  return { familyId: family!.id, token };
}

async function measure(label: string, database: Database) {
  const seeded = performance.now();
  const { familyId, token } = await seed(database);
  const seedMs = performance.now() - seeded;
  const app = await buildApp({ config, database, logger: false, serveWeb: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const url = `http://127.0.0.1:${port}/api/families/${familyId}/inventory`;
  const headers = { authorization: `Bearer ${token}` };
  try {
    let bytes = 0;
    const once = async () => {
      const started = performance.now();
      const res = await fetch(url, { headers });
      const body = await res.text();
      const elapsed = performance.now() - started;
      if (res.status !== 200) throw new Error(`GET answered ${res.status}: ${body.slice(0, 200)}`);
      bytes = body.length;
      return elapsed;
    };
    const first = await once();
    const count = JSON.parse(await (await fetch(url, { headers })).text()).data.length;
    if (count !== ITEMS) throw new Error(`expected ${ITEMS} items, got ${count}`);
    for (let i = 0; i < WARMUP; i++) await once();
    const times: number[] = [];
    const deadline = performance.now() + TIME_BUDGET_MS;
    while (times.length < REQUESTS && (times.length < MIN_REQUESTS || performance.now() < deadline)) {
      times.push(await once());
    }
    const sorted = [...times].sort((a, b) => a - b);
    const mean = times.reduce((a, b) => a + b, 0) / times.length;
    return {
      database: label,
      items: count,
      requests: times.length,
      'p50 ms': percentile(sorted, 50).toFixed(1),
      'p99 ms': percentile(sorted, 99).toFixed(1),
      'mean ms': mean.toFixed(1),
      'max ms': sorted.at(-1)!.toFixed(1),
      'first ms': first.toFixed(1),
      'body KiB': (bytes / 1024).toFixed(0),
      'seed ms': seedMs.toFixed(0),
    };
  } finally {
    await app.close();
  }
}

async function onPglite() {
  const database = await openDatabase({ kind: 'pglite' });
  try {
    await migrate(database);
    return await measure('PGlite (in memory)', database);
  } finally {
    await database.close();
  }
}

/** A throwaway database on the given server, dropped afterwards. */
async function onPostgres(serverUrl: string) {
  const name = `kitching_bench_${Date.now().toString(36)}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  try {
    await migrate(database);
    return await measure('PostgreSQL', database);
  } finally {
    await database.close();
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
}

const results = [await onPglite()];
if (config.DATABASE_URL) results.push(await onPostgres(config.DATABASE_URL));
console.log(`\nGET /api/families/:id/inventory, ${ITEMS} items, sequential requests over 127.0.0.1`);
console.table(results);
