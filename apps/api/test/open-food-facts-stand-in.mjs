// A local stand-in for the Open Food Facts API v2 on 127.0.0.1, serving the recorded answers in
// data/openfoodfacts: products/<barcode>__<source>.json with 200, anything else the recorded
// "unexisting product" answer with 404 (as OFF does). Plain JavaScript so that both the API tests
// (TypeScript, see the .d.mts beside it) and scripts/e2e.mjs (plain Node) can start one in-process.
//
//   node apps/api/test/open-food-facts-stand-in.mjs [--port 4010]   (prints its URL, Ctrl-C stops)
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The recorded answers: OFF_DATA_DIR, else the repository's data/openfoodfacts, else shared/ beside
 * the repository (where CI puts it), else the workplace's shared copy.
 */
export function defaultDataDir() {
  const candidates = [
    process.env.OFF_DATA_DIR,
    path.resolve(here, '../../../data/openfoodfacts'),
    path.resolve(here, '../../../../shared/data/openfoodfacts'),
    '/work/shared/data/openfoodfacts',
  ].filter(Boolean);
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, 'products')));
  if (!found) throw new Error(`No Open Food Facts data found (looked in ${candidates.join(', ')})`);
  return found;
}

function indexProducts(dataDir) {
  const byBarcode = new Map();
  for (const file of fs.readdirSync(path.join(dataDir, 'products'))) {
    const match = /^(\d+)__.+\.json$/.exec(file);
    if (match) byBarcode.set(match[1], path.join(dataDir, 'products', file));
  }
  return byBarcode;
}

/** OFF's `fields=` keeps only the named product fields; the stand-in does the same. */
function onlyFields(answer, fields) {
  if (!fields || !answer || typeof answer.product !== 'object' || answer.product === null) return answer;
  const wanted = new Set(fields.split(',').map((f) => f.trim()));
  const product = Object.fromEntries(Object.entries(answer.product).filter(([key]) => wanted.has(key)));
  return { ...answer, product };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the stand-in. `behave(barcode, { delayMs, status, body })` makes one barcode answer slowly,
 * with another status, or with a raw body (e.g. invalid JSON); `requests` records every product
 * request (barcode, query, user agent) so tests can tell a cache hit from an outside call.
 */
export async function startOpenFoodFactsStandIn({
  dataDir = defaultDataDir(),
  port = 0,
  host = '127.0.0.1',
} = {}) {
  const products = indexProducts(dataDir);
  const unknown = JSON.parse(
    fs.readFileSync(path.join(dataDir, 'api_v2_get-unexisting-product.json'), 'utf8'),
  );
  const behaviours = new Map();
  const requests = [];
  const sockets = new Set();

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (url.pathname === '/health') return res.end('ok');
    const match = /^\/api\/v2\/product\/([^/]+)\.json$/.exec(url.pathname);
    if (req.method !== 'GET' || !match) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      return res.end('not found');
    }
    const barcode = decodeURIComponent(match[1]);
    requests.push({ barcode, query: url.search, userAgent: req.headers['user-agent'] ?? '' });

    const behaviour = behaviours.get(barcode) ?? {};
    if (behaviour.delayMs) await sleep(behaviour.delayMs);
    if (res.destroyed) return;
    if (behaviour.body !== undefined) {
      res.writeHead(behaviour.status ?? 200, { 'content-type': 'application/json' });
      return res.end(behaviour.body);
    }
    const file = products.get(barcode);
    const answer = file
      ? onlyFields(JSON.parse(fs.readFileSync(file, 'utf8')), url.searchParams.get('fields'))
      : { ...unknown, code: barcode };
    res.writeHead(behaviour.status ?? (file ? 200 : 404), {
      'content-type': 'application/json; charset=utf-8',
    });
    res.end(JSON.stringify(answer));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  const url = `http://${host}:${address.port}`;

  return {
    url,
    port: address.port,
    /** The barcodes the stand-in knows (products/ files). */
    barcodes: [...products.keys()],
    requests,
    /** How many times this barcode was asked for. */
    hits: (barcode) => requests.filter((r) => r.barcode === barcode).length,
    behave: (barcode, behaviour) => behaviours.set(barcode, behaviour),
    reset() {
      behaviours.clear();
      requests.length = 0;
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const at = process.argv.indexOf('--port');
  const standIn = await startOpenFoodFactsStandIn({ port: at > 0 ? Number(process.argv[at + 1]) : 0 });
  console.log(`Open Food Facts stand-in on ${standIn.url} (${standIn.barcodes.length} products)`);
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => standIn.close().then(() => process.exit(0)));
}
