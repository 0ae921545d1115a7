import { RefreshCw, TriangleAlert } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from './button.component';

interface LoadErrorProps {
  /** Spec 8's text for the failed load. */
  text: string;
  onRetry(): void;
  retrying: boolean;
  /** 'panel': a page's main list, centred with an icon; 'inline': a card's section. */
  variant?: 'panel' | 'inline';
  className?: string;
}

/** A load that failed: what failed, and 'Try again' (spinning while it tries). */
export function LoadError({ text, onRetry, retrying, variant = 'inline', className }: LoadErrorProps) {
  const panel = variant === 'panel';
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col gap-2',
        panel ? 'items-center gap-3 py-12 text-center' : 'items-start',
        className,
      )}
    >
      {panel ? <TriangleAlert className="h-10 w-10 text-red-400" aria-hidden /> : null}
      <p className={cn('font-medium text-stone-800', panel ? undefined : 'text-sm')}>{text}</p>
      <Button variant="secondary" size={panel ? 'md' : 'sm'} onClick={onRetry} disabled={retrying}>
        <RefreshCw className={retrying ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} aria-hidden />
        Try again
      </Button>
    </div>
  );
}
