import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addMember, headChef } from '../../../test/fixtures';
import { client } from '../../../test/http';
import { createOpenFoodFactsTestApp, type OpenFoodFactsTestApp } from '../../../test/open-food-facts-app';
import { productCache } from './products.table';

// Recorded Open Food Facts answers served by the stand-in.
const MILK = '5010251168577'; // British Whole Milk, Morrisons, en:dairies
const CITRONNADE = '5449000179661'; // product_name_fr only, brands 'Minute Maid', en:beverages
const NAMELESS = '7640101710236'; // OFF knows it, without any name
const UNKNOWN = '4006381333931'; // a valid EAN-13 the stand-in does not have (404)
const SLOW = '4000539770708';
const MALFORMED = '3800020430781';

let t: OpenFoodFactsTestApp;
let chef: Awaited<ReturnType<typeof headChef>>;
const api = () => client(t.app);
const scan = (barcode: string, token = chef.token, familyId = chef.family.id) =>
  api().post('/api/scan/barcode', { token, body: { barcode, familyId } });

beforeAll(async () => {
  t = await createOpenFoodFactsTestApp();
  chef = await headChef(t.app, 'The Scanners');
});
afterAll(() => t?.close());
beforeEach(() => t.off.reset());

describe('POST /api/scan/barcode from Open Food Facts', () => {
  it('finds a product, maps its name, first brand and category, and says where it came from', async () => {
    const res = await scan(MILK);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toEqual({
      barcode: MILK,
      found: true,
      source: 'openfoodfacts',
      productName: 'British Whole Milk',
      name: 'British Whole Milk',
      brand: 'Morrisons',
      category: 'Dairy',
      imageUrl: 'https://static.openfoodfacts.net/images/products/501/025/116/8577/front_en.7.200.jpg',
    });
  });

  it('asks Open Food Facts politely: a descriptive User-Agent and only the fields it needs', async () => {
    await scan(CITRONNADE);
    expect(t.off.requests).toHaveLength(1);
    expect(t.off.requests[0]!.userAgent).toBe('Kitching/0.2 (self-hosted family kitchen app)');
    expect(t.off.requests[0]!.query).toMatch(/^\?fields=code,product_name,/);
  });

  it('falls back to other name fields when product_name is missing in English', async () => {
    const res = await scan(CITRONNADE);
    expect(res.body.data).toMatchObject({ productName: 'Limon & Nada - Citronnade', brand: 'Minute Maid' });
  });

  it('answers the second scan from the cache without asking again', async () => {
    const first = await scan('3560070976867');
    const second = await scan('3560070976867');
    expect(first.body.data.source).toBe('openfoodfacts');
    expect(second.body.data).toMatchObject({
      source: 'cache',
      found: true,
      productName: 'Brownies No Gluten !*',
    });
    expect(second.body.data.category).toBe('Snacks');
    expect(t.off.hits('3560070976867')).toBe(1);
  });

  it("keeps a found product for 30 days and a 'not found' for 1 day", async () => {
    await scan('9300601768226');
    await scan('4006381333924');
    const [found] = await t.db.select().from(productCache).where(eq(productCache.barcode, '9300601768226'));
    const [missing] = await t.db.select().from(productCache).where(eq(productCache.barcode, '4006381333924'));
    const days = (row: typeof found) => (row!.expiresAt.getTime() - row!.fetchedAt.getTime()) / 86_400_000;
    expect(days(found)).toBeCloseTo(30, 3);
    expect(days(missing)).toBeCloseTo(1, 3);
    expect(missing!.found).toBe(false);
  });

  it('asks again once the cached answer has expired', async () => {
    await scan('3551100749018');
    await t.db
      .update(productCache)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(productCache.barcode, '3551100749018'));
    const res = await scan('3551100749018');
    expect(res.body.data.source).toBe('openfoodfacts');
    expect(t.off.hits('3551100749018')).toBe(2);
  });

  it("answers an unknown barcode as 'Unknown Product' / 'General', and caches that too", async () => {
    const res = await scan(UNKNOWN);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toEqual({
      barcode: UNKNOWN,
      found: false,
      source: 'openfoodfacts',
      productName: 'Unknown Product',
      name: 'Unknown Product',
      brand: null,
      category: 'General',
      imageUrl: null,
    });
    const again = await scan(UNKNOWN);
    expect(again.body.data).toMatchObject({ source: 'cache', found: false, productName: 'Unknown Product' });
    expect(t.off.hits(UNKNOWN)).toBe(1);
  });

  it('treats a product Open Food Facts knows without any name as not found, keeping its picture', async () => {
    const res = await scan(NAMELESS);
    expect(res.body.data).toMatchObject({
      found: false,
      productName: 'Unknown Product',
      category: 'General',
    });
    expect(res.body.data.imageUrl).toMatch(/^https:\/\/static\.openfoodfacts\.net\//);
  });

  it('says a slow lookup timed out after 3 seconds, and does not cache it', async () => {
    // The stand-in answers only after 8 s: a lookup back well before then was cut off by the timeout.
    t.off.behave(SLOW, { delayMs: 8000 });
    const started = performance.now();
    const res = await scan(SLOW);
    const took = performance.now() - started;
    expect(res.status).toBe(504);
    expect(res.body.error).toEqual({
      code: 'products.lookup_timeout',
      message: 'Product lookup timed out. You can still add it manually.',
    });
    expect(took).toBeGreaterThanOrEqual(2900);
    expect(took).toBeLessThan(6000);
    expect(await t.db.select().from(productCache).where(eq(productCache.barcode, SLOW))).toHaveLength(0);

    t.off.behave(SLOW, {});
    const retry = await scan(SLOW);
    expect(retry.body.data).toMatchObject({ source: 'openfoodfacts', found: true });
  });

  it('says a malformed answer could not be read (502), and does not cache it', async () => {
    t.off.behave(MALFORMED, { body: '{"status": 1, "product": {"product_name": "Kit' });
    const res = await scan(MALFORMED);
    expect(res.status).toBe(502);
    expect(res.body.error.code).toBe('products.lookup_invalid');
    expect(res.body.error.message).toBe(
      'Open Food Facts sent an answer we could not read. You can still add it manually.',
    );
    expect(await t.db.select().from(productCache).where(eq(productCache.barcode, MALFORMED))).toHaveLength(0);
  });

  it('says Open Food Facts could not be reached on a server error, and does not cache it', async () => {
    t.off.behave('3222473161867', { status: 503, body: 'Service Unavailable' });
    const res = await scan('3222473161867');
    expect(res.status).toBe(502);
    expect(res.body.error.code).toBe('products.lookup_unavailable');
    const cached = await t.db.select().from(productCache).where(eq(productCache.barcode, '3222473161867'));
    expect(cached).toHaveLength(0);
  });

  it('makes one outside call when the same new barcode is scanned twice at once', async () => {
    t.off.behave('3245412470929', { delayMs: 200 });
    const [a, b] = await Promise.all([scan('3245412470929'), scan('3245412470929')]);
    expect(a.body.data.productName).toBe(b.body.data.productName);
    expect(t.off.hits('3245412470929')).toBe(1);
  });
});

describe('POST /api/scan/barcode validation', () => {
  it.each([
    ['', 'Barcode is required'],
    ['12345', 'Barcode must be 8 to 14 digits'],
    ['54490001796a1', 'Barcode must be 8 to 14 digits'],
    ['5449000179662', 'Barcode check digit is invalid'],
  ])('refuses %j with a clear 400 and no outside call', async (barcode, message) => {
    const res = await scan(barcode);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
    expect(res.body.error.fields.barcode).toBe(message);
    expect(t.off.requests).toHaveLength(0);
  });

  it('accepts UPC-E, UPC-A and GTIN-14 codes', async () => {
    for (const code of ['04252614', '036000291452', '10012345678902']) {
      const res = await scan(code);
      expect(res.status, `${code}: ${res.text}`).toBe(200);
    }
  });

  it('requires a session (401)', async () => {
    const res = await api().post('/api/scan/barcode', { body: { barcode: MILK, familyId: chef.family.id } });
    expect(res.status).toBe(401);
  });

  it("answers another family's lookup with 404, like a missing family, without an outside call", async () => {
    const other = await headChef(t.app, 'Other Family');
    const res = await scan('5201051001076', other.token, chef.family.id);
    expect(res.status).toBe(404);
    expect(t.off.requests).toHaveLength(0);
  });

  it('lets every role look products up', async () => {
    const helper = await addMember(t.db, { familyId: chef.family.id, role: 4 });
    const res = await scan(MILK, helper.token);
    expect(res.status, res.text).toBe(200);
  });
});

describe('POST /api/scan/barcode: the family knows best', () => {
  it("answers with the family's own inventory item first", async () => {
    const created = await api().post(`/api/families/${chef.family.id}/inventory`, {
      token: chef.token,
      body: {
        name: 'Our oat milk',
        quantity: 2,
        unit: 'bottles',
        category: 'Beverages',
        barcode: '8424259826051',
      },
    });
    expect(created.status, created.text).toBe(201);
    const res = await scan('8424259826051');
    expect(res.body.data).toMatchObject({
      found: true,
      source: 'inventory',
      productName: 'Our oat milk',
      category: 'Beverages',
      inventoryItem: { id: created.body.data.id, quantity: '2', unit: 'bottles' },
    });
    expect(t.off.requests).toHaveLength(0);
  });

  it('then a name the family gave that barcode before, over the cache and Open Food Facts', async () => {
    await scan('5601077161035'); // cached from Open Food Facts first
    const named = await api().post(`/api/families/${chef.family.id}/products`, {
      token: chef.token,
      body: { barcode: '5601077161035', name: "Grandpa's port", category: 'Beverages' },
    });
    expect(named.status, named.text).toBe(200);
    const res = await scan('5601077161035');
    expect(res.body.data).toMatchObject({
      found: true,
      source: 'family',
      productName: "Grandpa's port",
      brand: 'Calem', // still known from the cache
      category: 'Beverages',
    });
  });

  it("keeps one family's names to itself", async () => {
    await api().post(`/api/families/${chef.family.id}/products`, {
      token: chef.token,
      body: { barcode: '6194002510064', name: 'Secret biscuits', category: 'Snacks' },
    });
    const other = await headChef(t.app, 'Neighbours');
    const res = await scan('6194002510064', other.token, other.family.id);
    expect(res.body.data).toMatchObject({
      source: 'openfoodfacts',
      productName: 'Biscuit fourré goût chocolat',
    });
  });
});
