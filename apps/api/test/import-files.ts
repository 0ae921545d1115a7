import { EXPORT_FORMAT } from '@kitching/contracts';
import type { FastifyInstance } from 'fastify';
import { Deflate, strToU8, unzipSync, zipSync } from 'fflate';
import { multipartBody } from './barcode-images';
import type { ApiResponse } from './http';
import { call } from './http';

// Issue 25: uploads and archives for the import and export tests.

/** GET the family's export as bytes (the test client reads answers as text). */
export async function exportBytes(app: FastifyInstance, token: string, familyId: number) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/families/${familyId}/export`,
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    status: res.statusCode,
    headers: res.headers,
    bytes: new Uint8Array(res.rawPayload),
    text: res.body,
  };
}

/** The zip's files as text. */
export const unzipText = (bytes: Uint8Array): Record<string, string> =>
  Object.fromEntries(
    Object.entries(unzipSync(bytes)).map(([name, data]) => [name, new TextDecoder().decode(data)]),
  );

/** POST a file to the imports call, with optional form fields. */
export function postImport(
  app: FastifyInstance,
  token: string,
  familyId: number,
  file: { name: string; data: Uint8Array | string },
  fields: Record<string, string> = {},
): Promise<ApiResponse> {
  const { payload, headers } = multipartBody([
    ...Object.entries(fields).map(([name, data]) => ({ name, data })),
    { name: 'file', filename: file.name, type: 'application/octet-stream', data: Buffer.from(file.data) },
  ]);
  return call(app, 'POST', `/api/families/${familyId}/imports`, { token, payload, headers });
}

/** A minimal Kitching export (version 1) of the given recipe lines. */
export function kitchingZip(recipes: object[] | string, version = 1): Uint8Array {
  const lines = typeof recipes === 'string' ? recipes : recipes.map((r) => JSON.stringify(r)).join('\n');
  return zipSync({
    'manifest.json': strToU8(
      JSON.stringify({
        format: EXPORT_FORMAT,
        version,
        exportedAt: '2026-01-01T00:00:00Z',
        app: 'test',
        family: { name: 'Elsewhere' },
        counts: {},
      }),
    ),
    'recipes.ndjson': strToU8(lines),
  });
}

export const recipeLine = (id: number, name: string) => ({
  id,
  name,
  description: null,
  servings: 4,
  prepTime: 5,
  cookTime: 10,
  instructions: 'Cook.',
  source: null,
  sourceName: null,
  ingredients: [{ name: 'Salt', quantity: '1', unit: 'tsp' }],
  difficulty: null,
  isArchived: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

/** A zip whose one file unpacks to `megabytes` MB of zeros (a zip bomb, about 1,000 to 1). */
export function zipBomb(megabytes: number): Uint8Array {
  const chunks: Uint8Array[] = [];
  const deflate = new Deflate({ level: 9 }, (chunk) => chunks.push(chunk));
  const mb = new Uint8Array(1024 * 1024);
  for (let i = 0; i < megabytes; i++) deflate.push(mb, i === megabytes - 1);
  const data = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    data.set(c, at);
    at += c.length;
  }
  return storedZip('zeros.json', data, 8, megabytes * 1024 * 1024);
}

/** A zip of one entry written by hand (so its name may be anything, '../../etc/passwd' included). */
export function storedZip(name: string, data: Uint8Array, method = 0, size = data.length): Uint8Array {
  const nameBytes = strToU8(name);
  const local = new Uint8Array(30 + nameBytes.length);
  const v = new DataView(local.buffer);
  v.setUint32(0, 0x04034b50, true);
  v.setUint16(4, 20, true);
  v.setUint16(8, method, true);
  v.setUint32(14, 0, true); // crc (fflate checks none while streaming)
  v.setUint32(18, data.length, true);
  v.setUint32(22, size, true);
  v.setUint16(26, nameBytes.length, true);
  local.set(nameBytes, 30);
  const central = new Uint8Array(46 + nameBytes.length);
  const c = new DataView(central.buffer);
  c.setUint32(0, 0x02014b50, true);
  c.setUint16(6, 20, true);
  c.setUint16(10, method, true);
  c.setUint32(20, data.length, true);
  c.setUint32(24, size, true);
  c.setUint16(28, nameBytes.length, true);
  central.set(nameBytes, 46);
  const end = new Uint8Array(22);
  const e = new DataView(end.buffer);
  e.setUint32(0, 0x06054b50, true);
  e.setUint16(8, 1, true);
  e.setUint16(10, 1, true);
  e.setUint32(12, central.length, true);
  e.setUint32(16, local.length + data.length, true);
  const out = new Uint8Array(local.length + data.length + central.length + end.length);
  out.set(local, 0);
  out.set(data, local.length);
  out.set(central, local.length + data.length);
  out.set(end, local.length + data.length + central.length);
  return out;
}
