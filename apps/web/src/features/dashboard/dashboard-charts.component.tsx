import { useQuery } from '@tanstack/react-query';
import { BarChart3 } from 'lucide-react';
import { inventoryQueries } from '../inventory/inventory.queries';
import { stockByCategory } from './dashboard.helper';
import { CardNote, CardSkeleton, DashboardCard } from './dashboard-card.component';

/**
 * Stock by category: one bar per category, as long as its count of items in stock. The bars are for
 * the eye (hidden from screen readers); the table beside them, visually hidden, says the same.
 */
export function StockChartCard({ familyId }: { familyId: number }) {
  const inventory = useQuery(inventoryQueries.list(familyId));
  const counts = stockByCategory(inventory.data ?? []);
  const most = Math.max(1, ...counts.map((c) => c.count));

  return (
    <DashboardCard id="dashboard-stock-title" title="Stock by category" icon={BarChart3}>
      {inventory.isPending ? (
        <CardSkeleton label="Loading stock by category" lines={4} />
      ) : inventory.isError ? (
        <CardNote>Couldn't load the inventory.</CardNote>
      ) : counts.length === 0 ? (
        <CardNote>Nothing in stock yet. Add items to see what the kitchen holds.</CardNote>
      ) : (
        <figure className="m-0">
          <div className="flex flex-col gap-2" aria-hidden data-testid="stock-bars">
            {counts.map(({ category, count }) => (
              <div key={category} className="grid grid-cols-[6.5rem_1fr_2rem] items-center gap-2">
                <span className="truncate text-stone-700">{category}</span>
                <span className="h-4 overflow-hidden rounded bg-stone-100">
                  <span
                    className="block h-full rounded bg-brand-500"
                    style={{ width: `${Math.max(4, (count / most) * 100)}%` }}
                  />
                </span>
                <span className="text-right font-medium tabular-nums text-stone-800">{count}</span>
              </div>
            ))}
          </div>
          <div className="sr-only">
            <table>
              <caption>Items in stock by category</caption>
              <thead>
                <tr>
                  <th scope="col">Category</th>
                  <th scope="col">Items</th>
                </tr>
              </thead>
              <tbody>
                {counts.map(({ category, count }) => (
                  <tr key={category}>
                    <th scope="row">{category}</th>
                    <td>{count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <figcaption className="mt-3 text-xs text-stone-500">Items with some left, by category.</figcaption>
        </figure>
      )}
    </DashboardCard>
  );
}
