import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { SESSION_KEY } from '../query-client';
import { applyLiveEvent } from './event-invalidations';
import { openLiveStream } from './live-stream';

/**
 * The family's live stream, open while the signed-in shell is (mounted once, in ShellFrame): each event
 * another member (or this person in another tab) causes goes through the event table
 * (event-invalidations.ts), so every screen stays current with no reload and no polling. Opened in an
 * effect, after the first paint; signing out (here or elsewhere) unmounts the shell, which closes it. Reconnecting:
 * live-stream.ts.
 */
export function useLiveUpdates(familyId: number | null | undefined, userId: number) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!familyId || typeof EventSource === 'undefined') return;
    const viewer = { familyId, userId };
    return openLiveStream(familyId, {
      onEvent: (type, details) => applyLiveEvent(queryClient, type, details, viewer),
      onCatchUp: () => void queryClient.invalidateQueries(),
      // A refused stream may mean the session is over (signed out elsewhere): the session is read again,
      // and when it is, the app gate leaves the shell, which closes the stream for good. A server that
      // is away leaves the session as it was (a known user stays signed in).
      onClosed: () => void queryClient.invalidateQueries({ queryKey: SESSION_KEY }),
    });
  }, [familyId, userId, queryClient]);
}
