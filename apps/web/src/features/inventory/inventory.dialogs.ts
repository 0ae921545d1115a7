import { lazyDialog } from '../../components/ui/lazy-dialog';

// The inventory's dialogs load when first opened: their forms, react-hook-form and the item schemas are
// not run before the list's first paint (issue 27).
const itemForm = () => import('./item-form-dialog.component');

export const ItemFormDialog = lazyDialog(
  itemForm,
  (m) => m.ItemFormDialog,
  (props) => props.open,
);
export const QuickAddDialog = lazyDialog(
  itemForm,
  (m) => m.QuickAddDialog,
  (props) => props.open,
);
export const DeleteItemDialog = lazyDialog(
  () => import('./delete-item-dialog.component'),
  (m) => m.DeleteItemDialog,
  (props) => props.item !== null,
);
