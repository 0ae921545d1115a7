import { AppError, versionConflict } from '../../kernel/errors';

export const inventoryErrors = {
  /** Missing and another family's item answer the same. */
  notFound: () => new AppError(404, 'inventory.not_found', 'Item not found'),
  invalidDelta: () =>
    new AppError(400, 'inventory.invalid_delta', 'Quantity change must be a number', {
      quantity: 'Quantity must be a number',
    }),
  /** The family's item with this barcode is counted in another unit: adding to it would mix units. */
  unitMismatch: (unit: string) =>
    new AppError(409, 'inventory.unit_mismatch', `This barcode's item is counted in ${unit}.`, {
      unit: `This barcode's item is counted in ${unit}.`,
    }),
  /** Another of the family's items carries this barcode: a barcode names one item. */
  barcodeTaken: () =>
    new AppError(409, 'inventory.barcode_taken', 'Another item already has this barcode.', {
      barcode: 'Another item already has this barcode',
    }),
  /** If-Match named an older version: someone changed the item since it was opened. */
  versionConflict: (current: unknown) =>
    versionConflict('inventory', current, 'Someone else changed this item since you opened it.'),
};
