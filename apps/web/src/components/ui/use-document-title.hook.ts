import { useEffect } from 'react';

/**
 * Sets the browser tab title while the calling page is mounted. The previous title comes back on
 * unmount, so a page that never sets one does not keep a stale title from the page before it.
 */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
