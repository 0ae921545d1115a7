import { Check, ScanBarcode } from 'lucide-react';
import { cn } from '../../lib/cn';

const PANTRY = [
  { name: 'Greek yoghurt', meta: 'Dairy · 2 tubs', chip: 'Use by Thu', tone: 'bg-amber-100 text-amber-800' },
  { name: 'Spinach', meta: 'Produce · 1 bag', chip: 'Use today', tone: 'bg-red-100 text-red-800' },
  { name: 'Basmati rice', meta: 'Pantry · 0.5 kg', chip: 'Low stock', tone: 'bg-brand-100 text-brand-800' },
  { name: 'Chicken thighs', meta: 'Meat · 6 pieces', chip: 'Fresh', tone: 'bg-green-100 text-green-800' },
];

const WEEK = [
  { day: 'Mon', meal: 'Chicken tikka' },
  { day: 'Tue', meal: 'Spinach pasta' },
  { day: 'Wed', meal: 'Taco night' },
  { day: 'Thu', meal: 'Leftovers' },
  { day: 'Fri', meal: 'Pizza with the kids' },
];

const LIST = [
  { name: 'Basmati rice', done: false },
  { name: 'Tortillas', done: true },
  { name: 'Limes ×3', done: false },
  { name: 'Milk', done: true },
];

/**
 * An illustration of the signed-in app built from plain elements (no network images under the CSP).
 * Screen readers get one description instead of a tour of fake data.
 */
export function AppPreview({ className }: { className?: string }) {
  return (
    <div
      role="img"
      aria-label="Preview of Kitching: a shared pantry with expiry dates, this week's meal plan and a family grocery list."
      className={cn(
        'relative rounded-2xl border border-stone-200 bg-white p-3 shadow-2xl shadow-brand-900/10 ring-1 ring-stone-900/5',
        className,
      )}
    >
      <div aria-hidden="true">
        <div className="flex items-center gap-1.5 border-b border-stone-100 px-1 pb-3">
          <span className="size-2.5 rounded-full bg-red-300" />
          <span className="size-2.5 rounded-full bg-amber-300" />
          <span className="size-2.5 rounded-full bg-green-300" />
          <span className="ml-3 truncate rounded-md bg-stone-100 px-3 py-1 text-[11px] text-stone-600">
            kitching.home / dashboard
          </span>
        </div>

        <div className="grid gap-3 pt-3 sm:grid-cols-5">
          <div className="rounded-xl border border-stone-100 bg-stone-50 p-3 sm:col-span-3">
            <div className="flex items-center justify-between">
              <p className="text-xs font-semibold text-stone-900">Pantry · 48 items</p>
              <span className="inline-flex items-center gap-1 rounded-md bg-brand-700 px-2 py-1 text-[10px] font-medium text-white">
                <ScanBarcode className="size-3" /> Scan
              </span>
            </div>
            <ul className="mt-2 space-y-1.5">
              {PANTRY.map((item) => (
                <li
                  key={item.name}
                  className="flex items-center justify-between rounded-lg bg-white px-2.5 py-1.5"
                >
                  <span className="min-w-0">
                    <span className="block truncate text-xs font-medium text-stone-800">{item.name}</span>
                    <span className="block text-[10px] text-stone-600">{item.meta}</span>
                  </span>
                  <span
                    className={cn('shrink-0 rounded-full px-2 py-0.5 text-[10px] font-medium', item.tone)}
                  >
                    {item.chip}
                  </span>
                </li>
              ))}
            </ul>
          </div>

          <div className="rounded-xl border border-stone-100 bg-stone-50 p-3 sm:col-span-2">
            <p className="text-xs font-semibold text-stone-900">Grocery list</p>
            <ul className="mt-2 space-y-1.5">
              {LIST.map((item) => (
                <li key={item.name} className="flex items-center gap-2 text-xs">
                  <span
                    className={cn(
                      'grid size-4 shrink-0 place-items-center rounded-full border',
                      item.done ? 'border-brand-600 bg-brand-600 text-white' : 'border-stone-300 bg-white',
                    )}
                  >
                    {item.done && <Check className="size-3" strokeWidth={3} />}
                  </span>
                  <span className={item.done ? 'text-stone-600 line-through' : 'text-stone-800'}>
                    {item.name}
                  </span>
                </li>
              ))}
            </ul>
            <p className="mt-3 rounded-lg bg-white px-2 py-1.5 text-[10px] text-stone-600">
              Sam ticked off <span className="font-medium text-stone-800">Milk</span> · just now
            </p>
          </div>

          <div className="rounded-xl border border-stone-100 bg-stone-50 p-3 sm:col-span-5">
            <p className="text-xs font-semibold text-stone-900">This week</p>
            <ol className="mt-2 grid grid-cols-5 gap-1.5">
              {WEEK.map((entry, index) => (
                <li
                  key={entry.day}
                  className={cn(
                    'rounded-lg px-2 py-1.5',
                    index === 0 ? 'bg-brand-100 ring-1 ring-brand-300' : 'bg-white',
                  )}
                >
                  <span className="block text-[10px] font-semibold text-stone-600 uppercase">
                    {entry.day}
                  </span>
                  <span className="block truncate text-[11px] font-medium text-stone-800">{entry.meal}</span>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </div>
    </div>
  );
}
