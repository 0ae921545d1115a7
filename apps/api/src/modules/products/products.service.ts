import {
  type Actor,
  checkBarcode,
  type FamilyProduct,
  type FamilyProductBody,
  type InventoryItem,
  normalizeBarcode,
  openFoodFactsCode,
  type ProductLookup,
  type ProductRecognition,
  type ProductSource,
  type ScanAddBody,
  type ScanAddResult,
  type ScanRemoveBody,
  type ScanRemoveResult,
  UNKNOWN_PRODUCT,
} from '@kitching/contracts';
import { authorize } from '../../kernel/authorize';
import type { ScopedRun } from '../../kernel/unit-of-work';
import type { InventoryService } from '../inventory/inventory.service';
import { decodeBarcodes } from './barcode-image';
import type { OpenFoodFactsClient } from './open-food-facts.client';
import { productErrors } from './products.errors';
import { type CacheRow, type ProductsRepository, toFamilyProductDto } from './products.repository';

const DAY_MS = 86_400_000;
/** Products change rarely; an unknown one may be added to Open Food Facts any day. */
export const CACHE_FOUND_MS = 30 * DAY_MS;
export const CACHE_NOT_FOUND_MS = 1 * DAY_MS;

interface Product {
  found: boolean;
  name: string;
  brand: string | null;
  category: string;
  imageUrl: string | null;
}

const unknownProduct = (extra: Partial<Pick<Product, 'brand' | 'imageUrl'>> = {}): Product => ({
  found: false,
  name: UNKNOWN_PRODUCT.name,
  category: UNKNOWN_PRODUCT.category,
  brand: extra.brand ?? null,
  imageUrl: extra.imageUrl ?? null,
});

function answer(barcode: string, source: ProductSource, p: Product, item?: InventoryItem): ProductLookup {
  return {
    barcode,
    found: p.found,
    source,
    productName: p.name,
    name: p.name,
    brand: p.brand,
    category: p.category,
    imageUrl: p.imageUrl,
    ...(item ? { inventoryItem: item } : {}),
  };
}

const fromCache = (row: CacheRow): Product =>
  row.found && row.name
    ? {
        found: true,
        name: row.name,
        brand: row.brand,
        category: row.category ?? 'Other',
        imageUrl: row.imageUrl,
      }
    : unknownProduct({ brand: row.brand, imageUrl: row.imageUrl });

declare module '../../kernel/app-context' {
  interface AppServices {
    products: ProductsService;
  }
}

/**
 * Barcode lookup, product naming and the scanner's add / use-up actions. A lookup answers from the
 * nearest knowledge: the family's own item, the family's own name for the barcode, the cache, then
 * Open Food Facts (whose answers, 'not found' included, are cached; failures are not).
 */
export interface ProductsDeps {
  products: ProductsRepository;
  inventory: InventoryService;
  openFoodFacts: OpenFoodFactsClient;
  run: ScopedRun<{ products: ProductsRepository }>;
}

export function productsService({ products, inventory, openFoodFacts, run }: ProductsDeps) {
  // Two scans of the same new barcode at once make one outside call.
  const inFlight = new Map<string, Promise<CacheRow>>();

  /** `barcode` is the code as Open Food Facts files it (openFoodFactsCode). */
  function fetchAndCache(barcode: string): Promise<CacheRow> {
    let pending = inFlight.get(barcode);
    if (!pending) {
      pending = (async () => {
        const result = await openFoodFacts.product(barcode);
        const now = Date.now();
        const found = result.kind === 'found';
        return products.saveCache({
          barcode,
          found,
          name: found ? result.name : null,
          brand: result.brand,
          category: found ? result.category : null,
          imageUrl: result.imageUrl,
          fetchedAt: new Date(now),
          expiresAt: new Date(now + (found ? CACHE_FOUND_MS : CACHE_NOT_FOUND_MS)),
        });
      })().finally(() => inFlight.delete(barcode));
      inFlight.set(barcode, pending);
    }
    return pending;
  }

  /**
   * The answer carries the barcode as scanned (a UPC-A as its 13 digits, like everything stored);
   * the cache mirrors Open Food Facts, so it is keyed by the code asked there (a UPC-E expanded).
   */
  async function lookup(actor: Actor, familyId: number, scanned: string): Promise<ProductLookup> {
    const barcode = normalizeBarcode(scanned);
    const offCode = openFoodFactsCode(barcode);

    const item = await inventory.findByBarcode(actor, familyId, barcode);
    const [named, cachedAny] = await Promise.all([
      products.familyProduct(familyId, barcode),
      item ? products.anyCache(offCode) : undefined,
    ]);
    // An item added as 'Unknown Product' (spec 9's placeholder) names nothing: look further, and let the
    // scanner ask for a name again (the next add renames the item).
    const placeholder = item?.name === UNKNOWN_PRODUCT.name && !named;
    if (item && !placeholder) {
      // The family's own item names it; brand and picture come from what we already know, no outside call.
      const cached = cachedAny;
      return answer(
        barcode,
        'inventory',
        {
          found: true,
          name: item.name,
          category: item.category,
          brand: named?.brand ?? cached?.brand ?? null,
          imageUrl: cached?.imageUrl ?? null,
        },
        item,
      );
    }

    if (named) {
      const cached = await products.anyCache(offCode);
      return answer(barcode, 'family', {
        found: true,
        name: named.name,
        brand: named.brand ?? cached?.brand ?? null,
        category: named.category,
        imageUrl: cached?.imageUrl ?? null,
      });
    }

    const kept = item ?? undefined;
    const cached = await products.freshCache(offCode);
    if (cached) return answer(barcode, 'cache', fromCache(cached), kept);

    return answer(barcode, 'openfoodfacts', fromCache(await fetchAndCache(offCode)), kept);
  }

  return {
    lookup,

    /** Reads the barcode in a photo, then looks it up for the actor's family. */
    async recognize(actor: Actor & { familyId: number }, image: Uint8Array): Promise<ProductRecognition> {
      const codes = await decodeBarcodes(image);
      if (codes.length === 0) throw productErrors.noBarcodeInImage();
      // The first code that is a product barcode, normalised like a scanned one.
      const barcode = codes.map((code) => checkBarcode(code)).find((check) => check.ok === true)?.barcode;
      if (!barcode) throw productErrors.notAProductBarcode();
      const found = await lookup(actor, actor.familyId, barcode);
      return { name: found.name, brand: found.brand, category: found.category, barcode, found: found.found };
    },

    /** The family's own name for a barcode; the next scan finds it (source 'family'). */
    async nameProduct(actor: Actor, familyId: number, body: FamilyProductBody): Promise<FamilyProduct> {
      authorize(actor, 'family.view', familyId);
      authorize(actor, 'inventory.edit');
      return run(async ({ repos, emit }) => {
        const product = toFamilyProductDto(
          await repos.products.saveFamilyProduct({
            familyId,
            barcode: body.barcode,
            name: body.name,
            brand: body.brand ?? null,
            category: body.category,
          }),
        );
        emit({ type: 'product.named', familyId, actorId: actor.id, details: { product } });
        return product;
      });
    },

    /**
     * Adds to the family's item with this barcode, or creates one; may remember the name given. One
     * transaction, one event (the item added, or its quantity changed).
     */
    async add(actor: Actor, body: ScanAddBody): Promise<ScanAddResult> {
      const { familyId, barcode } = body;
      authorize(actor, 'family.view', familyId);
      authorize(actor, 'inventory.edit');
      return run(async (tx) => {
        // One get-or-create under the family/barcode unique index: scans racing on a new product add
        // up on one item; a placeholder item takes the name given, and the earliest date stays.
        const { item, created } = await inventory.addItem(
          tx,
          actor,
          familyId,
          {
            name: body.name,
            quantity: body.quantity,
            unit: body.unit,
            category: body.category,
            expirationDate: body.expirationDate,
            minStockLevel: '0',
            barcode,
          },
          productErrors.unitMismatch,
          'scan',
        );
        if (body.rememberName) {
          await tx.repos.products.saveFamilyProduct({
            familyId,
            barcode,
            name: body.name,
            brand: body.brand ?? null,
            category: body.category,
          });
        }
        return { item, created };
      });
    },

    /** Uses some of the family's item with this barcode up; never below 0 (spec 4). */
    async remove(actor: Actor, body: ScanRemoveBody): Promise<ScanRemoveResult> {
      const { familyId, barcode } = body;
      const existing = await inventory.findByBarcode(actor, familyId, barcode);
      if (!existing) throw productErrors.itemNotFound();
      if (existing.unit !== body.unit) throw productErrors.unitMismatch(existing.unit);
      // What this request really took off, from the one statement that took it (another scan may
      // have taken some since `existing` was read).
      const { item, change } = await inventory.adjustQuantity(actor, existing.id, `-${body.quantity}`);
      return { item, removed: change.replace(/^-/, ''), usedUp: Number(item.quantity) === 0 };
    },
  };
}
export type ProductsService = ReturnType<typeof productsService>;
