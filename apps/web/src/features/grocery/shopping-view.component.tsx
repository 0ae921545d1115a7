import type { GroceryItem, GroceryList } from '@kitching/contracts';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ArrowUpDown, PackageCheck, Plus, TriangleAlert } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.component';
import { Card } from '../../components/ui/card.component';
import { Spinner } from '../../components/ui/spinner.component';
import { toast } from '../../components/ui/toast.component';
import { errorMessage } from '../../lib/api';
import { dayLabel } from '../meal-planning/meal-planning.helper';
import { useStockToast } from '../stock/use-stock-undo.hook';
import { ShopOrderDialog } from './grocery.dialogs';
import { categoryEmoji, groupByShopOrder } from './grocery.helper';
import { type PutAwayResult, useAddLowStock, usePutAway } from './grocery.mutations';
import { groceryQueries } from './grocery.queries';
import { GroceryItemRow } from './grocery-item-row.component';
import { GrocerySettings } from './grocery-settings.component';

const names = (items: { name: string }[]) => items.map((i) => i.name).join(', ');

/**
 * The toast after 'Put away': what went into the inventory as new items, what was topped up, and the
 * dates Kitching suggested ('Milk: best before Dec 4 (suggested)'), never silently.
 */
export function putAwayMessage({ added, updated, suggested = [] }: PutAwayResult): string {
  const parts = [];
  if (added.length) parts.push(`Added to the inventory: ${names(added)}.`);
  if (updated.length) parts.push(`Topped up in the inventory: ${names(updated)}.`);
  if (suggested.length)
    parts.push(
      `${suggested.map((s) => `${s.name}: best before ${dayLabel(s.expirationDate).date} (suggested)`).join('; ')}. Change a date in the item's batches.`,
    );
  return parts.join(' ') || 'Nothing was ticked as bought.';
}

interface ShoppingViewProps {
  familyId: number;
  list: GroceryList;
  canPutAway: boolean;
  onAddItems(list: GroceryList): void;
  onEditItem(item: GroceryItem): void;
}

/**
 * A list in the shop (/grocery-lists?list=ID): its lines by category in the family's shop order, still
 * to buy first in each aisle, big targets for a thumb; 'Put away' and 'Add low-stock items'.
 */
export function ShoppingView({ familyId, list, canPutAway, onAddItems, onEditItem }: ShoppingViewProps) {
  const order = useQuery(groceryQueries.shopOrder(familyId));
  const putAway = usePutAway();
  const stockToast = useStockToast(familyId);
  const lowStock = useAddLowStock();
  const [ordering, setOrdering] = useState(false);
  const groups = useMemo(() => groupByShopOrder(list.items, order.data ?? []), [list.items, order.data]);
  const bought = list.items.filter((i) => i.purchased).length;

  const doPutAway = () =>
    putAway.mutate(list.id, {
      onSuccess: (result) =>
        stockToast({
          title: `Put away ${result.added.length + result.updated.length} items`,
          description: putAwayMessage(result),
          undo: result.actionId === undefined ? undefined : { actionId: result.actionId },
          undone: 'The put-away is undone: the inventory is back as it was.',
        }),
      onError: (error) =>
        toast({
          title: 'Error',
          description: errorMessage(error, 'There was an error putting the items away.'),
          variant: 'error',
        }),
    });
  const doLowStock = () =>
    lowStock.mutate(list.id, {
      onSuccess: ({ items }) =>
        toast({
          title: items.length ? 'Low-stock items added' : 'Nothing to add',
          description: items.length
            ? `On the list now: ${names(items)}.`
            : 'Nothing in the inventory is low on stock, or the list has enough of it already.',
          variant: 'success',
        }),
      onError: (error) =>
        toast({ title: 'Error', description: errorMessage(error, GROCERY_ADD_ERROR), variant: 'error' }),
    });

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <div>
        <Button asChild variant="link" className="h-11">
          <Link to="/grocery-lists">
            <ArrowLeft className="h-4 w-4" aria-hidden />
            All lists
          </Link>
        </Button>
        <h1 className="break-words text-2xl font-bold text-stone-900 sm:text-3xl">{list.name}</h1>
        <p className="mt-1 text-stone-600" aria-live="polite" data-testid="shopping-progress">
          {list.items.length
            ? `${bought} of ${list.items.length} in the trolley`
            : 'Nothing on this list yet.'}
        </p>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        <Button className="h-12 leading-tight sm:h-10" onClick={() => onAddItems(list)}>
          <Plus className="h-4 w-4" aria-hidden />
          {list.items.length ? 'Add More Items' : 'Add Items'}
        </Button>
        {canPutAway ? (
          <Button
            variant="secondary"
            className="h-12 leading-tight sm:h-10"
            onClick={doPutAway}
            disabled={!bought || putAway.isPending}
          >
            {putAway.isPending ? (
              <Spinner label="Putting away" />
            ) : (
              <PackageCheck className="h-4 w-4" aria-hidden />
            )}
            Put away{bought ? ` (${bought})` : ''}
          </Button>
        ) : null}
        <Button
          variant="secondary"
          className="h-12 leading-tight sm:h-10"
          onClick={doLowStock}
          disabled={lowStock.isPending}
        >
          {lowStock.isPending ? (
            <Spinner label="Adding" />
          ) : (
            <TriangleAlert className="h-4 w-4" aria-hidden />
          )}
          Add low-stock items
        </Button>
        <Button variant="secondary" className="h-12 leading-tight sm:h-10" onClick={() => setOrdering(true)}>
          <ArrowUpDown className="h-4 w-4" aria-hidden />
          Shop order
        </Button>
      </div>
      {groups.length ? (
        groups.map((group) => {
          const id = `aisle-${list.id}-${group.category.replace(/\W+/g, '-')}`;
          const left = group.items.filter((i) => !i.purchased).length;
          return (
            <Card key={group.category} className="px-3 py-2 sm:px-4">
              <section aria-labelledby={id} data-testid="grocery-aisle">
                <h2 id={id} className="flex items-center gap-2 py-1 font-semibold text-stone-900">
                  <span aria-hidden>{categoryEmoji(group.category)}</span>
                  {group.category}
                  <span className="text-sm font-normal text-stone-500">
                    {left ? `${left} to buy` : 'all in the trolley'}
                  </span>
                </h2>
                <ul className="flex flex-col divide-y divide-stone-100">
                  {group.items.map((item) => (
                    <GroceryItemRow key={item.id} item={item} onEdit={onEditItem} large />
                  ))}
                </ul>
              </section>
            </Card>
          );
        })
      ) : (
        <Card className="flex flex-col items-center gap-3 p-8 text-center">
          <p className="text-stone-700">Add what you need, or the inventory's low-stock items.</p>
        </Card>
      )}
      <GrocerySettings familyId={familyId} />
      <ShopOrderDialog familyId={familyId} open={ordering} onOpenChange={setOrdering} />
    </div>
  );
}

const GROCERY_ADD_ERROR = 'There was an error adding the item.';
