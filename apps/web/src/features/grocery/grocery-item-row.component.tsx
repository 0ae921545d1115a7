import type { GroceryItem } from '@kitching/contracts';
import { Check } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Badge } from '../../components/ui/badge.component';
import { cn } from '../../lib/cn';
import { amountText, categoryEmoji } from './grocery.helper';
import { useToggleGroceryItem } from './grocery-items.mutations';

interface GroceryItemRowProps {
  item: GroceryItem;
  onEdit(item: GroceryItem): void;
  /** Big tap targets for the shop (the shopping view); compact on a list's card. */
  large?: boolean;
}

/**
 * One line (spec 2.10): the circle toggles purchased, the name opens 'Edit Item', the badge shows the
 * amount, the emoji the category.
 */
export function GroceryItemRow({ item, onEdit, large }: GroceryItemRowProps) {
  const toggle = useToggleGroceryItem(item.id);
  // The box follows the tap in the same frame: the cache's change (queued or sent) arrives a moment
  // later as a new line object, which then decides again.
  const [intent, setIntent] = useState<{ of: GroceryItem; purchased: boolean } | null>(null);
  const purchasedNow = intent?.of === item ? intent.purchased : item.purchased;
  // biome-ignore lint/correctness/useExhaustiveDependencies: any new copy of the line ends the intent.
  useEffect(() => setIntent(null), [item]);
  // Sent or, offline, queued on the device: the hook decides.
  const tick = () => {
    const purchased = !purchasedNow;
    setIntent({ of: item, purchased });
    toggle.mutate({ item, purchased });
  };
  const amount = amountText(item);
  return (
    <li
      data-testid="grocery-item"
      data-purchased={purchasedNow}
      className={cn('flex items-center gap-2', large ? 'min-h-14 py-1' : 'min-h-11')}
    >
      <label
        className={cn(
          'relative flex shrink-0 cursor-pointer items-center justify-center rounded-full',
          large ? 'h-12 w-12' : 'h-11 w-11',
        )}
      >
        <input
          type="checkbox"
          className="peer absolute inset-0 h-full w-full cursor-pointer opacity-0"
          checked={purchasedNow}
          aria-label={`${item.name} purchased`}
          onChange={tick}
        />
        <span
          aria-hidden
          className={cn(
            'pointer-events-none flex items-center justify-center rounded-full border-2 transition-colors',
            'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
            large ? 'h-8 w-8' : 'h-6 w-6',
            purchasedNow ? 'border-green-600 bg-green-600 text-white' : 'border-stone-400 bg-white',
          )}
        >
          {purchasedNow ? <Check className={large ? 'h-5 w-5' : 'h-4 w-4'} aria-hidden /> : null}
        </span>
      </label>
      <span className={cn('shrink-0', large ? 'text-2xl' : 'text-lg')} aria-hidden title={item.category}>
        {categoryEmoji(item.category)}
      </span>
      <button
        type="button"
        onClick={() => onEdit(item)}
        aria-label={`Edit ${item.name}`}
        className={cn(
          'min-w-0 flex-1 self-stretch rounded-md px-1 text-left focus-visible:outline-2 focus-visible:outline-brand-600',
          large ? 'text-base' : 'text-sm',
          purchasedNow ? 'text-stone-500 line-through' : 'text-stone-900',
        )}
      >
        <span className="break-words">{item.name}</span>
      </button>
      <Badge tone={purchasedNow ? 'gray' : 'brand'} className="max-w-[45%] shrink-0 truncate" title={amount}>
        {amount}
      </Badge>
    </li>
  );
}
