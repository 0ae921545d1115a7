import { z } from 'zod';
import { scanBarcodeField } from './barcodes';
import { optionalText } from './common';
import {
  categoryField,
  expirationDateField,
  inventoryItemSchema,
  itemNameField,
  quantityField,
  unitField,
} from './inventory';

/** Where a lookup found its answer, nearest first (the family's own knowledge beats the world's). */
export const PRODUCT_SOURCES = ['inventory', 'family', 'cache', 'openfoodfacts'] as const;
export type ProductSource = (typeof PRODUCT_SOURCES)[number];

/** Spec 9: an unknown scanned product. 'General' is not an inventory category: the form asks for one. */
export const UNKNOWN_PRODUCT = { name: 'Unknown Product', category: 'General' } as const;

/** Spec 8 texts, and our own for the cases the spec leaves open. */
export const PRODUCT_MESSAGES = {
  notFound: 'Product not found. You can still add it manually.',
  notFoundToast: 'Product not found',
  itemNotFound: 'Item not found',
  processingError: 'There was an error processing the item.',
  lookupTimeout: 'Product lookup timed out. You can still add it manually.',
  lookupUnavailable: 'Open Food Facts could not be reached. You can still add it manually.',
  lookupInvalid: 'Open Food Facts sent an answer we could not read. You can still add it manually.',
  noImage: 'Please upload an image or use the camera scanner.',
  noBarcodeInImage: 'No barcode found in this image. Try a sharper photo or type the barcode.',
  imageType: 'Please upload a JPEG, PNG, WebP or GIF image.',
  imageTooLarge: 'The image is too large. Please use a photo under 8 MB.',
  imageUnreadable: 'This file is not a readable image. Please upload a JPEG, PNG, WebP or GIF photo.',
  webpOnServer: 'WebP images cannot be read here yet. Please use a JPEG, PNG or GIF photo.',
} as const;

/** What a person may pick. The server's decoder reads JPEG, PNG and GIF; a WebP is refused with webpOnServer. */
export const IMAGE_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const IMAGE_UPLOAD_MAX_BYTES = 8 * 1024 * 1024;

const familyIdField = z.coerce
  .number({ error: 'Family is required' })
  .int('Family is required')
  .positive('Family is required');

/** POST /api/scan/barcode (spec 7). */
export const scanBarcodeBody = z.object({ barcode: scanBarcodeField, familyId: familyIdField });
export type ScanBarcodeBody = z.infer<typeof scanBarcodeBody>;

export const productLookupSchema = z.object({
  barcode: z.string(),
  found: z.boolean(),
  source: z.enum(PRODUCT_SOURCES),
  /** The scanner reads productName (spec 7); recognition results say name. Both carry the same text. */
  productName: z.string(),
  name: z.string(),
  brand: z.string().nullable(),
  /** One of the inventory categories, or 'General' for an unknown product. */
  category: z.string(),
  imageUrl: z.string().nullable(),
  /** The family's own item with this barcode, when there is one. */
  inventoryItem: inventoryItemSchema.optional(),
});
export type ProductLookup = z.infer<typeof productLookupSchema>;

/** Spec 3: a product recognition result (POST /api/ai/recognize-product). */
export const productRecognitionSchema = z.object({
  name: z.string(),
  brand: z.string().nullable(),
  category: z.string(),
  barcode: z.string(),
  found: z.boolean(),
});
export type ProductRecognition = z.infer<typeof productRecognitionSchema>;

const brandField = optionalText(100, 'Brand');

/** POST /api/families/:familyId/products: the family's own name for a barcode. */
export const familyProductBody = z.object({
  barcode: scanBarcodeField,
  name: itemNameField,
  brand: brandField,
  category: categoryField,
});
export type FamilyProductBody = z.output<typeof familyProductBody>;

export const familyProductSchema = z.object({
  id: z.number(),
  familyId: z.number(),
  barcode: z.string(),
  name: z.string(),
  brand: z.string().nullable(),
  category: z.string(),
  updatedAt: z.string(),
});
export type FamilyProduct = z.infer<typeof familyProductSchema>;

/** The scanner acts on whole amounts of something: 0 is refused. */
const scanQuantityField = quantityField.refine((q) => Number(q) > 0, 'Quantity must be more than 0');

/**
 * POST /api/scan/add: adds to the family's item with this barcode, or creates one. `rememberName`
 * stores the family's name for a product the lookup did not know, so the next scan finds it.
 */
export const scanAddBody = z.object({
  familyId: familyIdField,
  barcode: scanBarcodeField,
  name: itemNameField,
  brand: brandField,
  category: categoryField,
  quantity: scanQuantityField,
  unit: unitField,
  expirationDate: expirationDateField.default(null),
  rememberName: z.boolean().default(false),
});
export type ScanAddBody = z.output<typeof scanAddBody>;
export type ScanAddInput = z.input<typeof scanAddBody>;

/** POST /api/scan/remove: uses some up; never below 0 (spec 4). */
export const scanRemoveBody = z.object({
  familyId: familyIdField,
  barcode: scanBarcodeField,
  quantity: scanQuantityField,
  unit: unitField,
});
export type ScanRemoveBody = z.output<typeof scanRemoveBody>;
export type ScanRemoveInput = z.input<typeof scanRemoveBody>;

export const scanAddResultSchema = z.object({ item: inventoryItemSchema, created: z.boolean() });
export type ScanAddResult = z.infer<typeof scanAddResultSchema>;
export const scanRemoveResultSchema = z.object({
  item: inventoryItemSchema,
  /** What was actually taken off (less than asked when the stock ran out). */
  removed: z.string(),
  usedUp: z.boolean(),
});
export type ScanRemoveResult = z.infer<typeof scanRemoveResultSchema>;

/** Spec 9: the scanner form's defaults. */
export const SCAN_FORM_DEFAULTS = {
  action: 'add',
  quantity: '1',
  unit: 'pieces',
  category: 'Produce',
} as const;
export const SCAN_ACTIONS = ['add', 'remove'] as const;
export type ScanAction = (typeof SCAN_ACTIONS)[number];

/**
 * The scanner's 'Item Action' form (spec 5). Category shows only for a product the lookup did not
 * find (otherwise it is the product's), expiration only when adding; name is ours, for naming an
 * unknown product so the next scan knows it.
 */
export const scanActionForm = z.object({
  action: z.enum(SCAN_ACTIONS),
  name: optionalText(200, 'Item name'),
  quantity: scanQuantityField,
  unit: unitField,
  category: categoryField,
  expirationDate: expirationDateField,
});
export type ScanActionFormInput = z.input<typeof scanActionForm>;
export type ScanActionFormOutput = z.output<typeof scanActionForm>;

/** The manual barcode entry (spec 5: 'Barcode is required'). */
export const barcodeEntryForm = z.object({ barcode: scanBarcodeField });
