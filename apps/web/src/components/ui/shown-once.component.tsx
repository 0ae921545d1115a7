import { Copy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button.component';
import { toast } from './toast.store';

/**
 * A secret the server answers once (a calendar address, an access token, a webhook's signing secret):
 * shown read-only in a box with Copy, selected on focus so it can be copied by hand where the clipboard
 * is refused. `noun` names it in the copy toasts ('Token copied'); `children` are the box's other actions.
 */
export function ShownOnce({
  id,
  label,
  value,
  noun,
  children,
}: {
  id: string;
  label: ReactNode;
  value: string;
  noun: string;
  children?: ReactNode;
}) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast({ title: `${noun[0]!.toUpperCase()}${noun.slice(1)} copied`, variant: 'success' });
    } catch {
      toast({ title: `Could not copy: select the ${noun} and copy it`, variant: 'error' });
    }
  };
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-brand-200 bg-brand-50 p-3">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <input
        id={id}
        readOnly
        value={value}
        onFocus={(e) => e.currentTarget.select()}
        className="h-10 w-full min-w-0 rounded-lg border border-stone-300 bg-white px-3 font-mono text-xs text-stone-800"
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={copy}>
          <Copy className="h-4 w-4" aria-hidden /> Copy
        </Button>
        {children}
      </div>
    </div>
  );
}
