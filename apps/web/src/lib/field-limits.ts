import {
  createMemberBody,
  groceryListNameField,
  ingredientSchema,
  itemNameField,
  maxLengthOf,
  maxLengths,
  mealNameField,
  passwordChangeBody,
  productLinkBody,
  recipeForm,
  scanActionForm,
  updateFamilyBody,
} from '@kitching/contracts';

/**
 * The signed-in forms' `maxLength`s, read from the contracts' field schemas: an input stops where the
 * API would refuse, and no form writes a limit of its own. (The sign-in and setup forms read theirs
 * in place, keeping this module out of the first screens' scripts.)
 */
export const memberMax = maxLengths(createMemberBody);
export const familyMax = maxLengths(updateFamilyBody);
export const passwordMax = maxLengths(passwordChangeBody);
export const listNameMax = maxLengthOf(groceryListNameField);
export const itemNameMax = maxLengthOf(itemNameField);
export const productLinkMax = maxLengths(productLinkBody);
export const recipeMax = maxLengths(recipeForm);
export const ingredientMax = maxLengths(ingredientSchema);
export const mealNameMax = maxLengthOf(mealNameField);
export const scanMax = maxLengths(scanActionForm);
