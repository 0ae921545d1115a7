import { useLayoutEffect, useRef } from 'react';

/**
 * Where focus goes when a dialog closes: back to what had it when the dialog opened (the button that
 * opened it), as Radix does for its own Trigger. Our dialogs open from state, with no Trigger, so without
 * this a keyboard user lands on <body> and starts again at the top of the page.
 *
 * The layout effect runs before Radix moves focus into the dialog (a passive effect), so it still sees the
 * opener. If the opener is gone (a deleted row, a closed menu), Radix's default applies.
 */
export function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body)
      opener.current = document.activeElement;
  }, [open]);
  return (event: Event) => {
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected) {
      event.preventDefault();
      target.focus();
    }
  };
}
