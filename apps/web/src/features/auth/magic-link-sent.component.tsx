import { type EmailDelivery, MAGIC_LINK_TTL_MINUTES } from '@kitching/contracts';

/**
 * What became of a requested sign-in link. Without email on the server the link is only in the
 * server's log: the person is told so, and who can help, instead of "check your email".
 */
export function MagicLinkSent({ to, delivery }: { to: string; delivery: EmailDelivery }) {
  if (delivery === 'email')
    return (
      <p className="rounded-lg bg-green-50 p-3 text-sm text-green-800" role="status">
        We sent a sign-in link to {to}. It works once and expires in {MAGIC_LINK_TTL_MINUTES} minutes.
      </p>
    );
  return (
    <div className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900" role="alert">
      <p className="font-semibold">Email is not set up on this server</p>
      <p className="mt-1">
        No email was sent to {to}. Ask your family's Head Chef for help, or sign in with your password on the
        Login tab.
      </p>
    </div>
  );
}
