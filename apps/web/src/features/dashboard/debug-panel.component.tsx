import type { User } from '@kitching/contracts';

interface Props {
  user: User | null;
  profileLoaded: boolean;
  familyId: number | null;
  familyName: string | null;
}

/**
 * Spec 2.5's debug panel: current user, profile loaded, family id, family name. Collapsed: it is for
 * the one who helps when something looks wrong, not for every morning. The page shows it to Kitchen
 * Leaders only (`can(actor, 'family.debug')`): a Cook or a Kitchen Helper never sees ids.
 */
export function DebugPanel({ user, profileLoaded, familyId, familyName }: Props) {
  return (
    <details
      className="rounded-xl border border-dashed border-stone-300 bg-white p-4 text-sm"
      data-testid="debug-panel"
    >
      <summary className="cursor-pointer font-medium text-stone-700">Debug panel</summary>
      <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-stone-700">
        <dt className="font-medium">Current user</dt>
        <dd className="break-all">{user ? `${user.email ?? user.username} (id ${user.id})` : 'none'}</dd>
        <dt className="font-medium">Profile loaded</dt>
        <dd>{profileLoaded ? 'yes' : 'no'}</dd>
        <dt className="font-medium">Family id</dt>
        <dd>{familyId ?? 'none'}</dd>
        <dt className="font-medium">Family name</dt>
        <dd className="break-all">{familyName ?? 'none'}</dd>
      </dl>
    </details>
  );
}
