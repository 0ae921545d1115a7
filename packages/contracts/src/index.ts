export * from './activity';
export * from './auth';
export * from './barcodes';
export * from './calendar';
export * from './common';
export * from './dashboard';
export * from './data-transfer';
export * from './dates';
export * from './events';
export * from './families';
export * from './features';
export * from './food-categories';
export * from './grams';
export * from './grocery';
export * from './inventory';
export * from './limits';
export * from './meal-plans';
export * from './notice-settings';
export * from './notices';
export * from './pantry';
export * from './permissions';
export * from './plan-follows-recipe';
export * from './pricing';
export * from './products';
export * from './push';
export * from './quantity-display';
export * from './recipe-form';
export * from './recipe-import';
// Kept apart from recipe-import.ts, which it reads (a re-export from there made a circle).
export type { MergeableRecipe, RecipeChange } from './recipe-merge';
export {
  diffRecipe,
  draftFromImport,
  importedTimes,
  ingredientLine,
  mergeFromSource,
  normalizeImportedIngredients,
} from './recipe-merge';
export * from './recipe-search';
export * from './recipes';
export * from './roles';
export * from './shelf-life';
export * from './smart-add';
export * from './stock';
export * from './stock-ledger';
export * from './suggestion-display';
export * from './summary';
export * from './tokens';
export * from './unit-conversion';
export * from './users';
export * from './webhooks';
