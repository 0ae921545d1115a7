import { CloudOff, RefreshCw, X } from 'lucide-react';
import { dismissNote, useOfflineStatus } from '../../lib/offline';

/**
 * Under the top bar: 'Offline - changes will sync' with the number of changes kept on this device,
 * while offline or while the queue is not empty; and the notes about changes the sync dropped or
 * lost to a later one, until dismissed.
 */
export function OfflineIndicator() {
  const { online, queued, notes } = useOfflineStatus();
  const showBar = !online || queued > 0;
  if (!showBar && !notes.length) return null;
  const count = `${queued} ${queued === 1 ? 'change' : 'changes'} queued`;
  return (
    <div className="sticky top-16 z-20 flex flex-col gap-1 border-b border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900 md:px-6">
      {showBar ? (
        <p role="status" data-testid="offline-indicator" className="flex items-center gap-2 font-medium">
          {online ? (
            <RefreshCw className="h-4 w-4 shrink-0 animate-spin motion-reduce:animate-none" aria-hidden />
          ) : (
            <CloudOff className="h-4 w-4 shrink-0" aria-hidden />
          )}
          <span>
            {online ? 'Syncing changes' : 'Offline - changes will sync'}
            <span data-testid="offline-queued"> ({count})</span>
          </span>
        </p>
      ) : null}
      {!online ? (
        <p className="pl-6 text-xs text-amber-800" data-testid="offline-scope">
          Grocery lists and inventory work offline; other changes need the network.
        </p>
      ) : null}
      {notes.length ? (
        <ul aria-label="Sync notes" className="flex flex-col gap-1">
          {notes.map((note) => (
            <li key={note.id} role="alert" className="flex items-start gap-2" data-testid="sync-note">
              <span className="min-w-0 flex-1 break-words">{note.text}</span>
              <button
                type="button"
                className="shrink-0 rounded p-1 hover:bg-amber-100"
                aria-label="Dismiss note"
                onClick={() => dismissNote(note.id)}
              >
                <X className="h-4 w-4" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
