import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { barcodeImage, canvas, multipartBody, png } from '../../../test/barcode-images';
import { headChef } from '../../../test/fixtures';
import { call } from '../../../test/http';
import { createOpenFoodFactsTestApp, type OpenFoodFactsTestApp } from '../../../test/open-food-facts-app';

let t: OpenFoodFactsTestApp;
let chef: Awaited<ReturnType<typeof headChef>>;

beforeAll(async () => {
  t = await createOpenFoodFactsTestApp();
  chef = await headChef(t.app, 'The Photographers');
});
afterAll(() => t?.close());

const upload = (data: Buffer | string, type = 'image/png', token: string | null = chef.token) => {
  const { payload, headers } = multipartBody([{ name: 'image', filename: 'photo', type, data }]);
  return call(t.app, 'POST', '/api/ai/recognize-product', { token: token ?? undefined, payload, headers });
};

/** A phone-photo-sized picture with the barcode somewhere in it. */
async function photoOf(barcode: string, format: 'EAN-13' | 'Code128' = 'EAN-13') {
  return png(canvas(800, 600, { image: await barcodeImage(barcode, format, 2), x: 170, y: 200 }));
}

describe('POST /api/ai/recognize-product', () => {
  it('reads the barcode in a photo and answers the product (spec 3: name, brand, category, barcode)', async () => {
    const res = await upload(await photoOf('5010251168577'));
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toEqual({
      name: 'British Whole Milk',
      brand: 'Morrisons',
      category: 'Dairy',
      barcode: '5010251168577',
      found: true,
    });
    expect(t.off.hits('5010251168577')).toBe(1);
  });

  it("answers a barcode nobody knows as 'Unknown Product' / 'General'", async () => {
    const res = await upload(await photoOf('4006381333931'));
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toEqual({
      name: 'Unknown Product',
      brand: null,
      category: 'General',
      barcode: '4006381333931',
      found: false,
    });
  });

  it('says so when the photo has no readable barcode (422)', async () => {
    const res = await upload(png(canvas(640, 480)));
    expect(res.status).toBe(422);
    expect(res.body.error).toEqual({
      code: 'products.no_barcode',
      message: 'No barcode found in this image. Try a sharper photo or type the barcode.',
    });
  });

  it('says so when the barcode in the photo is not a product barcode (422)', async () => {
    const res = await upload(await photoOf('KITCHEN-SHELF-3', 'Code128'));
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('products.not_a_product_barcode');
  });

  it('refuses a file that is not an image type we read (415)', async () => {
    const res = await upload('just some text', 'text/plain');
    expect(res.status).toBe(415);
    expect(res.body.error.message).toBe('Please upload a JPEG, PNG, WebP or GIF image.');
    const heic = await upload(Buffer.from('....ftypheic'), 'image/heic');
    expect(heic.status).toBe(415);
  });

  it('refuses a file that claims to be an image but is not (400)', async () => {
    const res = await upload(Buffer.from('%PDF-1.7 not a picture'), 'image/jpeg');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('products.image_unreadable');
  });

  it('says plainly that a WebP photo cannot be read on the server (415), rather than "no barcode"', async () => {
    const webp = Buffer.concat([
      Buffer.from('RIFF'),
      Buffer.alloc(4),
      Buffer.from('WEBPVP8 '),
      Buffer.alloc(32),
    ]);
    const res = await upload(webp, 'image/webp');
    expect(res.status).toBe(415);
    expect(res.body.error.message).toBe(
      'WebP images cannot be read here yet. Please use a JPEG, PNG or GIF photo.',
    );
  });

  it('judges a file sent without a type by its bytes', async () => {
    const res = await upload(await photoOf('5449000179661'), 'application/octet-stream');
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.barcode).toBe('5449000179661');
  });

  it('refuses an image over 8 MB (413)', async () => {
    const big = Buffer.concat([png(canvas(10, 10)), Buffer.alloc(8 * 1024 * 1024 + 10)]);
    const res = await upload(big);
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe('The image is too large. Please use a photo under 8 MB.');
  });

  it("asks for an image when there is none (spec 5: 'Please upload an image or use the camera scanner.')", async () => {
    const { payload, headers } = multipartBody([{ name: 'note', data: 'no file here' }]);
    const res = await call(t.app, 'POST', '/api/ai/recognize-product', {
      token: chef.token,
      payload,
      headers,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Please upload an image or use the camera scanner.');
    const json = await call(t.app, 'POST', '/api/ai/recognize-product', { token: chef.token, body: {} });
    expect(json.status).toBe(400);
    expect(json.body.error.code).toBe('products.no_image');
  });

  it('requires a session (401)', async () => {
    const res = await upload(png(canvas(20, 20)), 'image/png', null);
    expect(res.status).toBe(401);
  });
});
