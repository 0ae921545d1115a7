import { useSyncExternalStore } from 'react';

/** What the shell's indicator shows: online or not, changes still queued, notes about dropped changes. */
export interface OfflineStatus {
  online: boolean;
  queued: number;
  syncing: boolean;
  notes: { id: number; text: string }[];
}

let status: OfflineStatus = {
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  queued: 0,
  syncing: false,
  notes: [],
};
const listeners = new Set<() => void>();
let nextNote = 1;

export const offlineStatus = () => status;

export function setOfflineStatus(change: Partial<OfflineStatus>) {
  status = { ...status, ...change };
  for (const l of listeners) l();
}

/** A note for the person: a change dropped, or theirs lost to a later one (kept until dismissed). */
export function addNote(text: string) {
  setOfflineStatus({ notes: [...status.notes, { id: nextNote++, text }].slice(-5) });
}
export const dismissNote = (id: number) =>
  setOfflineStatus({ notes: status.notes.filter((n) => n.id !== id) });

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useOfflineStatus = () => useSyncExternalStore(subscribe, offlineStatus, offlineStatus);

/** Whether a change should go to the queue rather than straight to the server: offline, or others wait. */
export const shouldQueue = () => !status.online || status.queued > 0;
