import { INVENTORY_CATEGORIES } from '@kitching/contracts';
import { Search, X } from 'lucide-react';
import { Input, NativeSelect } from '../../components/ui/input.component';
import { ALL_CATEGORIES, type InventorySort, SORT_OPTIONS } from './inventory-list.helper';

interface ToolbarProps {
  search: string;
  category: string;
  sort: InventorySort;
  onSearch(value: string): void;
  onCategory(value: string): void;
  onSort(value: InventorySort): void;
}

/** Search, category filter and sort: labelled controls that work with a keyboard and a phone's pickers. */
export function InventoryToolbar({ search, category, sort, onSearch, onCategory, onSort }: ToolbarProps) {
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-end">
      <div className="relative flex-1">
        <label htmlFor="inventory-search" className="sr-only">
          Search items
        </label>
        <Search
          className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-stone-400"
          aria-hidden
        />
        <Input
          id="inventory-search"
          type="search"
          placeholder="Search items..."
          className="pl-9 pr-10"
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          autoComplete="off"
        />
        {search ? (
          <button
            type="button"
            className="absolute right-0 top-1/2 flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-lg text-stone-500 hover:bg-stone-100 hover:text-stone-800"
            aria-label="Clear search"
            onClick={() => onSearch('')}
          >
            <X className="h-4 w-4" aria-hidden />
          </button>
        ) : null}
      </div>
      <div className="grid grid-cols-2 gap-3 md:flex">
        <div className="flex flex-col gap-1">
          <label htmlFor="inventory-category" className="text-xs font-medium text-stone-600">
            Category
          </label>
          <NativeSelect
            id="inventory-category"
            value={category}
            onChange={(e) => onCategory(e.target.value)}
            className="md:w-44"
          >
            <option value={ALL_CATEGORIES}>All categories</option>
            {INVENTORY_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="inventory-sort" className="text-xs font-medium text-stone-600">
            Sort by
          </label>
          <NativeSelect
            id="inventory-sort"
            value={sort}
            onChange={(e) => onSort(e.target.value as InventorySort)}
            className="md:w-44"
          >
            {SORT_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
    </div>
  );
}
