import { ChefHat } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cn } from '../lib/cn';

export const LOADING_DOTS_MS = 500;
export const BACKEND_MESSAGE_MS = 3000;
export const BACKEND_MESSAGES = [
  'Connecting to server...',
  'Starting up your kitchen...',
  'Loading your data...',
  'Almost ready...',
] as const;

/**
 * Full-screen loading view (spec 2.4): a message with dots animated every 500 ms. The full message
 * (e.g. 'Connecting to your kitchen...') is always the page text; the animation only fades its dots.
 */
export function LoadingScreen({
  message = 'Connecting to your kitchen...',
  backendMessages = false,
}: {
  message?: string;
  backendMessages?: boolean;
}) {
  const [dots, setDots] = useState(0);
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setDots((d) => (d + 1) % 4), LOADING_DOTS_MS);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (!backendMessages) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % BACKEND_MESSAGES.length), BACKEND_MESSAGE_MS);
    return () => clearInterval(timer);
  }, [backendMessages]);

  const text = backendMessages ? BACKEND_MESSAGES[index] : message;
  const base = text.replace(/\.+$/, '');
  const trailingDots = text.slice(base.length);
  return (
    <div
      className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-stone-50 p-6 text-center"
      role="status"
      aria-live="polite"
    >
      <div className="flex h-16 w-16 items-center justify-center rounded-2xl bg-brand-600 text-white shadow-lg">
        <ChefHat className="h-9 w-9" aria-hidden />
      </div>
      <p className="text-2xl font-bold text-stone-900">Kitching</p>
      <p className="text-stone-600">
        {base}
        {/* The message's own dots, revealed one by one: the text stays exactly the message
            (for screen readers and the page text) and nothing is re-announced as they animate. */}
        {[...trailingDots].map((dot, i) => (
          <span key={i} className={cn('transition-opacity', i < dots ? 'opacity-100' : 'opacity-0')}>
            {dot}
          </span>
        ))}
      </p>
      {backendMessages ? (
        <p className="text-sm text-stone-500">This may take a moment on first load...</p>
      ) : null}
    </div>
  );
}
