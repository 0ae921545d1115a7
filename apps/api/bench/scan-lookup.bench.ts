// How long POST /api/scan/barcode takes, measured in-process (app.inject) against a fresh embedded
// database and the local Open Food Facts stand-in:
//   npm run bench:scan -- [rounds]
// Cache miss = the first lookup of a barcode (an outside call to the stand-in, then a cache write);
// cache hit = the same barcode again; inventory hit = a barcode the family has in stock.
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app/build-app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { productCache } from '../src/modules/products/products.table';
import { startOpenFoodFactsStandIn } from '../test/open-food-facts-stand-in.mjs';

const rounds = Number(process.argv[2] ?? 3);

/** EAN-13 codes the stand-in does not know ('not found' answers), with right check digits. */
function unknownBarcodes(count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const body = `20${String(i).padStart(10, '0')}`;
    let sum = 0;
    for (let d = 0; d < 12; d++) sum += Number(body[d]) * (d % 2 === 0 ? 1 : 3);
    return `${body}${(10 - (sum % 10)) % 10}`;
  });
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const report = (label: string, values: number[]) =>
  console.log(
    `${label.padEnd(16)} n=${String(values.length).padStart(3)}  p50 ${percentile(values, 50).toFixed(1)} ms  p90 ${percentile(values, 90).toFixed(1)} ms  max ${Math.max(...values).toFixed(1)} ms`,
  );

const off = await startOpenFoodFactsStandIn();
const database = await openDatabase({ kind: 'pglite' });
await migrate(database);
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  OFF_BASE_URL: off.url,
  ALLOW_PRIVATE_FETCH: '1',
  RATE_LIMIT_AUTH: '1000',
});
const app = await buildApp({ config, database, logger: false, serveWeb: false });
await app.ready();

try {
  const post = (url: string, body: unknown, token?: string) =>
    app.inject({
      method: 'POST',
      url,
      payload: body as object,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const registered = await post('/api/auth/register', {
    email: 'bench@example.com',
    password: 'bench-secret',
  });
  const token = registered.json().data.token as string;
  const family = (await post('/api/families', { name: 'Bench', familySize: '4' }, token)).json().data;
  await post(
    '/api/users/profile',
    { username: 'bench', firstName: 'B', lastName: 'C', familyId: family.id },
    token,
  );

  const timed = async (barcode: string) => {
    const started = performance.now();
    const res = await post('/api/scan/barcode', { barcode, familyId: family.id }, token);
    const ms = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`${barcode}: ${res.statusCode} ${res.body}`);
    return { ms, source: res.json().data.source as string };
  };

  // One warm-up lookup, so module loading and the first query plan are not counted.
  await timed('4006381333931');

  const miss: number[] = [];
  const hit: number[] = [];
  const stocked: number[] = [];
  for (let round = 0; round < rounds; round++) {
    // The 20 recorded products (found) and 20 codes nobody knows (not found), each once a round.
    const unknown = unknownBarcodes(20 * (round + 1)).slice(20 * round);
    for (const barcode of [...off.barcodes, ...unknown]) {
      await database.db.delete(productCache).where(eq(productCache.barcode, barcode));
      const first = await timed(barcode);
      if (first.source !== 'openfoodfacts')
        throw new Error(`${barcode}: expected a cache miss, got ${first.source}`);
      miss.push(first.ms);
      const second = await timed(barcode);
      if (second.source !== 'cache')
        throw new Error(`${barcode}: expected a cache hit, got ${second.source}`);
      hit.push(second.ms);
    }
  }
  await post(
    `/api/families/${family.id}/inventory`,
    { name: 'Milk', quantity: 1, unit: 'bottles', category: 'Dairy', barcode: '5010251168577' },
    token,
  );
  for (let i = 0; i < 20 * rounds; i++) stocked.push((await timed('5010251168577')).ms);

  console.log(`POST /api/scan/barcode, PGlite, stand-in at ${off.url} (${rounds} rounds)`);
  report('cache miss', miss);
  report('cache hit', hit);
  report('inventory hit', stocked);
} finally {
  await app.close();
  await database.close();
  await off.close();
}
