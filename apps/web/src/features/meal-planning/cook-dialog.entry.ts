// The cook dialog's chunk root, inside features/meal-planning: vite.config's chunkFor groups what a
// lazily loaded dialog shares with the shell only when the dialog is loaded from a shell-side folder.
export { CookDialog } from '../stock/cook-dialog.component';
