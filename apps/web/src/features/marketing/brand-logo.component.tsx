import { ChefHat } from 'lucide-react';
import { cn } from '../../lib/cn';

/** The Kitching mark and word. Decorative icon; the word carries the name for screen readers. */
export function BrandLogo({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2 text-lg font-bold tracking-tight', className)}>
      <span
        aria-hidden="true"
        className={cn(
          'grid size-8 place-items-center rounded-lg shadow-sm',
          inverted ? 'bg-white text-brand-700' : 'bg-linear-to-br from-brand-500 to-brand-700 text-white',
        )}
      >
        <ChefHat className="size-5" strokeWidth={2.25} />
      </span>
      <span className={inverted ? 'text-white' : 'text-stone-900'}>Kitching</span>
    </span>
  );
}
