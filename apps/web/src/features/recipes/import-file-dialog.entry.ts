// The file import dialog's chunk root, inside features/recipes: vite.config's chunkFor groups what a
// lazily loaded dialog shares with the shell only when the dialog is loaded from a shell-side folder.
export { ImportFileDialog } from '../data-transfer/import-file-dialog.component';
