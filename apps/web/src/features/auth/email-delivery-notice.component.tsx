import { type Actor, can } from '@kitching/contracts';
import { useQuery } from '@tanstack/react-query';
import { MailWarning } from 'lucide-react';
import { authQueries } from './auth.queries';

/**
 * For the family's leaders, when the server has no SMTP_URL: a member who asks for a sign-in link is
 * told to ask them, and this tells them where that link went.
 */
export function EmailDeliveryNotice({ viewer }: { viewer: Actor }) {
  const leader = can(viewer, 'family.debug');
  const delivery = useQuery({ ...authQueries.emailDelivery(), enabled: leader });
  if (!leader || delivery.data !== 'server_log') return null;
  return (
    <aside
      className="flex gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
      aria-label="Email setup"
    >
      <MailWarning className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
      <div>
        <p className="font-semibold">Email is not set up on this server</p>
        <p className="mt-1">
          Sign-in links that members ask for are written to the server's log (the terminal running Kitching),
          not emailed. Find the link there and pass it on, or give a member a password. To email links, set
          SMTP_URL and MAIL_FROM (see the README).
        </p>
      </div>
    </aside>
  );
}
