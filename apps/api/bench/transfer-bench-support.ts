import type { AddressInfo } from 'node:net';
import { EXPORT_FORMAT } from '@kitching/contracts';
import { strToU8, zipSync } from 'fflate';
import { buildApp } from '../src/app/build-app';
import { loadConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';

// Issue 25's benchmarks (import-file, export): a real server on loopback, one database at a time.

export interface BenchServer {
  label: string;
  api: string;
  token: string;
  familyId: number;
  close(): Promise<void>;
}

/** The databases to measure: PGlite, and DATABASE_URL's PostgreSQL when set (npm run bench:* sets it). */
export function databases(): { label: string; open: () => Promise<Database> }[] {
  const list = [{ label: 'PGlite', open: () => openDatabase({ kind: 'pglite' }) }];
  const url = process.env.DATABASE_URL;
  if (url) list.push({ label: 'PostgreSQL', open: () => openDatabase({ kind: 'postgres', url, max: 4 }) });
  return list;
}

export async function startServer(label: string, open: () => Promise<Database>): Promise<BenchServer> {
  const database = await open();
  await migrate(database);
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', RATE_LIMIT_AUTH: '100000' });
  const app = await buildApp({ config, database, logger: false, serveWeb: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const api = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const post = async (url: string, body: unknown, token?: string) => {
    const res = await fetch(`${api}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { data: Record<string, never> }).data;
  };
  const email = `chef-${Date.now()}@bench.example`;
  const chef = await post('/api/auth/register', { email, password: 'bench-secret-1' });
  const token = chef.token as string;
  const family = await post('/api/families', { name: 'Bench', familySize: '4' }, token);
  await post(
    '/api/users/profile',
    { username: `chef${Date.now()}`, firstName: 'Head', lastName: 'Chef', familyId: family.id },
    token,
  );
  return {
    label,
    api,
    token,
    familyId: family.id as number,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** POST a file to the imports call; answers the status and the body. */
export async function upload(
  server: BenchServer,
  name: string,
  bytes: Uint8Array,
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([bytes]), name);
  const res = await fetch(`${server.api}/api/families/${server.familyId}/imports`, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as { data?: Record<string, unknown> } };
}

const ingredient = (i: number, n: number) => ({
  name: `Ingredient ${n} of ${i}`,
  quantity: String((n % 4) + 1),
  unit: 'cups',
});

/** A Kitching export of `recipes` recipes (10 ingredients each) and `items` pantry items (2 batches each). */
export function syntheticExport(recipes: number, items: number): Uint8Array {
  const manifest = {
    format: EXPORT_FORMAT,
    version: 1,
    exportedAt: new Date().toISOString(),
    app: 'bench',
    family: { name: 'Bench' },
    counts: {},
  };
  const recipeLines = Array.from({ length: recipes }, (_, i) =>
    JSON.stringify({
      id: i + 1,
      name: `Bench dish ${i}`,
      description: 'A dish for measuring. '.repeat(5),
      servings: 4,
      prepTime: 10,
      cookTime: 30,
      instructions: 'Chop everything.\nCook it gently.\nServe.'.repeat(4),
      source: `https://example.com/dish-${i}`,
      sourceName: 'Example',
      ingredients: Array.from({ length: 10 }, (_, n) => ingredient(i, n)),
      difficulty: null,
      isArchived: false,
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
    }),
  ).join('\n');
  const itemLines = Array.from({ length: items }, (_, i) =>
    JSON.stringify({
      id: i + 1,
      name: `Bench item ${i}`,
      quantity: '3',
      unit: 'each',
      category: 'Pantry',
      expirationDate: '2027-01-01',
      minStockLevel: '1',
      barcode: null,
      createdAt: '2026-01-01T00:00:00Z',
      batches: [
        {
          id: 2 * i + 1,
          quantity: '1',
          unit: 'each',
          expirationDate: '2027-01-01',
          expirationSuggested: false,
          openedAt: null,
          location: null,
          source: 'add',
          price: null,
          createdAt: '2026-01-01T00:00:00Z',
        },
        {
          id: 2 * i + 2,
          quantity: '2',
          unit: 'each',
          expirationDate: '2027-02-01',
          expirationSuggested: false,
          openedAt: null,
          location: null,
          source: 'add',
          price: null,
          createdAt: '2026-01-01T00:00:00Z',
        },
      ],
    }),
  ).join('\n');
  return zipSync({
    'manifest.json': strToU8(JSON.stringify(manifest)),
    'recipes.ndjson': strToU8(recipeLines),
    'inventory-items.ndjson': strToU8(itemLines),
  });
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
    : Number.NaN;
};

/**
 * Asks /api/health every `everyMs` on a fixed schedule and measures each answer from when it was due,
 * so a stalled event loop (this process is the server too) shows as every answer it held up.
 */
export function healthProbe(api: string, everyMs = 10) {
  const times: number[] = [];
  let stop = false;
  const start = performance.now();
  const loop = (async () => {
    for (let n = 0; !stop; n++) {
      const due = start + n * everyMs;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const res = await fetch(`${api}/api/health`);
      await res.arrayBuffer();
      times.push(performance.now() - due);
    }
  })();
  return {
    async stop() {
      stop = true;
      await loop;
      return times;
    },
  };
}
