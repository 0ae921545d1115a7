import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { compressAssets } from './compress-assets.mjs';

let dir;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kitching-compress-'));
  fs.mkdirSync(path.join(dir, 'assets'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

it('writes .br and .gz beside compressible files above a kilobyte, and nothing else', async () => {
  const script = `console.log(${JSON.stringify('a pinch of salt '.repeat(200))});`;
  fs.writeFileSync(path.join(dir, 'assets/app-1a2b.js'), script);
  fs.writeFileSync(path.join(dir, 'assets/tiny-3c4d.css'), 'body{margin:0}');
  fs.writeFileSync(path.join(dir, 'assets/photo.png'), Buffer.alloc(4096, 7));
  fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html>${'<p>Kitching</p>'.repeat(100)}`);

  const totals = await compressAssets(dir);

  expect(totals.files).toBe(2);
  const br = fs.readFileSync(path.join(dir, 'assets/app-1a2b.js.br'));
  const gz = fs.readFileSync(path.join(dir, 'assets/app-1a2b.js.gz'));
  expect(zlib.brotliDecompressSync(br).toString()).toBe(script);
  expect(zlib.gunzipSync(gz).toString()).toBe(script);
  expect(br.length).toBeLessThan(script.length / 10);
  expect(fs.existsSync(path.join(dir, 'index.html.br'))).toBe(true);
  expect(fs.existsSync(path.join(dir, 'assets/tiny-3c4d.css.br'))).toBe(false);
  expect(fs.existsSync(path.join(dir, 'assets/photo.png.br'))).toBe(false);
});

it('writes no variant that is not smaller than the file', async () => {
  const random = Buffer.from(Array.from({ length: 4096 }, () => Math.floor(Math.random() * 256)));
  fs.writeFileSync(path.join(dir, 'assets/noise.wasm'), random);
  await compressAssets(dir);
  expect(fs.existsSync(path.join(dir, 'assets/noise.wasm.br'))).toBe(false);
  expect(fs.existsSync(path.join(dir, 'assets/noise.wasm.gz'))).toBe(false);
});
