import { Sparkles } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../components/ui/button.component';

// The dialog (its editors, the camera scanner) loads on first open, so the shell stays small.
const loadDialog = () => import('../../features/quick-add/quick-add-dialog.component');
const QuickAddDialog = lazy(async () => ({ default: (await loadDialog()).QuickAddDialog }));

/** The top bar's quick-add entry (spec 2.4), opening 'Smart Quick Add' (spec 2.6). */
export function QuickAddButton() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        size="sm"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        // Fetch the code while the pointer is on its way to the button.
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        aria-label="Kitching Quick Add"
      >
        <Sparkles className="h-4 w-4" aria-hidden />
        <span className="hidden sm:inline">Kitching Quick Add</span>
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <QuickAddDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
