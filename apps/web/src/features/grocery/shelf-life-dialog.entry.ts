// The shelf-life dialog's chunk root, inside features/grocery: vite.config's chunkFor groups what a
// lazily loaded dialog shares with the shell only when the dialog is loaded from a shell-side folder.
export { ShelfLifeDialog } from '../stock/shelf-life-dialog.component';
