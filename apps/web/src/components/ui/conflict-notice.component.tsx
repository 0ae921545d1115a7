import { useEffect, useRef } from 'react';
import type { FieldChange } from '../../lib/versioned-save';
import { Button } from './button.component';

interface ConflictNoticeProps {
  /** What was being edited: 'item', 'recipe'. */
  noun: string;
  changes: FieldChange[];
  busy?: boolean;
  onKeepMine(): void;
  onUseTheirs(): void;
}

/**
 * Inside an edit form, after its save was refused because someone else saved first (lib/versioned-save.ts):
 * what they changed against what was typed, and the two ways on. Announced as it appears, and
 * scrolled into view in a long form (clear of the dialog's sticky buttons).
 */
export function ConflictNotice({ noun, changes, busy, onKeepMine, onUseTheirs }: ConflictNoticeProps) {
  const ref = useRef<HTMLDivElement>(null);
  // A block body: scrollIntoView may return a promise (newer browsers), which is no effect cleanup.
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  return (
    <div
      ref={ref}
      role="alert"
      data-testid="conflict-notice"
      className="scroll-mb-24 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <p className="font-medium">Someone else changed this {noun} while you were editing it.</p>
      {changes.length ? (
        <ul className="mt-2 flex flex-col gap-1">
          {changes.map((change) => (
            <li key={change.label} className="break-words">
              <span className="font-medium">{change.label}:</span> {change.theirs} (saved by someone else) ·{' '}
              {change.yours} (yours)
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2">Your values match what they saved.</p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" onClick={onKeepMine} disabled={busy}>
          Keep mine
        </Button>
        <Button size="sm" variant="secondary" onClick={onUseTheirs} disabled={busy}>
          Use theirs
        </Button>
      </div>
    </div>
  );
}
