import type { User } from '@kitching/contracts';
import { fullName } from '@kitching/contracts/names';
import { Archive, LogOut, Settings, Users } from 'lucide-react';
import * as M from 'radix-ui/dropdown-menu';
import { useNavigate } from 'react-router';
import { useArchivedRecipeCount } from './archived-count.hook';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm text-stone-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800';

export function initials(user: Pick<User, 'firstName' | 'lastName' | 'email' | 'username'>) {
  const fromNames = `${user.firstName?.[0] ?? ''}${user.lastName?.[0] ?? ''}`;
  return (fromNames || user.username?.[0] || user.email?.[0] || '?').toUpperCase();
}

export function AvatarMenu({ user, onLogout }: { user: User; onLogout: () => void }) {
  const navigate = useNavigate();
  const archived = useArchivedRecipeCount(user.familyId);
  const name = fullName(user) || user.username || user.email || 'Chef';
  return (
    <M.Root>
      <M.Trigger
        aria-label="Account menu"
        className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {initials(user)}
      </M.Trigger>
      <M.Portal>
        <M.Content
          align="end"
          sideOffset={8}
          className="z-50 w-64 rounded-xl border border-stone-200 bg-white p-1.5 shadow-lg"
        >
          <div className="px-2 py-2">
            <p className="truncate text-sm font-semibold text-stone-900">{name}</p>
            <p className="truncate text-xs text-stone-500">{user.email ?? `@${user.username}`}</p>
          </div>
          <M.Separator className="my-1 h-px bg-stone-100" />
          <M.Item className={itemClass} onSelect={() => navigate('/family-profiles')}>
            <Users className="h-4 w-4" aria-hidden /> Family Profile
          </M.Item>
          <M.Item className={itemClass} onSelect={() => navigate('/recipes?archived=true')}>
            <Archive className="h-4 w-4" aria-hidden /> Archived Recipes
            <span className="ml-auto rounded-full bg-stone-100 px-2 text-xs text-stone-700">
              {archived ?? 0}
            </span>
          </M.Item>
          <M.Item className={itemClass} onSelect={() => navigate('/settings')}>
            <Settings className="h-4 w-4" aria-hidden /> Settings
          </M.Item>
          <M.Separator className="my-1 h-px bg-stone-100" />
          <M.Item className={itemClass} onSelect={onLogout}>
            <LogOut className="h-4 w-4" aria-hidden /> Log out
          </M.Item>
        </M.Content>
      </M.Portal>
    </M.Root>
  );
}
