import { toCalendarDate } from '@kitching/contracts';
import { useEffect, useState } from 'react';

/**
 * The viewer's calendar date, for the 'Expired' and 'Expires soon' marks. A page left open past
 * midnight must not keep yesterday's: it is read again when the window regains focus or becomes
 * visible, and whenever `refreshedAt` changes (the inventory query's last update, so every refetch).
 */
export function useToday(refreshedAt: number): string {
  const [today, setToday] = useState(() => toCalendarDate());

  // biome-ignore lint/correctness/useExhaustiveDependencies: each refetch is the trigger, not a value used.
  useEffect(() => {
    setToday(toCalendarDate());
  }, [refreshedAt]);

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
