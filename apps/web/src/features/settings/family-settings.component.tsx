import { useQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.component';
import { useSession } from '../auth/use-session.hook';
import { familyQueries } from '../families/families.queries';
import { memberQueries } from '../families/members.queries';
import { SettingRow } from './settings-section.component';

/** The family this account cooks with; members and the family's name are managed on Family Profiles. */
export function FamilySettings() {
  const { user, familyId } = useSession();
  const family = useQuery({ ...familyQueries.detail(familyId ?? 0), enabled: Boolean(familyId) });
  const members = useQuery({ ...memberQueries.list(familyId ?? 0), enabled: Boolean(familyId) });
  if (!familyId) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="text-sm text-stone-700">You are not part of a family yet.</p>
        <Button asChild>
          <Link to="/profile-setup">Set Up Family</Link>
        </Button>
      </div>
    );
  }
  const count = members.data?.length;
  return (
    <>
      <dl className="flex flex-col gap-3">
        <SettingRow label="Family">{family.data?.name ?? user?.family?.name ?? '—'}</SettingRow>
        <SettingRow label="Members">
          {count === undefined ? '…' : `${count} ${count === 1 ? 'member' : 'members'}`}
        </SettingRow>
      </dl>
      <div>
        <Button asChild variant="secondary">
          <Link to="/family-profiles">
            <Users className="h-4 w-4" aria-hidden /> Family Profiles
          </Link>
        </Button>
      </div>
    </>
  );
}
