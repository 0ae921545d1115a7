/** Spec 8's inventory texts, word for word: their own module, so a page shows them without loading a dialog. */
export const INVENTORY_TOASTS = {
  added: 'Item added successfully',
  updated: 'Item updated successfully',
  deleted: 'Item deleted',
  errorTitle: 'Error',
  saveError: 'There was an error saving the item.',
  deleteError: 'There was an error deleting the item.',
} as const;
