import { PRODUCT_MESSAGES } from '@kitching/contracts';
import { AppError } from '../../kernel/errors';

export const productErrors = {
  lookupTimeout: () => new AppError(504, 'products.lookup_timeout', PRODUCT_MESSAGES.lookupTimeout),
  lookupUnavailable: () =>
    new AppError(502, 'products.lookup_unavailable', PRODUCT_MESSAGES.lookupUnavailable),
  lookupInvalid: () => new AppError(502, 'products.lookup_invalid', PRODUCT_MESSAGES.lookupInvalid),
  /** Spec 8: removing an item that is not in the inventory. */
  itemNotFound: () => new AppError(404, 'scan.item_not_found', PRODUCT_MESSAGES.itemNotFound),
  unitMismatch: (unit: string) =>
    new AppError(400, 'scan.unit_mismatch', `This item is counted in ${unit}.`, {
      unit: `This item is counted in ${unit}.`,
    }),
  noImage: () =>
    new AppError(400, 'products.no_image', PRODUCT_MESSAGES.noImage, { image: 'No image selected' }),
  imageType: () => new AppError(415, 'products.image_type', PRODUCT_MESSAGES.imageType),
  webpOnServer: () => new AppError(415, 'products.webp_unsupported', PRODUCT_MESSAGES.webpOnServer),
  imageUnreadable: () => new AppError(400, 'products.image_unreadable', PRODUCT_MESSAGES.imageUnreadable),
  imageTooLarge: () => new AppError(413, 'products.image_too_large', PRODUCT_MESSAGES.imageTooLarge),
  imageTooManyPixels: ({ width, height }: { width: number; height: number }, maxPixels: number) =>
    new AppError(
      413,
      'products.image_too_many_pixels',
      `The image is too large (${width} x ${height} pixels). Please use a photo of at most ${maxPixels / 1e6} megapixels.`,
    ),
  imageTooSlow: () =>
    new AppError(
      422,
      'products.image_too_slow',
      'This image took too long to read. Try a smaller photo, or type the barcode.',
    ),
  /** Answered with Retry-After (errors.plugin.ts does it for every 503). */
  decodingBusy: () =>
    new AppError(
      503,
      'products.busy',
      'Kitching is reading other photos right now. Please try again in a few seconds.',
    ),
  noBarcodeInImage: () => new AppError(422, 'products.no_barcode', PRODUCT_MESSAGES.noBarcodeInImage),
  notAProductBarcode: () =>
    new AppError(
      422,
      'products.not_a_product_barcode',
      'The barcode in this image is not a product barcode. Type the barcode from the package instead.',
    ),
};
