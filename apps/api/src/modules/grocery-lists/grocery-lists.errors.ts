import { AppError, versionConflict } from '../../kernel/errors';

export const groceryErrors = {
  listNotFound: () => new AppError(404, 'grocery.list_not_found', 'Grocery list not found'),
  itemNotFound: () => new AppError(404, 'grocery.item_not_found', 'Item not found'),
  linkNotFound: () => new AppError(404, 'grocery.link_not_found', 'Link not found'),
  recipeNotFound: () => new AppError(404, 'grocery.recipe_not_found', 'Recipe not found'),
  /** If-Match named an older version: someone ticked or changed it since this screen read it. */
  itemConflict: (current: unknown) =>
    versionConflict('grocery', current, 'Someone else changed this item since you opened it.'),
  listConflict: (current: unknown) =>
    versionConflict('grocery', current, 'Someone else changed this list since you opened it.'),
};

export const undoGroceryErrors = {
  listGone: () => new AppError(409, 'undo.conflict', 'Its grocery list has been deleted since.'),
};
