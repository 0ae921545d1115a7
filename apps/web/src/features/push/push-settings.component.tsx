import { useEffect, useState } from 'react';
import { errorMessage } from '../../lib/api';
import { useSession } from '../auth/use-session.hook';
import { type PushState, pushState, pushSupported, turnPushOff, turnPushOn } from './push-client';

export { pushSupported };

const BLOCKED =
  "Notifications are blocked in the browser for Kitching. Allow them in the browser's site settings to get notices on this device.";

/** Settings' 'Push on this device': this browser's subscription to the member's notices. */
export function PushSettings() {
  const { user } = useSession();
  const userId = user?.id;
  const [state, setState] = useState<PushState | 'loading'>('loading');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  useEffect(() => {
    if (!userId) return;
    let live = true;
    pushState(userId)
      .then((next) => live && setState(next))
      .catch(() => live && setState('off'));
    return () => {
      live = false;
    };
  }, [userId]);

  if (!userId || state === 'loading') return null;
  if (state === 'unsupported')
    return <p className="text-sm text-stone-600">This browser cannot show push notices from Kitching.</p>;

  const on = state === 'on';
  const toggle = async () => {
    setBusy(true);
    setError('');
    try {
      setState(await (on ? turnPushOff(userId) : turnPushOn(userId)));
    } catch (failure) {
      setError(errorMessage(failure, on ? 'Could not turn push off.' : 'Could not turn push on.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <p id="push-toggle-label" className="text-sm font-medium text-stone-800">
            Push on this device
          </p>
          <p className="text-sm text-stone-600" aria-live="polite">
            {state === 'denied' ? 'Blocked in the browser' : on ? 'On: notices arrive here' : 'Off'}
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby="push-toggle-label"
          disabled={busy || state === 'denied'}
          onClick={() => void toggle()}
          className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-50 ${on ? 'bg-brand-600' : 'bg-stone-300'}`}
        >
          <span
            aria-hidden="true"
            className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-6' : 'translate-x-1'}`}
          />
        </button>
      </div>
      {state === 'denied' && (
        <p role="status" className="text-sm text-amber-800">
          {BLOCKED}
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
