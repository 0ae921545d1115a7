import type { WasteWeek } from '@kitching/contracts';
import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { dayLabel } from '../meal-planning/meal-planning.helper';
import { dashboardQueries } from './dashboard.queries';
import { CardNote, CardSkeleton, DashboardCard } from './dashboard-card.component';
import { WASTE_RULE, type WasteBar, wasteBars, wasteSummary } from './waste.helper';

const weekName = (week: WasteWeek) => `Week of ${dayLabel(week.weekStart).date}`;
const grams = (n: number) => (n > 0 ? `about ${n} g` : '0');

/** The chart's colours, named in its legend (the table says the same for screen readers). */
const LEGEND = [
  { label: 'Thrown away', swatch: 'bg-red-400' },
  { label: 'Went off', swatch: 'bg-amber-400' },
  { label: 'Saved by cooking', swatch: 'bg-green-500' },
] as const;

/**
 * The family's food-waste trend (issue 23: from the stock ledger), the last 8 weeks: per week what was
 * thrown away and what went off, stacked, and beside it what cooking saved close to its date; in words
 * above (counts and grams), and in a table for screen readers.
 */
export function WasteChartCard({ familyId, today }: { familyId: number; today: string }) {
  const waste = useQuery(dashboardQueries.waste(familyId, today));
  const weeks = waste.data?.weeks ?? [];
  const bars = wasteBars(weeks);
  const summary = wasteSummary(weeks);
  const most = Math.max(1, ...bars.map((b) => Math.max(b.thrown + b.wentOff, b.saved)));
  const H = 96;
  const barW = 22;
  const savedW = 7;
  const gap = 12;
  const step = barW + savedW + 2 + gap;
  const width = bars.length * step - gap;
  const height = (n: number) => (n === 0 ? 0 : Math.max(3, (n / most) * (H - 14)));

  return (
    <DashboardCard id="dashboard-waste-title" title="Food waste" icon={Trash2}>
      {waste.isPending ? (
        <CardSkeleton label="Loading the food waste trend" lines={4} />
      ) : waste.isError ? (
        <CardNote>Couldn't load the food waste trend.</CardNote>
      ) : (
        <figure className="m-0">
          <div className="mb-3 flex flex-col gap-0.5 text-stone-700" data-testid="waste-summary">
            <p>{summary.headline}</p>
            {summary.weight ? <p className="text-sm">{summary.weight}</p> : null}
            {summary.saved ? <p className="text-sm text-green-800">{summary.saved}</p> : null}
          </div>
          <svg
            viewBox={`-8 0 ${width + 16} ${H + 18}`}
            className="h-32 w-full max-w-md"
            aria-hidden
            data-testid="waste-bars"
          >
            <line x1="0" x2={width} y1={H} y2={H} className="stroke-stone-200" strokeWidth="1" />
            {bars.map((bar, i) => (
              <WeekBars
                key={bar.weekStart}
                bar={bar}
                x={i * step}
                H={H}
                barW={barW}
                savedW={savedW}
                height={height}
                label={
                  // 'Oct 5' where the month starts (and first), then the day alone: '12', '19'.
                  i === 0 || bar.weekStart.slice(5, 7) !== bars[i - 1]?.weekStart.slice(5, 7)
                    ? dayLabel(bar.weekStart).date
                    : (dayLabel(bar.weekStart).date.split(' ')[1] ?? '')
                }
                current={i === bars.length - 1}
              />
            ))}
          </svg>
          <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-stone-600" aria-hidden>
            {LEGEND.map(({ label, swatch }) => (
              <li key={label} className="flex items-center gap-1.5">
                <span className={`inline-block h-2.5 w-2.5 rounded-sm ${swatch}`} />
                {label}
              </li>
            ))}
          </ul>
          <div className="sr-only">
            <table>
              <caption>Food thrown away, gone off and saved by cooking, by week</caption>
              <thead>
                <tr>
                  <th scope="col">Week</th>
                  <th scope="col">Thrown away</th>
                  <th scope="col">Went off (thrown away past its date)</th>
                  <th scope="col">Past its date, still in stock</th>
                  <th scope="col">Grams thrown away</th>
                  <th scope="col">Saved by cooking</th>
                  <th scope="col">Grams saved</th>
                </tr>
              </thead>
              <tbody>
                {weeks.map((week) => (
                  <tr key={week.weekStart}>
                    <th scope="row">{weekName(week)}</th>
                    <td>{week.wasted}</td>
                    <td>{week.expired}</td>
                    <td>{week.expiredInStock}</td>
                    <td>{grams(week.thrownAwayGrams)}</td>
                    <td>{week.saved}</td>
                    <td>{grams(week.savedGrams)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <figcaption className="mt-2 text-xs text-stone-500">
            Bars: the Monday of each week, this week last. {WASTE_RULE}
          </figcaption>
        </figure>
      )}
    </DashboardCard>
  );
}

/** One week: thrown away under went off in one bar, the count above; what cooking saved beside it. */
function WeekBars({
  bar,
  x,
  H,
  barW,
  savedW,
  height,
  label,
  current,
}: {
  bar: WasteBar;
  x: number;
  H: number;
  barW: number;
  savedW: number;
  height(n: number): number;
  label: string;
  current: boolean;
}) {
  const wasted = bar.thrown + bar.wentOff;
  const top = height(wasted);
  const thrownH = wasted ? (bar.thrown / wasted) * top : 0;
  const savedH = height(bar.saved);
  return (
    <g>
      <rect x={x} y={H - thrownH} width={barW} height={thrownH} rx="2" className="fill-red-400" />
      <rect x={x} y={H - top} width={barW} height={top - thrownH} rx="2" className="fill-amber-400" />
      {savedH ? (
        <rect
          x={x + barW + 2}
          y={H - savedH}
          width={savedW}
          height={savedH}
          rx="2"
          className="fill-green-500"
        />
      ) : null}
      {wasted > 0 ? (
        <text x={x + barW / 2} y={H - top - 3} textAnchor="middle" className="fill-stone-700 text-[10px]">
          {wasted}
        </text>
      ) : null}
      <text
        x={x + (barW + savedW + 2) / 2}
        y={H + 13}
        textAnchor="middle"
        className={current ? 'fill-stone-900 text-[9px] font-semibold' : 'fill-stone-500 text-[9px]'}
      >
        {label}
      </text>
    </g>
  );
}
