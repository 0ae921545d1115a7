import {
  Apple,
  Beef,
  Croissant,
  CupSoda,
  type LucideIcon,
  Milk,
  Package,
  Snowflake,
  Wheat,
} from 'lucide-react';
import { cn } from '../../lib/cn';

/** Spec 2.7: icons for these seven categories, and one default for the rest. */
const ICONS: Record<string, { icon: LucideIcon; tone: string }> = {
  Bakery: { icon: Croissant, tone: 'bg-amber-100 text-amber-700' },
  Dairy: { icon: Milk, tone: 'bg-sky-100 text-sky-700' },
  Produce: { icon: Apple, tone: 'bg-green-100 text-green-700' },
  Meat: { icon: Beef, tone: 'bg-red-100 text-red-700' },
  Frozen: { icon: Snowflake, tone: 'bg-cyan-100 text-cyan-700' },
  Beverages: { icon: CupSoda, tone: 'bg-violet-100 text-violet-700' },
  Pantry: { icon: Wheat, tone: 'bg-yellow-100 text-yellow-800' },
};
const DEFAULT = { icon: Package, tone: 'bg-stone-100 text-stone-600' };

export function CategoryIcon({ category, className }: { category: string; className?: string }) {
  const { icon: Icon, tone } = ICONS[category] ?? DEFAULT;
  return (
    <span
      className={cn('flex h-9 w-9 shrink-0 items-center justify-center rounded-lg', tone, className)}
      data-category-icon={ICONS[category] ? category : 'default'}
      aria-hidden
    >
      <Icon className="h-5 w-5" />
    </span>
  );
}
