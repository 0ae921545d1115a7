import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../../test/barcode-images';
import { headChef } from '../../../test/fixtures';
import { call } from '../../../test/http';
import { postImport } from '../../../test/import-files';
import { filesUnder, zip } from '../imports/formats/memory-source.test-helper';
import { SAMPLE_FILES } from '../imports/formats/samples.test-helper';
import { openRecipeFamily, type RecipeFamily } from './recipes.fixtures';

// Issue 25: a recipe's photo, stored in the database, read with an ETag, set and removed by editors.

const SAMPLES = join(import.meta.dirname, '../../../test/data/imports');
const JPEG = new Uint8Array(readFileSync(join(SAMPLES, 'nextcloud/Ratatouille/full.jpg')));
// The smallest PNG: its signature and a few bytes (the type is read from the bytes only).
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48]);

let f: RecipeFamily;
beforeAll(async () => {
  f = await openRecipeFamily();
});
afterAll(() => f?.t.close());

const put = (id: number, token: string, data: Uint8Array, filename = 'photo.jpg') => {
  const { payload, headers } = multipartBody([
    { name: 'file', filename, type: 'image/jpeg', data: Buffer.from(data) },
  ]);
  return call(f.t.app, 'PUT', `/api/recipes/${id}/image`, { token, payload, headers });
};
const get = async (id: number, token: string, headers: Record<string, string> = {}) => {
  const res = await f.t.app.inject({
    method: 'GET',
    url: `/api/recipes/${id}/image`,
    headers: { authorization: `Bearer ${token}`, ...headers },
  });
  return { status: res.statusCode, headers: res.headers, bytes: new Uint8Array(res.rawPayload) };
};

describe('recipe photos', () => {
  it('keeps an upload, answers it with its type and ETag, 304 when unchanged, and lists it', async () => {
    const recipe = await f.create();
    expect(recipe.imageUrl).toBeNull();
    const res = await put(recipe.id, f.cook.token, JPEG);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.imageUrl).toMatch(new RegExp(`^/api/recipes/${recipe.id}/image\\?v=[0-9a-f]{16}$`));
    expect(res.body.data.version).toBeGreaterThan(recipe.version);

    const image = await get(recipe.id, f.helper.token);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(Buffer.from(image.bytes).equals(Buffer.from(JPEG))).toBe(true);
    const etag = String(image.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const again = await get(recipe.id, f.helper.token, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);

    const list = await f.api.get(`/api/families/${f.familyId}/recipes`, { token: f.head.token });
    const listed = list.body.data.find((r: { id: number }) => r.id === recipe.id);
    expect(listed.imageUrl).toBe(res.body.data.imageUrl);

    // A new photo is a new address and a new ETag.
    const changed = await put(recipe.id, f.head.token, PNG, 'x.png');
    expect(changed.body.data.imageUrl).not.toBe(res.body.data.imageUrl);
    const png = await get(recipe.id, f.head.token, { 'if-none-match': etag });
    expect(png.status).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
  });

  it('reads the type from the bytes: text named .jpg is 415; over 5 MB is 413', async () => {
    const recipe = await f.create();
    const text = await put(
      recipe.id,
      f.head.token,
      new TextEncoder().encode('not a picture at all'),
      'a.jpg',
    );
    expect(text.status).toBe(415);
    expect(text.body.error.code).toBe('recipes.not_an_image');
    expect(text.body.error.message).toBe('The photo must be a JPEG, PNG or WebP image.');
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set(JPEG.subarray(0, 12));
    const tooBig = await put(recipe.id, f.head.token, big);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error.code).toBe('recipes.image_too_large');
    expect((await get(recipe.id, f.head.token)).status).toBe(404);
  });

  it('is changed by editors only; another family gets 404 for reading, setting and removing', async () => {
    const recipe = await f.create();
    expect((await put(recipe.id, f.helper.token, JPEG)).status).toBe(403);
    expect((await put(recipe.id, f.stranger.token, JPEG)).status).toBe(404);
    expect((await put(recipe.id, f.head.token, JPEG)).status).toBe(200);
    expect((await get(recipe.id, f.stranger.token)).status).toBe(404);
    const strangerDelete = await f.api.delete(`/api/recipes/${recipe.id}/image`, { token: f.stranger.token });
    expect(strangerDelete.status).toBe(404);
    expect((await f.api.delete(`/api/recipes/${recipe.id}/image`, { token: f.helper.token })).status).toBe(
      403,
    );
    expect((await get(recipe.id, f.head.token)).status).toBe(200);
  });

  it('removes the photo: no address on the recipe, 404 for the image', async () => {
    const recipe = await f.create();
    await put(recipe.id, f.head.token, JPEG);
    const res = await f.api.delete(`/api/recipes/${recipe.id}/image`, { token: f.cook.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.imageUrl).toBeNull();
    const gone = await get(recipe.id, f.head.token);
    expect(gone.status).toBe(404);
  });

  it('goes with its recipe on a permanent delete and comes back with its Undo', async () => {
    const recipe = await f.create();
    await put(recipe.id, f.head.token, JPEG);
    await f.api.patch(`/api/recipes/${recipe.id}/archive`, { token: f.head.token });
    const deleted = await f.api.delete(`/api/recipes/${recipe.id}`, { token: f.head.token });
    expect(deleted.status, deleted.text).toBe(200);
    expect((await get(recipe.id, f.head.token)).status).toBe(404);
    const undo = await f.api.post(`/api/deletions/${deleted.body.data.undoId}/undo`, { token: f.head.token });
    expect(undo.status, undo.text).toBe(200);
    const back = await f.api.get(`/api/recipes/${recipe.id}`, { token: f.head.token });
    expect(back.body.data.imageUrl).toMatch(/\?v=/);
    const image = await get(recipe.id, f.head.token);
    expect(image.status).toBe(200);
    expect(Buffer.from(image.bytes).equals(Buffer.from(JPEG))).toBe(true);
  });
});

describe('photos moving in from other apps', () => {
  it("keeps the Nextcloud Cookbook folder's full.jpg as the recipe's photo, the same bytes", async () => {
    const chef = await headChef(f.t, 'The Nextcloud Movers');
    const res = await postImport(f.t.app, chef.token, chef.family.id, {
      name: 'cookbook.zip',
      data: zip(filesUnder(join(SAMPLES, 'nextcloud'))),
    });
    expect(res.status, res.text).toBe(200);
    const list = await f.api.get(`/api/families/${chef.family.id}/recipes`, { token: chef.token });
    const byName = new Map(list.body.data.map((r: { name: string }) => [r.name, r]));
    const ratatouille = byName.get('Ratatouille') as { id: number; imageUrl: string };
    expect(ratatouille.imageUrl).toMatch(/\?v=/);
    const image = await get(ratatouille.id, chef.token);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(Buffer.from(image.bytes).equals(Buffer.from(JPEG))).toBe(true);
    // A recipe without a picture has none.
    expect((byName.get('Tarte Tatin') as { imageUrl: string | null }).imageUrl).toBeNull();
  });

  it("keeps Paprika's photo_data", async () => {
    const chef = await headChef(f.t, 'The Paprika Movers');
    const [file] = SAMPLE_FILES.paprika();
    const res = await postImport(f.t.app, chef.token, chef.family.id, {
      name: file!.name,
      data: file!.bytes,
    });
    expect(res.status, res.text).toBe(200);
    const list = await f.api.get(`/api/families/${chef.family.id}/recipes`, { token: chef.token });
    const withPhoto = list.body.data.filter((r: { imageUrl: string | null }) => r.imageUrl);
    expect(withPhoto.map((r: { name: string }) => r.name)).toEqual(['Buttermilk Pancakes']);
    const image = await get(withPhoto[0].id, chef.token);
    expect(image.status).toBe(200);
    expect(String(image.headers['content-type'])).toMatch(/^image\/(jpeg|png|webp)$/);
  });
});
