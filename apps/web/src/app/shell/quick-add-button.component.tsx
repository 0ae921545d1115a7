import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.component';
import { Dialog } from '../../components/ui/dialog.component';

/** The top bar's quick-add entry (spec 2.4). The Smart Quick Add analysis arrives with its own issue. */
export function QuickAddButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)} aria-label="Kitching Quick Add">
        <Sparkles className="h-4 w-4" aria-hidden />
        <span className="hidden sm:inline">Kitching Quick Add</span>
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title="Smart Quick Add">
        <p className="text-sm text-stone-600">
          Type or scan anything (a barcode, a recipe address, "milk, eggs, bread") and Kitching will file it
          in the right place. Smart Quick Add is being finished; until then, use the Inventory, Recipes and
          Grocery Lists pages.
        </p>
        <div className="mt-4 flex justify-end">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Close
          </Button>
        </div>
      </Dialog>
    </>
  );
}
