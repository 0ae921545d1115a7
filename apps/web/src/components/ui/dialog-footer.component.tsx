import type { ReactNode } from 'react';

/**
 * A dialog's buttons, kept in view while the body scrolls. The dialog body has 1rem of padding, so
 * the bar sticks 1rem below it to sit flush with the sheet's edge; on phones the buttons share the width.
 */
export function DialogFooter({ children }: { children: ReactNode }) {
  return (
    <div className="sticky -bottom-4 -mx-5 -mb-4 mt-5 flex flex-wrap justify-end gap-2 border-t border-stone-100 bg-white px-5 py-3 [&>*]:flex-[1_0_auto] sm:[&>*]:flex-none">
      {children}
    </div>
  );
}
