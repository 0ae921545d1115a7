import type { WasteWeek } from '@kitching/contracts';
import { useQuery } from '@tanstack/react-query';
import { BarChart3, Trash2 } from 'lucide-react';
import { inventoryQueries } from '../inventory/inventory.queries';
import { dayLabel } from '../meal-planning/meal-planning.helper';
import { stockByCategory } from './dashboard.helper';
import { dashboardQueries } from './dashboard.queries';
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

/** The rule the chart counts by, said under it (the API's rule: packages/contracts/src/dashboard.ts). */
export const WASTE_RULE =
  'Counted by the week an item expired: items still in stock after their date, and items deleted after their date with some left. Used-up items never count.';

const weekName = (week: WasteWeek) => `Week of ${dayLabel(week.weekStart).date}`;

/** What expired unused, week by week: the family's own food-waste trend (the last 8 weeks). */
export function WasteChartCard({ familyId, today }: { familyId: number; today: string }) {
  const waste = useQuery(dashboardQueries.waste(familyId, today));
  const weeks = waste.data?.weeks ?? [];
  const most = Math.max(1, ...weeks.map((w) => w.total));
  const total = weeks.reduce((sum, w) => sum + w.total, 0);
  const H = 96;
  const barW = 26;
  const gap = 14;
  const width = weeks.length * (barW + gap) - gap;

  return (
    <DashboardCard id="dashboard-waste-title" title="Food waste" icon={Trash2}>
      {waste.isPending ? (
        <CardSkeleton label="Loading the food waste trend" lines={4} />
      ) : waste.isError ? (
        <CardNote>Couldn't load the food waste trend.</CardNote>
      ) : (
        <figure className="m-0">
          <p className="mb-3 text-stone-700">
            {total === 0
              ? `Nothing expired unused in the last ${weeks.length} weeks.`
              : `${total} ${total === 1 ? 'item' : 'items'} expired unused in the last ${weeks.length} weeks.`}
          </p>
          <svg
            viewBox={`-16 0 ${width + 32} ${H + 18}`}
            className="h-32 w-full max-w-md"
            aria-hidden
            data-testid="waste-bars"
          >
            <line x1="0" x2={width} y1={H} y2={H} className="stroke-stone-200" strokeWidth="1" />
            {weeks.map((week, i) => {
              const x = i * (barW + gap);
              const h = week.total === 0 ? 0 : Math.max(3, (week.total / most) * (H - 14));
              const last = i === weeks.length - 1;
              return (
                <g key={week.weekStart}>
                  <rect
                    x={x}
                    y={H - h}
                    width={barW}
                    height={h}
                    rx="3"
                    className={last ? 'fill-brand-500' : 'fill-amber-400'}
                  />
                  {week.total > 0 ? (
                    <text
                      x={x + barW / 2}
                      y={H - h - 3}
                      textAnchor="middle"
                      className="fill-stone-700 text-[10px]"
                    >
                      {week.total}
                    </text>
                  ) : null}
                  <text x={x + barW / 2} y={H + 13} textAnchor="middle" className="fill-stone-500 text-[9px]">
                    {/* 'Oct 5' where the month starts (and first), then the day alone: '12', '19'. */}
                    {i === 0 || week.weekStart.slice(5, 7) !== weeks[i - 1]?.weekStart.slice(5, 7)
                      ? dayLabel(week.weekStart).date
                      : dayLabel(week.weekStart).date.split(' ')[1]}
                  </text>
                </g>
              );
            })}
          </svg>
          <div className="sr-only">
            <table>
              <caption>Items that expired unused, by week</caption>
              <thead>
                <tr>
                  <th scope="col">Week</th>
                  <th scope="col">Expired in stock</th>
                  <th scope="col">Thrown away after expiry</th>
                  <th scope="col">Total</th>
                </tr>
              </thead>
              <tbody>
                {weeks.map((week) => (
                  <tr key={week.weekStart}>
                    <th scope="row">{weekName(week)}</th>
                    <td>{week.expiredInStock}</td>
                    <td>{week.thrownAway}</td>
                    <td>{week.total}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <figcaption className="mt-2 text-xs text-stone-500">
            Bars: the Monday of each week; this week in orange. {WASTE_RULE}
          </figcaption>
        </figure>
      )}
    </DashboardCard>
  );
}
