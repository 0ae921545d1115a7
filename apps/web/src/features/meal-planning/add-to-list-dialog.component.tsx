import type { GroceryList } from '@kitching/contracts';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.component';
import { Dialog } from '../../components/ui/dialog.component';
import { DialogFooter } from '../../components/ui/dialog-footer.component';
import { Spinner } from '../../components/ui/spinner.component';
import { useGroceryListChoice } from '../grocery/grocery-list-picker.component';

/**
 * Choose a grocery list (or name a new one) and add to it: a suggestion's missing ingredients, or what
 * the week's planned meals need. `onAdd` does the adding and its toasts; the dialog closes when it succeeds.
 */
export function AddToListDialog({
  familyId,
  open,
  title,
  description,
  submitLabel,
  onAdd,
  onClose,
}: {
  familyId: number;
  open: boolean;
  title: string;
  description: ReactNode;
  submitLabel: string;
  onAdd(list: GroceryList): Promise<void>;
  onClose(): void;
}) {
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()} title={title} description={description}>
      {open ? (
        <AddToListForm familyId={familyId} submitLabel={submitLabel} onAdd={onAdd} onCancel={onClose} />
      ) : null}
    </Dialog>
  );
}

function AddToListForm({
  familyId,
  submitLabel,
  onAdd,
  onCancel,
}: {
  familyId: number;
  submitLabel: string;
  onAdd(list: GroceryList): Promise<void>;
  onCancel(): void;
}) {
  const choice = useGroceryListChoice(familyId);
  const [busy, setBusy] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const list = await choice.resolve();
      if (list) await onAdd(list);
    } catch {
      // The caller said what went wrong.
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {choice.fields}
      <DialogFooter>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy || !choice.ready}>
          {busy ? <Spinner label="Adding" /> : null}
          {submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
