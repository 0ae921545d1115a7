import { lazyDialog } from '../../components/ui/lazy-dialog';

// The recipes page's dialogs load when first opened: the recipe form, react-hook-form, the importers
// and the schemas they validate with are not run before the cards' first paint (issue 27).
export const RecipeDetailDialog = lazyDialog(
  () => import('./recipe-detail-dialog.component'),
  (m) => m.RecipeDetailDialog,
  (props) => props.recipeId !== null,
);
export const RecipeFormDialog = lazyDialog(
  () => import('./recipe-form-dialog.component'),
  (m) => m.RecipeFormDialog,
  (props) => props.state !== null,
);
export const ImportRecipeDialog = lazyDialog(
  () => import('./import-recipe-dialog.component'),
  (m) => m.ImportRecipeDialog,
  (props) => props.open,
);
export const ImportFileDialog = lazyDialog(
  () => import('./import-file-dialog.entry'),
  (m) => m.ImportFileDialog,
  (props) => props.open,
);
