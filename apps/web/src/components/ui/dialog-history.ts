/**
 * The phone's Back button closes the open dialog instead of leaving the page. Each open dialog owns one
 * history entry (same address, `kitchingDialog: depth` in history.state) pushed when it opens; a dialog
 * that closes otherwise (saved, Cancel, Escape) has its entry taken back. The entries are brought in
 * line with the open dialogs a microtask after each change, so StrictMode's unmount-and-mount and a
 * dialog that closes while the next opens cost no history churn.
 */
const KEY = 'kitchingDialog';

interface Open {
  /** Back was pressed while this dialog was the top one: it asks to close (may ask 'Discard changes?'). */
  onBack(): void;
}

const open: Open[] = [];
/** history.go() calls of ours whose popstate has not arrived yet. */
let ownMoves = 0;
let scheduled = false;
let listening = false;

const entries = (): number => {
  const state = window.history.state as Record<string, unknown> | null;
  return typeof state?.[KEY] === 'number' ? (state[KEY] as number) : 0;
};

function sync() {
  scheduled = false;
  if (ownMoves > 0) return; // the popstate of our own move syncs again
  const have = entries();
  if (have < open.length) {
    for (let depth = have + 1; depth <= open.length; depth++)
      window.history.pushState({ ...(window.history.state ?? {}), [KEY]: depth }, '');
  } else if (have > open.length) {
    ownMoves++;
    window.history.go(open.length - have);
  }
}

function schedule() {
  if (scheduled) return;
  scheduled = true;
  queueMicrotask(sync);
}

function onPopState() {
  if (ownMoves > 0) {
    ownMoves--;
    schedule();
    return;
  }
  // Back (or Forward) by the user: every dialog above the entry now current asks to close, top first.
  const have = entries();
  for (let i = open.length - 1; i >= have; i--) open[i]?.onBack();
}

/** Registers an open dialog; returns its unregister. */
export function openDialogEntry(dialog: Open): () => void {
  if (!listening) {
    window.addEventListener('popstate', onPopState);
    listening = true;
  }
  open.push(dialog);
  schedule();
  return () => {
    const index = open.indexOf(dialog);
    if (index >= 0) open.splice(index, 1);
    schedule();
  };
}

/** After Back asked a dirty dialog to close and the person kept editing: its entry is put back. */
export const restoreDialogEntries = schedule;
