import {
  formatDisplayDate,
  GROCERY_CARD_ITEMS,
  type GroceryItem,
  type GroceryList,
} from '@kitching/contracts';
import { Pencil, Plus, ShoppingCart, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.component';
import { Card } from '../../components/ui/card.component';
import { GroceryItemRow } from './grocery-item-row.component';

interface GroceryListCardProps {
  list: GroceryList;
  /** Rename and Delete are shown only to who may use them (PERMISSIONS.md). */
  canManage: boolean;
  onAddItems(list: GroceryList): void;
  onEditItem(item: GroceryItem): void;
  onRename(list: GroceryList): void;
  onDelete(list: GroceryList): void;
}

/** Spec 2.10's card: name, 'Created' date, the first 5 lines, '+N more items', 'Add More Items' / 'Add Items'. */
export function GroceryListCard({
  list,
  canManage,
  onAddItems,
  onEditItem,
  onRename,
  onDelete,
}: GroceryListCardProps) {
  const shown = list.items.slice(0, GROCERY_CARD_ITEMS);
  const more = list.items.length - shown.length;
  const headingId = `grocery-list-${list.id}`;
  const left = list.items.filter((i) => !i.purchased).length;
  return (
    <Card data-testid="grocery-list" aria-labelledby={headingId} role="region" className="flex flex-col p-4">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="break-words text-lg font-semibold text-stone-900">
            <Link
              to={`/grocery-lists?list=${list.id}`}
              className="rounded hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {list.name}
            </Link>
          </h2>
          <p className="text-sm text-stone-600">Created {formatDisplayDate(list.createdAt)}</p>
          {list.items.length ? (
            <p className="text-sm text-stone-500">
              {left} of {list.items.length} to buy
            </p>
          ) : null}
        </div>
        {canManage ? (
          <div className="-mr-2 -mt-1 flex shrink-0">
            <Button
              variant="ghost"
              size="icon"
              className="h-11 w-11"
              aria-label={`Rename ${list.name}`}
              onClick={() => onRename(list)}
            >
              <Pencil className="h-4 w-4" aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="h-11 w-11 text-red-700 hover:bg-red-50"
              aria-label={`Delete ${list.name}`}
              onClick={() => onDelete(list)}
            >
              <Trash2 className="h-4 w-4" aria-hidden />
            </Button>
          </div>
        ) : null}
      </div>
      {shown.length ? (
        <ul className="mt-2 flex flex-col" aria-label={`Items on ${list.name}`}>
          {shown.map((item) => (
            <GroceryItemRow key={item.id} item={item} onEdit={onEditItem} />
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-stone-600">Nothing on this list yet.</p>
      )}
      {more > 0 ? <p className="mt-1 pl-2 text-sm text-stone-600">+{more} more items</p> : null}
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        <Button variant="secondary" className="flex-1 whitespace-nowrap" onClick={() => onAddItems(list)}>
          <Plus className="h-4 w-4" aria-hidden />
          {list.items.length ? 'Add More Items' : 'Add Items'}
        </Button>
        <Button asChild className="flex-none px-5">
          <Link to={`/grocery-lists?list=${list.id}`} aria-label={`Shop ${list.name}`}>
            <ShoppingCart className="h-4 w-4" aria-hidden />
            Shop
          </Link>
        </Button>
      </div>
    </Card>
  );
}
