import { RefreshCw, X } from 'lucide-react';
import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Button } from '../../components/ui/button.component';

export const UPDATE_MESSAGE = 'A new version of Kitching is ready';

interface UpdatePromptProps {
  onReload: () => void;
  onDismiss: () => void;
}

/**
 * The small notice of a new build, at the bottom of the screen (above the content, under the toasts).
 * A status region: announced without taking the focus from what the person is doing; Reload and
 * Later are ordinary buttons, reached with Tab.
 */
export function UpdatePrompt({ onReload, onDismiss }: UpdatePromptProps) {
  const [busy, setBusy] = useState(false);
  return (
    <section
      role="status"
      aria-label="App update"
      className="fixed inset-x-3 bottom-3 z-[90] mx-auto flex max-w-md items-center gap-3 rounded-xl border border-stone-200 bg-white p-3 shadow-lg sm:left-4 sm:right-auto sm:mx-0"
    >
      <RefreshCw className="h-5 w-5 shrink-0 text-brand-700" aria-hidden />
      <p className="flex-1 text-sm font-medium text-stone-800">{UPDATE_MESSAGE}</p>
      <Button
        size="sm"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          onReload();
        }}
      >
        {busy ? 'Reloading...' : 'Reload'}
      </Button>
      <Button variant="ghost" size="icon" className="h-8 w-8" aria-label="Later" onClick={onDismiss}>
        <X className="h-4 w-4" aria-hidden />
      </Button>
    </section>
  );
}

let root: Root | undefined;

/** Shows the notice in a root of its own (it may come before or after the app's first render). */
export function showUpdatePrompt(onReload: () => void) {
  if (!root) {
    const host = document.createElement('div');
    host.id = 'kitching-update';
    document.body.append(host);
    root = createRoot(host);
  }
  const current = root;
  current.render(<UpdatePrompt onReload={onReload} onDismiss={() => current.render(null)} />);
}
