/** Spec 8's grocery texts, word for word, and the pages' own: here, so a page shows them without loading a dialog. */
export const GROCERY_TOASTS = {
  listCreated: 'Grocery list created',
  added: 'Item added',
  updated: 'Item updated',
  deleted: 'Item deleted',
  errorTitle: 'Error',
  createListError: 'There was an error creating the grocery list.',
  addError: 'There was an error adding the item.',
  updateError: 'There was an error updating the item.',
  deleteError: 'There was an error deleting the item.',
} as const;

/** What 'Linked names' does, on the settings card and in its dialog. */
export const PRODUCT_LINKS_EXPLANATION =
  'Kitching treats these names as the same product when merging lists and putting shopping away.';
