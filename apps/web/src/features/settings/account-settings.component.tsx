import { type Actor, roleName, showsPasswordSection, type User } from '@kitching/contracts';
import { fullName } from '@kitching/contracts/names';
import { useQuery } from '@tanstack/react-query';
import { KeyRound, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.component';
import { useSession } from '../auth/use-session.hook';
import { memberQueries } from '../families/members.queries';
import { EditMemberDialog } from '../family-profiles/edit-member-dialog.component';
import { PasswordDialog, passwordDialogTitle } from '../family-profiles/password-dialog.component';
import { SettingRow } from './settings-section.component';

type Open = 'profile' | 'password' | null;

/**
 * The signed-in person's account: name, username, email and role, with the family page's own dialogs
 * to edit the profile and change the password (one form and one rule for both places).
 */
export function AccountSettings() {
  const { user, familyId } = useSession();
  const [open, setOpen] = useState<Open>(null);
  const members = useQuery({ ...memberQueries.list(familyId ?? 0), enabled: Boolean(familyId) });
  if (!user) return null;
  // The member as the family's list has them: it carries the version an edit is saved against.
  const me: User = members.data?.find((m) => m.id === user.id) ?? user;
  const viewer: Actor = { id: user.id, role: me.role ?? user.role, familyId };
  const editable = Boolean(familyId && members.data?.some((m) => m.id === user.id));
  const close = () => setOpen(null);

  return (
    <>
      <dl className="flex flex-col gap-3">
        <SettingRow label="Name">{fullName(me) || '—'}</SettingRow>
        <SettingRow label="Username">{me.username ? `@${me.username}` : '—'}</SettingRow>
        <SettingRow label="Email">
          {me.email ?? (
            <span className="font-normal text-stone-600">No email: signs in with the username</span>
          )}
        </SettingRow>
        <SettingRow label="Role">{roleName(me.role)}</SettingRow>
      </dl>
      <div className="flex flex-wrap gap-2">
        {editable ? (
          <Button variant="secondary" onClick={() => setOpen('profile')}>
            <Pencil className="h-4 w-4" aria-hidden /> Edit profile
          </Button>
        ) : null}
        {editable && showsPasswordSection(viewer, me) ? (
          <Button variant="secondary" onClick={() => setOpen('password')}>
            <KeyRound className="h-4 w-4" aria-hidden /> {passwordDialogTitle(me, viewer)}
          </Button>
        ) : null}
      </div>
      {open === 'profile' ? (
        <EditMemberDialog
          member={me}
          viewer={viewer}
          onClose={close}
          onPassword={() => setOpen('password')}
        />
      ) : null}
      {open === 'password' ? <PasswordDialog member={me} viewer={viewer} onClose={close} /> : null}
    </>
  );
}
