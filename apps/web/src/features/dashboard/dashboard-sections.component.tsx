import { can, type InventoryItem } from '@kitching/contracts';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, CalendarDays, Check, Plus, ShoppingCart, TrendingDown } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge.component';
import { Button } from '../../components/ui/button.component';
import { toast } from '../../components/ui/toast.component';
import { errorMessage } from '../../lib/api';
import { useCreateGroceryList } from '../grocery/grocery.mutations';
import { groceryQueries } from '../grocery/grocery.queries';
import { useAddGroceryItem } from '../grocery/grocery-items.mutations';
import { CategoryIcon } from '../inventory/category-icon.component';
import { inventoryQueries } from '../inventory/inventory.queries';
import { addDays, dayLabel, mealsOfDay, mealTypeLabel } from '../meal-planning/meal-planning.helper';
import { mealQueries } from '../meal-planning/meal-planning.queries';
import {
  expiryText,
  itemGroups,
  listHolding,
  listsInProgress,
  NEW_LIST_NAME,
  targetList,
} from './dashboard.helper';
import { CardNote, CardSkeleton, DashboardCard } from './dashboard-card.component';

/** How many lines a card lists before 'and N more'. */
const SHOWN = 5;

const linkClass = 'font-medium text-brand-700 hover:underline';

/** Today's and tomorrow's planned meals (the meal-planning queries: one range, the plans for names). */
export function MealsCard({
  familyId,
  today,
  actor,
}: {
  familyId: number;
  today: string;
  actor: { id: number; role: number | null; familyId: number | null };
}) {
  const tomorrow = addDays(today, 1);
  const planned = useQuery(mealQueries.planned(familyId, today, tomorrow));
  const plans = useQuery(mealQueries.planList(familyId));
  const names = new Map((plans.data ?? []).map((p) => [p.id, p.name]));
  const days = [
    { date: today, label: 'Today' },
    { date: tomorrow, label: 'Tomorrow' },
  ];

  return (
    <DashboardCard
      id="dashboard-meals-title"
      title="Meals"
      icon={CalendarDays}
      aside={
        <Link to="/meal-planning" className={`${linkClass} text-sm`}>
          Week
        </Link>
      }
    >
      {planned.isPending ? (
        <CardSkeleton label="Loading planned meals" />
      ) : planned.isError ? (
        <CardNote>Couldn't load the planned meals.</CardNote>
      ) : (
        <div className="flex flex-col gap-4">
          {days.map(({ date, label }) => {
            const meals = mealsOfDay(planned.data, date);
            const headingId = `dashboard-meals-${label.toLowerCase()}`;
            return (
              <div key={date}>
                <h3
                  id={headingId}
                  className="mb-1.5 text-xs font-semibold uppercase tracking-wide text-stone-500"
                >
                  {label} · {dayLabel(date).short}, {dayLabel(date).date}
                </h3>
                {meals.length === 0 ? (
                  <p className="text-stone-500">
                    Nothing planned.{' '}
                    {can(actor, 'meals.plan') ? (
                      <Link to="/meal-planning" className={linkClass}>
                        Plan a meal
                      </Link>
                    ) : null}
                  </p>
                ) : (
                  <ul aria-labelledby={headingId} className="flex flex-col gap-1.5">
                    {meals.map((meal) => (
                      <li key={meal.id} className="flex min-w-0 items-center gap-2">
                        <Badge tone="brand">{mealTypeLabel(meal.mealType)}</Badge>
                        <span className="min-w-0 truncate text-stone-800" title={names.get(meal.mealPlanId)}>
                          {plans.isPending ? '…' : (names.get(meal.mealPlanId) ?? 'Unknown meal')}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            );
          })}
        </div>
      )}
    </DashboardCard>
  );
}

/** Items to use up: expired ones first, then those expiring within 3 days. */
export function UseSoonCard({ familyId, today }: { familyId: number; today: string }) {
  const inventory = useQuery(inventoryQueries.list(familyId));
  const groups = itemGroups(inventory.data ?? [], today);
  const lines = [
    ...groups.expired.map((item) => ({ item, expired: true })),
    ...groups.expiring.map((item) => ({ item, expired: false })),
  ];

  return (
    <DashboardCard
      id="dashboard-use-soon-title"
      title="Use soon"
      icon={AlertTriangle}
      aside={
        <Link to="/inventory" className={`${linkClass} text-sm`}>
          Inventory
        </Link>
      }
    >
      {inventory.isPending ? (
        <CardSkeleton label="Loading items to use soon" />
      ) : inventory.isError ? (
        <CardNote>Couldn't load the inventory.</CardNote>
      ) : lines.length === 0 ? (
        <CardNote>Nothing expires in the next 3 days. Nice work.</CardNote>
      ) : (
        <>
          <ul className="flex flex-col divide-y divide-stone-100" aria-label="Items to use soon">
            {lines.slice(0, SHOWN * 2).map(({ item, expired }) => (
              <li key={item.id} className="flex min-w-0 items-center gap-2 py-2 first:pt-0 last:pb-0">
                <CategoryIcon category={item.category} className="h-4 w-4 shrink-0 text-stone-500" />
                <span className="min-w-0 flex-1 truncate text-stone-800" title={item.name}>
                  {item.name}
                </span>
                <Badge tone={expired ? 'red' : 'yellow'}>{expiryText(item.expirationDate, today)}</Badge>
              </li>
            ))}
          </ul>
          {lines.length > SHOWN * 2 ? (
            <p className="mt-2 text-stone-600">and {lines.length - SHOWN * 2} more in the inventory</p>
          ) : null}
        </>
      )}
    </DashboardCard>
  );
}

/** Low-stock items, each one tap from the grocery list (the list in progress, or a new 'Groceries'). */
export function LowStockCard({ familyId }: { familyId: number }) {
  const inventory = useQuery(inventoryQueries.list(familyId));
  const lists = useQuery(groceryQueries.list(familyId));
  const low = itemGroups(inventory.data ?? [], '').low;

  return (
    <DashboardCard id="dashboard-low-stock-title" title="Low stock" icon={TrendingDown}>
      {inventory.isPending ? (
        <CardSkeleton label="Loading low-stock items" />
      ) : inventory.isError ? (
        <CardNote>Couldn't load the inventory.</CardNote>
      ) : low.length === 0 ? (
        <CardNote>Everything is above its minimum stock level.</CardNote>
      ) : (
        <>
          <ul className="flex flex-col divide-y divide-stone-100" aria-label="Low-stock items">
            {low.slice(0, SHOWN * 2).map((item) => (
              <LowStockLine key={item.id} item={item} familyId={familyId} listsReady={lists.isSuccess} />
            ))}
          </ul>
          {low.length > SHOWN * 2 ? (
            <p className="mt-2 text-stone-600">and {low.length - SHOWN * 2} more in the inventory</p>
          ) : null}
        </>
      )}
    </DashboardCard>
  );
}

function LowStockLine({
  item,
  familyId,
  listsReady,
}: {
  item: InventoryItem;
  familyId: number;
  listsReady: boolean;
}) {
  const lists = useQuery(groceryQueries.list(familyId));
  const createList = useCreateGroceryList(familyId);
  const addItem = useAddGroceryItem();
  const [busy, setBusy] = useState(false);
  const holding = listHolding(item.name, lists.data ?? []);

  const add = async () => {
    setBusy(true);
    try {
      const list = targetList(lists.data ?? []) ?? (await createList.mutateAsync({ name: NEW_LIST_NAME }));
      await addItem.mutateAsync({
        list,
        body: { name: item.name, quantity: '1', unit: item.unit, category: item.category },
      });
      toast({ title: 'Added to list', description: `${item.name} is on ${list.name}.`, variant: 'success' });
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, `Couldn't add ${item.name} to a list.`),
        variant: 'error',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="flex min-w-0 items-center gap-2 py-2 first:pt-0 last:pb-0" data-testid="low-stock-item">
      <CategoryIcon category={item.category} className="h-4 w-4 shrink-0 text-stone-500" />
      <span className="min-w-0 flex-1">
        <span id={`low-stock-${item.id}`} className="block truncate text-stone-800" title={item.name}>
          {item.name}
        </span>
        <span className="block text-xs text-stone-500">
          {item.quantity} left · min {item.minStockLevel}
        </span>
      </span>
      {holding ? (
        <span
          className="inline-flex min-w-0 max-w-[45%] items-center gap-1 text-xs font-medium text-green-700"
          title={`On ${holding.name}`}
        >
          <Check className="h-4 w-4 shrink-0" aria-hidden />{' '}
          <span className="truncate">On {holding.name}</span>
        </span>
      ) : (
        <Button
          size="sm"
          variant="secondary"
          className="shrink-0"
          onClick={add}
          disabled={busy || !listsReady}
          aria-describedby={`low-stock-${item.id}`}
        >
          <Plus className="h-4 w-4" aria-hidden /> Add to list
        </Button>
      )}
    </li>
  );
}

/** The family's grocery lists with lines still to buy, and how far along each is. */
export function ListsInProgressCard({ familyId }: { familyId: number }) {
  const lists = useQuery(groceryQueries.list(familyId));
  const progress = listsInProgress(lists.data ?? []);

  return (
    <DashboardCard
      id="dashboard-lists-title"
      title="Shopping"
      icon={ShoppingCart}
      aside={
        <Link to="/grocery-lists" className={`${linkClass} text-sm`}>
          All lists
        </Link>
      }
    >
      {lists.isPending ? (
        <CardSkeleton label="Loading grocery lists" lines={2} />
      ) : lists.isError ? (
        <CardNote>Couldn't load the grocery lists.</CardNote>
      ) : progress.length === 0 ? (
        <CardNote>
          No list in progress.{' '}
          <Link to="/grocery-lists" className={linkClass}>
            Start a grocery list
          </Link>
        </CardNote>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Grocery lists in progress">
          {progress.slice(0, SHOWN).map(({ list, left, total }) => (
            <li key={list.id} className="min-w-0">
              <div className="flex items-baseline justify-between gap-2">
                <Link
                  to="/grocery-lists"
                  className="min-w-0 truncate font-medium text-stone-900 hover:underline"
                  title={list.name}
                >
                  {list.name}
                </Link>
                <span className="shrink-0 text-stone-600">
                  {left} {left === 1 ? 'item' : 'items'} left
                </span>
              </div>
              <p className="mt-0.5 truncate text-xs text-stone-500">
                {list.items
                  .filter((i) => !i.purchased)
                  .slice(0, 4)
                  .map((i) => i.name)
                  .join(', ')}
                {left > 4 ? ', …' : ''}
              </p>
              <div className="mt-1.5 h-2 overflow-hidden rounded-full bg-stone-100" aria-hidden>
                <div
                  className="h-full rounded-full bg-green-500"
                  style={{ width: `${Math.round(((total - left) / total) * 100)}%` }}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
