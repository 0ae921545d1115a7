// The pantry module (issue 22): product identity and coverage, one rule for every path. Schema-free.

export { type DrawPlanLine, planDraw, type StockTake } from './draw-plan';
export { type LowStockItem, lowStockTopUp, type TopUp } from './low-stock';
// Coverage of amounts: one engine, a thin function per path.
export type * from './pantry-types';
// Coverage of names: whether a stock name can stand for a needed one.
export { covers, stockCovers } from './product-covers';
export { ProductIndex, stockCategories } from './product-index';
// Identity: which names are one product (merging a grocery line, put-away).
export { productKey } from './product-key';
export {
  canonicalKey,
  type LinksInput,
  type ProductLinkPair,
  type ProductLinks,
  productLinks,
  sameProduct,
} from './product-links';
export { type BoughtLine, type NewStock, type PutAwayPlan, planPutAway } from './put-away';
export { checkRecipe, type DishCoverOptions, groceryUnit, type RecipeCheckLine } from './recipe-check';
export { dishShoppingNeeds, weekShoppingNeeds } from './shopping-needs';
export { singularWord } from './singular-word';
export { suggestMeals } from './suggest-meals';
