import { AppError } from '../../kernel/errors';
import { fetchGuarded } from '../../lib/outbound';
import { OFF_FIELDS, type OffProductFields, productFields } from './off-product';
import { productErrors } from './products.errors';

/** Open Food Facts asks API clients to name themselves. */
export const OFF_USER_AGENT = 'Kitching/0.2 (self-hosted family kitchen app)';
export const OFF_TIMEOUT_MS = 3000;
/** A `fields=` answer is a few hundred bytes; anything near this is not what we asked for. */
const OFF_MAX_BYTES = 512 * 1024;

/**
 * found: OFF knows the product and its name. not_found: OFF does not know it, or knows it without
 * any name (as good as unknown for naming an item; brand and image may still help).
 */
export type OffLookup =
  | ({ kind: 'found' } & OffProductFields & { name: string })
  | ({ kind: 'not_found' } & Pick<OffProductFields, 'brand' | 'imageUrl'>);

export interface OpenFoodFactsClient {
  /** Throws productErrors.lookupTimeout / lookupUnavailable / lookupInvalid; those are never cached. */
  product(barcode: string): Promise<OffLookup>;
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function openFoodFactsClient({
  baseUrl,
  allowPrivate,
  log,
}: {
  baseUrl: string;
  allowPrivate: boolean;
  log?: { warn(obj: object, msg: string): void };
}): OpenFoodFactsClient {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    async product(barcode) {
      // The barcode is digits only (validated before any outside call), safe in a path.
      const url = `${base}/api/v2/product/${barcode}.json?fields=${OFF_FIELDS.join(',')}`;
      let response: Awaited<ReturnType<typeof fetchGuarded>>;
      try {
        response = await fetchGuarded(url, {
          timeoutMs: OFF_TIMEOUT_MS,
          maxBytes: OFF_MAX_BYTES,
          headers: { 'user-agent': OFF_USER_AGENT, accept: 'application/json' },
          allowPrivate,
        });
      } catch (error) {
        if (error instanceof AppError && error.code === 'outbound.timeout')
          throw productErrors.lookupTimeout();
        log?.warn({ err: error, barcode }, 'Open Food Facts lookup failed');
        throw productErrors.lookupUnavailable();
      }

      const json = parseJson(response.text());
      // OFF answers an unknown product with 404 and a JSON body; a 404 page from a proxy is an outage.
      if (response.status === 404 && isObject(json))
        return { kind: 'not_found', brand: null, imageUrl: null };
      if (response.status !== 200) {
        log?.warn({ status: response.status, barcode }, 'Open Food Facts answered with an error status');
        throw productErrors.lookupUnavailable();
      }
      if (!isObject(json)) throw productErrors.lookupInvalid();
      if (json.status !== 1 || !isObject(json.product))
        return { kind: 'not_found', brand: null, imageUrl: null };

      const fields = productFields(json.product);
      if (!fields.name) return { kind: 'not_found', brand: fields.brand, imageUrl: fields.imageUrl };
      return { kind: 'found', ...fields, name: fields.name };
    },
  };
}
