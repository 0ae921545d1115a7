import { X } from 'lucide-react';
import * as D from 'radix-ui/dialog';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useReturnFocus } from './return-focus.hook';

interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A modal dialog: focus trapped, Escape closes, full-height sheet on phones. */
export function Dialog({ open, onOpenChange, title, description, children, className }: DialogProps) {
  const returnFocus = useReturnFocus(open);
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-40 bg-stone-900/40 backdrop-blur-[1px]" />
        <D.Content
          className={cn(
            'fixed z-50 flex flex-col bg-white shadow-xl focus:outline-none',
            'inset-x-0 bottom-0 max-h-[92dvh] rounded-t-2xl',
            'sm:inset-auto sm:left-1/2 sm:top-1/2 sm:max-h-[88dvh] sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl',
            className,
          )}
          onCloseAutoFocus={returnFocus}
        >
          <div className="flex items-start justify-between gap-4 border-b border-stone-100 px-5 py-4">
            <div>
              <D.Title className="text-lg font-semibold text-stone-900">{title}</D.Title>
              {description ? (
                <D.Description className="mt-1 text-sm text-stone-600">{description}</D.Description>
              ) : (
                <D.Description className="sr-only">{title}</D.Description>
              )}
            </div>
            <D.Close
              // 44 px to tap on a phone, drawn no bigger than before.
              className="-mr-2 -mt-2 flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-stone-500 hover:bg-stone-100 hover:text-stone-800 focus-visible:outline-2 focus-visible:outline-brand-600"
              aria-label="Close"
            >
              <X className="h-5 w-5" aria-hidden />
            </D.Close>
          </div>
          <div className="overflow-y-auto px-5 py-4">{children}</div>
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
