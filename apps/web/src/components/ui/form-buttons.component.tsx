import type { ReactNode } from 'react';
import { Button } from './button.component';
import { DialogFooter } from './dialog-footer.component';
import { Spinner } from './spinner.component';

interface FormButtonsProps {
  /** The submit button's words ('Add Item', 'Save Changes'). */
  label: string;
  /** Something under way (a save, a delete): both buttons wait. */
  busy: boolean;
  /** A save under way: the submit button spins (`busy` unless said otherwise). */
  saving?: boolean;
  onCancel(): void;
  /** Cancel stays usable while saving (a form whose save may be left). */
  cancelWhileBusy?: boolean;
  /** Before Cancel: another action of the form (Delete). */
  children?: ReactNode;
}

/** A dialog form's footer: Cancel, and the submit button with a spinner while saving. */
export function FormButtons({
  label,
  busy,
  saving = busy,
  onCancel,
  cancelWhileBusy,
  children,
}: FormButtonsProps) {
  return (
    <DialogFooter>
      {children}
      <Button variant="secondary" onClick={onCancel} disabled={busy && !cancelWhileBusy}>
        Cancel
      </Button>
      <Button type="submit" disabled={busy}>
        {saving ? <Spinner label="Saving" /> : null}
        {label}
      </Button>
    </DialogFooter>
  );
}
