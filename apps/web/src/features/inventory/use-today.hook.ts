import { toCalendarDate } from '@kitching/contracts';
import { useEffect, useState } from 'react';

/**
 * The viewer's calendar date, for the 'Expired' and 'Expires soon' marks. A page left open past
 * midnight must not keep yesterday's: it is read again when the window regains focus or becomes
 * visible, and whenever `list` changes (the inventory query's data: every refetch, and every change
 * made here, which updates the list without a refetch).
 */
export function useToday(list: unknown): string {
  const [today, setToday] = useState(() => toCalendarDate());

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new list is the trigger, not a value used.
  useEffect(() => {
    setToday(toCalendarDate());
  }, [list]);

  useEffect(() => {
    const refresh = () => setToday(toCalendarDate());
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  return today;
}
