import { Archive, ArchiveRestore, Trash2, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../components/ui/button.component';

interface BulkBarProps {
  total: number;
  selected: number;
  archivedView: boolean;
  canDelete: boolean;
  busy: boolean;
  onSelectAll(): void;
  onClear(): void;
  onArchive(): void;
  onRestore(): void;
  onDelete(): void;
}

/** Select all / deselect all, 'N of M selected', and the bulk actions of the current view (spec 2.8). */
export function BulkBar({ total, selected, archivedView, canDelete, busy, ...on }: BulkBarProps) {
  const all = total > 0 && selected === total;
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = selected > 0 && !all;
  }, [selected, all]);

  return (
    <section
      aria-label="Bulk actions"
      data-testid="bulk-bar"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-stone-200 bg-white px-4 py-3 shadow-sm"
    >
      <label className="flex cursor-pointer items-center gap-2 text-sm font-medium text-stone-800">
        <input
          ref={box}
          type="checkbox"
          className="h-4 w-4 accent-brand-600"
          checked={all}
          onChange={() => (all ? on.onClear() : on.onSelectAll())}
        />
        {all ? 'Deselect all' : 'Select all'}
      </label>
      <span className="text-sm text-stone-600" aria-live="polite">
        {selected} of {total} selected
      </span>
      {selected > 0 ? (
        <Button variant="link" size="sm" onClick={on.onClear}>
          <X className="h-4 w-4" aria-hidden /> Clear selection
        </Button>
      ) : null}
      <div className="flex flex-wrap gap-2 sm:ml-auto">
        {archivedView ? (
          <>
            <Button variant="secondary" size="sm" disabled={!selected || busy} onClick={on.onRestore}>
              <ArchiveRestore className="h-4 w-4" aria-hidden /> Restore ({selected})
            </Button>
            {canDelete ? (
              <Button variant="danger" size="sm" disabled={!selected || busy} onClick={on.onDelete}>
                <Trash2 className="h-4 w-4" aria-hidden /> Delete ({selected})
              </Button>
            ) : null}
          </>
        ) : (
          <Button variant="secondary" size="sm" disabled={!selected || busy} onClick={on.onArchive}>
            <Archive className="h-4 w-4" aria-hidden /> Archive ({selected})
          </Button>
        )}
      </div>
    </section>
  );
}
