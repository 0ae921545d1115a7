import { lazyDialog } from '../../components/ui/lazy-dialog';

// The grocery pages' dialogs load when first opened: their forms, react-hook-form and the schemas they
// validate with are not run before the lists' first paint (issue 27).
export const GroceryItemDialog = lazyDialog(
  () => import('./grocery-item-dialog.component'),
  (m) => m.GroceryItemDialog,
  (props) => props.open,
);
export const ListNameDialog = lazyDialog(
  () => import('./list-name-dialog.component'),
  (m) => m.ListNameDialog,
  (props) => props.open,
);
export const ShopOrderDialog = lazyDialog(
  () => import('./shop-order-dialog.component'),
  (m) => m.ShopOrderDialog,
  (props) => props.open,
);
export const ProductLinksDialog = lazyDialog(
  () => import('./product-links-dialog.component'),
  (m) => m.ProductLinksDialog,
  (props) => props.open,
);
export const ShelfLifeDialog = lazyDialog(
  () => import('./shelf-life-dialog.entry'),
  (m) => m.ShelfLifeDialog,
  (props) => props.open,
);
