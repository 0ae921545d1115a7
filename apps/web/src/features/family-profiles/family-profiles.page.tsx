import { type Actor, can, rolesToAdd, type User } from '@kitching/contracts';
import { useQuery } from '@tanstack/react-query';
import { Pencil, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.component';
import { Card } from '../../components/ui/card.component';
import { NoFamily } from '../../components/ui/no-family.component';
import { Spinner } from '../../components/ui/spinner.component';
import { useDocumentTitle } from '../../components/ui/use-document-title.hook';
import { EmailDeliveryNotice } from '../auth/email-delivery-notice.component';
import { useSession } from '../auth/use-session.hook';
import { familyQueries } from '../families/families.queries';
import { memberQueries } from '../families/members.queries';
import { AddMemberDialog } from './add-member-dialog.component';
import { EditMemberDialog } from './edit-member-dialog.component';
import { FamilyNameDialog } from './family-name-dialog.component';
import { FamilyOverview } from './family-overview.component';
import { MemberCard } from './member-card.component';
import { PasswordDialog } from './password-dialog.component';

type Open = { kind: 'add' } | { kind: 'family-name' } | { kind: 'edit' | 'password'; member: User } | null;

const byRole = (a: User, b: User) => (a.role ?? 9) - (b.role ?? 9) || a.id - b.id;

/** /family-profiles (spec 2.11): the family, its members, and what the viewer's role lets them change. */
export function FamilyProfilesPage() {
  useDocumentTitle('Family Profiles - Kitching');
  const { user, familyId } = useSession();
  const [open, setOpen] = useState<Open>(null);
  const family = useQuery({ ...familyQueries.detail(familyId ?? 0), enabled: Boolean(familyId) });
  const members = useQuery({ ...memberQueries.list(familyId ?? 0), enabled: Boolean(familyId) });

  if (!user || !familyId)
    return (
      <NoFamily
        title="No family members yet"
        message="Set up your family to invite the people you cook with."
      />
    );
  // The viewer's role as the member list has it, so a change made here applies at once.
  const me = members.data?.find((m) => m.id === user.id);
  const viewer: Actor = { id: user.id, role: me?.role ?? user.role, familyId };
  const familyName = family.data?.name ?? user.family?.name ?? 'Your family';
  const list = [...(members.data ?? [])].sort(byRole);
  const canAdd = rolesToAdd(viewer).length > 0;
  const close = () => setOpen(null);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-medium text-brand-700">Family Profiles</p>
          <div className="flex items-center gap-1">
            <h1
              className="truncate text-2xl font-bold text-stone-900 sm:text-3xl"
              data-testid="family-heading"
              title={familyName}
            >
              {familyName}
            </h1>
            {can(viewer, 'family.rename') ? (
              <Button
                variant="ghost"
                size="icon"
                aria-label="Edit family name"
                onClick={() => setOpen({ kind: 'family-name' })}
              >
                <Pencil className="h-4 w-4" aria-hidden />
              </Button>
            ) : null}
          </div>
          <p className="text-sm text-stone-600">Everyone in your kitchen and what they can do.</p>
        </div>
        {canAdd ? (
          <Button onClick={() => setOpen({ kind: 'add' })} className="self-start sm:self-auto">
            <UserPlus className="h-4 w-4" aria-hidden />
            Add Member
          </Button>
        ) : null}
      </header>
      <EmailDeliveryNotice viewer={viewer} />

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[1fr_18rem]">
        <div className="lg:order-2">
          <FamilyOverview members={members.data ? list : undefined} />
        </div>
        <section aria-labelledby="members-title" className="flex flex-col gap-3 lg:order-1">
          <h2 id="members-title" className="text-lg font-semibold text-stone-900">
            Members
          </h2>
          {members.isPending ? (
            <div className="flex items-center gap-2 text-stone-600">
              <Spinner label="Loading family members" /> Loading family members...
            </div>
          ) : members.isError ? (
            <Card className="flex flex-col items-start gap-3 border-red-200 p-5" role="alert">
              <p className="font-medium text-red-700">Failed to fetch family users</p>
              <p className="text-sm text-stone-600">{members.error.message}</p>
              <Button variant="secondary" onClick={() => members.refetch()}>
                Try again
              </Button>
            </Card>
          ) : list.length === 0 ? (
            <Card className="flex flex-col items-center gap-3 p-10 text-center">
              <Users className="h-10 w-10 text-stone-300" aria-hidden />
              <p className="font-medium text-stone-700">No family members yet</p>
              {canAdd ? <Button onClick={() => setOpen({ kind: 'add' })}>Add Member</Button> : null}
            </Card>
          ) : (
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2" aria-label="Family members">
              {list.map((member) => (
                <li key={member.id}>
                  <MemberCard
                    member={member}
                    isSelf={member.id === viewer.id}
                    onEdit={
                      can(viewer, 'members.edit', member)
                        ? () => setOpen({ kind: 'edit', member })
                        : undefined
                    }
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      {open?.kind === 'add' ? <AddMemberDialog familyId={familyId} viewer={viewer} onClose={close} /> : null}
      {open?.kind === 'family-name' ? (
        <FamilyNameDialog familyId={familyId} name={familyName} onClose={close} />
      ) : null}
      {open?.kind === 'edit' ? (
        <EditMemberDialog
          key={open.member.id}
          member={open.member}
          viewer={viewer}
          onClose={close}
          onPassword={(member) => setOpen({ kind: 'password', member })}
        />
      ) : null}
      {open?.kind === 'password' ? (
        <PasswordDialog member={open.member} viewer={viewer} onClose={close} />
      ) : null}
    </div>
  );
}
