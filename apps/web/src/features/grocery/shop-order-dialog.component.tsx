import { useQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../components/ui/button.component';
import { Dialog } from '../../components/ui/dialog.component';
import { DialogFooter } from '../../components/ui/dialog-footer.component';
import { toast } from '../../components/ui/toast.component';
import { errorMessage } from '../../lib/api';
import { categoryEmoji, moveCategory } from './grocery.helper';
import { useSetShopOrder } from './grocery.mutations';
import { groceryQueries } from './grocery.queries';

/**
 * The family's aisle order: each category moves up or down one place, saved at once. Kitching also
 * learns it from the order things are ticked in the shop.
 */
export function ShopOrderDialog({
  familyId,
  open,
  onOpenChange,
}: {
  familyId: number;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const order = useQuery({ ...groceryQueries.shopOrder(familyId), enabled: open });
  const save = useSetShopOrder(familyId);
  const [announcement, setAnnouncement] = useState('');
  const list = useRef<HTMLOListElement>(null);

  const move = (category: string, by: -1 | 1) => {
    const current = order.data ?? [];
    const next = moveCategory(current, category, by);
    const position = next.indexOf(category) + 1;
    save.mutate(next, {
      onError: (error) =>
        toast({
          title: 'Error',
          description: errorMessage(error, 'The shop order was not saved.'),
          variant: 'error',
        }),
    });
    setAnnouncement(`${category} moved to position ${position} of ${next.length}`);
    // Focus stays on the same arrow of the moved category, or on the other one at the ends.
    const edge = (by === -1 && position === 1) || (by === 1 && position === next.length);
    requestAnimationFrame(() =>
      list.current
        ?.querySelector<HTMLButtonElement>(`[data-move="${CSS.escape(`${category}:${edge ? -by : by}`)}"]`)
        ?.focus(),
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Shop order"
      description="The order of the aisles in your shop. Lists are grouped this way; Kitching also learns it from the order you tick things."
    >
      {order.isPending ? (
        <p className="py-6 text-sm text-stone-600">Loading the shop order...</p>
      ) : order.isError ? (
        <p role="alert" className="py-6 text-sm text-red-700">
          {order.error.message}
        </p>
      ) : (
        <ol
          ref={list}
          className="flex flex-col divide-y divide-stone-100"
          aria-label="Categories in shop order"
        >
          {order.data.map((category, i) => (
            <li key={category} className="flex items-center gap-3 py-1.5">
              <span className="w-6 text-right text-sm tabular-nums text-stone-500">{i + 1}</span>
              <span aria-hidden className="text-xl">
                {categoryEmoji(category)}
              </span>
              <span className="flex-1 font-medium text-stone-900">{category}</span>
              <Button
                data-move={`${category}:-1`}
                variant="ghost"
                size="icon"
                className="h-11 w-11"
                aria-label={`Move ${category} up`}
                disabled={i === 0}
                onClick={() => move(category, -1)}
              >
                <ArrowUp className="h-4 w-4" aria-hidden />
              </Button>
              <Button
                data-move={`${category}:1`}
                variant="ghost"
                size="icon"
                className="h-11 w-11"
                aria-label={`Move ${category} down`}
                disabled={i === order.data.length - 1}
                onClick={() => move(category, 1)}
              >
                <ArrowDown className="h-4 w-4" aria-hidden />
              </Button>
            </li>
          ))}
        </ol>
      )}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <DialogFooter>
        <Button onClick={() => onOpenChange(false)}>Done</Button>
      </DialogFooter>
    </Dialog>
  );
}
