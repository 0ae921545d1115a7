import type { FastifyInstance } from 'fastify';
import { uniqueEmail, uniqueUsername } from './fixtures';
import type { ApiResponse } from './http';

// biome-ignore lint/suspicious/noExplicitAny: walks arbitrary JSON Schema documents.
type Schema = any;

export interface RawBody {
  label: string;
  payload?: string;
  contentType?: string;
}

export const jsonBody = (label: string, value: unknown): RawBody => ({
  label,
  payload: JSON.stringify(value),
  contentType: 'application/json',
});

/** A route's path with every parameter (and a wildcard) filled with `id`. */
export const fill = (url: string, id: string) => url.replace(/:\w+(\([^)]*\))?/g, id).replace('*', 'x');

/**
 * A site or service the request named could not be reached (a closed port, or a server with no
 * internet, as on CI): 502, 503 or 504 with the domain's code (outbound.*, products.*) is the answer by
 * design, not a server fault. Anything with `server.*` still fails.
 */
export const isUpstreamAnswer = (res: ApiResponse) =>
  (res.status === 502 || res.status === 503 || res.status === 504) &&
  typeof res.body?.error?.code === 'string' &&
  !res.body.error.code.startsWith('server.');

/** What is wrong with an answer to malformed input: a 5xx, a stack trace, or an error without the API's shape. */
export function problem(res: ApiResponse): string | undefined {
  if (res.status >= 500 && !isUpstreamAnswer(res)) return `status ${res.status}: ${res.text.slice(0, 160)}`;
  if (/\n\s+at |node_modules|\.ts:\d+/.test(res.text)) return 'leaks a stack trace';
  if (res.status >= 400 && res.body && !(res.body.error?.code && res.body.error?.message))
    return `error without { error: { code, message } }: ${res.text.slice(0, 160)}`;
  return undefined;
}

/** The JSON body schema of every route, from the OpenAPI document (keyed `METHOD /path/:param`). */
export function bodySchemas(app: FastifyInstance): Map<string, Schema> {
  const doc = app.swagger() as { paths?: Record<string, Record<string, Schema>> };
  const schemas = new Map<string, Schema>();
  for (const [path, operations] of Object.entries(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      const schema = operation?.requestBody?.content?.['application/json']?.schema;
      if (schema) schemas.set(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`, schema);
    }
  }
  return schemas;
}

/** A plausible value for a schema: good enough to pass validation and reach the service. */
export function example(schema: Schema, key = ''): unknown {
  if (!schema || typeof schema !== 'object') return 'Plausible';
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return example(options.find((o: Schema) => o.type !== 'null') ?? options[0], key);
  if ('const' in schema) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, example(v, k)]));
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => example(schema.items, key));
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'string':
      if (/email/i.test(key)) return uniqueEmail('robust');
      if (/username/i.test(key)) return uniqueUsername('robust');
      if (/password/i.test(key)) return 'plausible-password';
      if (/date/i.test(key) || schema.format === 'date') return '2030-01-15';
      if (schema.format === 'date-time') return '2030-01-15T12:00:00.000Z';
      if (schema.format === 'uri' || /url|source$/i.test(key)) return 'https://example.com/page';
      if (schema.maxLength === 1) return 'Q';
      return 'Plausible';
    default:
      return 'Plausible';
  }
}

/** Values of the wrong type, size or content for any one field. */
export const FIELD_MUTATIONS: unknown[] = [
  null,
  2 ** 31,
  'x'.repeat(20_000),
  'Plausible\u0000value',
  ['a'],
  [null],
  { $gt: '' },
  // Zod 4.6 compared this `length` with a string's minimum and threw (a 500): found by the fuzz test.
  { length: { toString: 1 } },
];

/** Each top-level field (and each field of a first array item) replaced by each mutation. */
export function mutations(base: unknown): RawBody[] {
  if (!base || typeof base !== 'object' || Array.isArray(base)) return [];
  const bodies: RawBody[] = [];
  const record = base as Record<string, unknown>;
  for (const [key, value] of Object.entries(record)) {
    for (const mutation of FIELD_MUTATIONS) {
      bodies.push(
        jsonBody(`${key} = ${JSON.stringify(mutation).slice(0, 30)}`, { ...record, [key]: mutation }),
      );
    }
    const first = Array.isArray(value) ? value[0] : undefined;
    if (first && typeof first === 'object') {
      for (const inner of Object.keys(first)) {
        for (const mutation of FIELD_MUTATIONS) {
          const item = { ...first, [inner]: mutation };
          bodies.push(
            jsonBody(`${key}[0].${inner} = ${JSON.stringify(mutation).slice(0, 30)}`, {
              ...record,
              [key]: [item],
            }),
          );
        }
      }
    }
  }
  return bodies;
}

/** Every field name the API reads, so wrong whole-body values reach every validator. */
const FIELDS = [
  'email',
  'password',
  'code',
  'name',
  'familySize',
  'username',
  'firstName',
  'middleInitial',
  'lastName',
  'role',
  'familyId',
  'dietaryGoals',
  'newPassword',
  'currentPassword',
  'quantity',
  'unit',
  'category',
  'id',
  'userId',
  'servings',
  'ingredients',
  'barcode',
  'url',
  'type',
  'data',
];
const everyField = (value: unknown) => Object.fromEntries(FIELDS.map((f) => [f, value]));

/** Bodies that are wrong as a whole: bad JSON, wrong shapes, wrong content types, too large. */
export const MALFORMED_BODIES: RawBody[] = [
  { label: 'no body' },
  { label: 'empty JSON body', payload: '', contentType: 'application/json' },
  { label: 'invalid JSON', payload: '{"email": "a@b.c",', contentType: 'application/json' },
  {
    label: 'JSON with __proto__',
    payload: '{"__proto__": {"admin": true}}',
    contentType: 'application/json',
  },
  {
    label: 'JSON with constructor.prototype',
    payload: '{"constructor": {"prototype": {"x": 1}}}',
    contentType: 'application/json',
  },
  {
    label: 'deeply nested JSON',
    payload: `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
    contentType: 'application/json',
  },
  jsonBody('null', null),
  jsonBody('an array', [1, 2, 3]),
  jsonBody('a string', 'hello'),
  jsonBody('a number', 42),
  jsonBody('an empty object', {}),
  ...[null, -1, 2 ** 31, true, [], {}, '', 'x'.repeat(30_000), 'a@b.c\u0000', '😀'.repeat(2000)].map((v) =>
    jsonBody(`every field = ${JSON.stringify(v).slice(0, 30)}`, everyField(v)),
  ),
  jsonBody('every field huge (just under the body limit)', everyField('y'.repeat(38_000))),
  {
    label: 'body over the size limit',
    payload: JSON.stringify({ name: 'z'.repeat(1_100_000) }),
    contentType: 'application/json',
  },
  { label: 'text/plain', payload: 'email=a@b.c', contentType: 'text/plain' },
  {
    label: 'form-urlencoded',
    payload: 'email=a%40b.c&password=secret1',
    contentType: 'application/x-www-form-urlencoded',
  },
  {
    label: 'multipart',
    payload: '--b\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.c\r\n--b--\r\n',
    contentType: 'multipart/form-data; boundary=b',
  },
  { label: 'JSON sent as text/html', payload: '{"name":"x"}', contentType: 'text/html' },
  { label: 'garbage content-type', payload: '{"name":"x"}', contentType: ';;;' },
];

/** Path parameter values that are not valid ids. */
export const BAD_IDS = [
  'abc',
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  'NaN',
  ' 1',
  '2147483648',
  '99999999999999999999',
  '%00',
  "1'--",
  '%E0%A4%A',
  '1'.repeat(150),
];

/** Session headers that are not sessions. */
export const ODD_AUTH_HEADERS: Record<string, string>[] = [
  { authorization: 'Bearer ' },
  { authorization: `Bearer ${'a'.repeat(10_000)}` },
  { authorization: 'Basic dXNlcjpwYXNz' },
  { authorization: 'Bearer \u00ff\u00fe' },
  { cookie: 'kitching_session=%E0%A4%A' },
  { cookie: `kitching_session=${'b'.repeat(5000)}` },
  { cookie: 'kitching_session=a; kitching_session=b' },
];
