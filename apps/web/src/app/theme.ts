import { useSyncExternalStore } from 'react';

/** Spec 2.4 / 9: Orange or Purple, always light, stored under `kitching-theme`; default orange. */
export const THEME_STORAGE_KEY = 'kitching-theme';
export const THEMES = [
  { id: 'orange', label: 'Orange' },
  { id: 'purple', label: 'Purple' },
] as const;
export type ThemeId = (typeof THEMES)[number]['id'];

function read(): ThemeId {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return stored === 'purple' ? 'purple' : 'orange';
  } catch {
    return 'orange';
  }
}

const listeners = new Set<() => void>();
let theme: ThemeId = typeof window === 'undefined' ? 'orange' : read();

export function applyTheme(next: ThemeId = theme) {
  document.documentElement.dataset.theme = next;
}

export function setTheme(next: ThemeId) {
  theme = next;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, next);
  } catch {
    // Private mode: the choice lasts for this visit only.
  }
  applyTheme(next);
  for (const l of listeners) l();
}

export function useTheme(): [ThemeId, (next: ThemeId) => void] {
  const value = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => theme,
  );
  return [value, setTheme];
}
