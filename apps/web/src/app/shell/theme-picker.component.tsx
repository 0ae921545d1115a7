import { useId } from 'react';
import { cn } from '../../lib/cn';
import { THEMES, useTheme } from '../theme';

const swatch = { orange: 'bg-orange-500', purple: 'bg-purple-500' } as const;

/** Colour-scheme picker (spec 2.4): Orange or Purple; `labelled` shows the names on a phone too. */
export function ThemePicker({ labelled = false }: { labelled?: boolean }) {
  const [theme, setTheme] = useTheme();
  // The phone menu shows a second picker: each needs its own radio group.
  const group = useId();
  return (
    <fieldset className="flex items-center gap-1 rounded-full border border-stone-200 bg-white p-1">
      <legend className="sr-only">Colour scheme</legend>
      {THEMES.map((t) => (
        <label
          key={t.id}
          title={t.label}
          className={cn(
            'flex cursor-pointer items-center gap-1.5 rounded-full px-2 py-1 text-xs font-medium',
            theme === t.id ? 'bg-stone-100 text-stone-900' : 'text-stone-600 hover:text-stone-900',
            'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
          )}
        >
          <input
            type="radio"
            name={group}
            value={t.id}
            checked={theme === t.id}
            onChange={() => setTheme(t.id)}
            className="sr-only"
          />
          <span className={cn('h-3.5 w-3.5 rounded-full', swatch[t.id])} aria-hidden />
          {labelled ? (
            <span>{t.label}</span>
          ) : (
            <>
              <span className="hidden sm:inline">{t.label}</span>
              <span className="sr-only sm:hidden">{t.label}</span>
            </>
          )}
        </label>
      ))}
    </fieldset>
  );
}
