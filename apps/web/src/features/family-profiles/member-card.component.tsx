import { formatDisplayDate, fullName, type User } from '@kitching/contracts';
import { CalendarDays, Pencil, Salad } from 'lucide-react';
import { initials } from '../../app/shell/avatar-menu.component';
import { Button } from '../../components/ui/button.component';
import { Card } from '../../components/ui/card.component';
import { cn } from '../../lib/cn';
import { RoleBadge } from '../families/role-badge.component';

const avatarTones: Record<number, string> = {
  // 700 shades: white initials need a 4.5:1 contrast.
  1: 'bg-violet-700',
  2: 'bg-sky-700',
  3: 'bg-green-700',
  4: 'bg-amber-700',
};

export const memberName = (member: User) => fullName(member) || member.username || member.email || 'Member';

/** One member (spec 2.11): initials, full name, @username, role badge, dietary goals, 'Joined' date. */
export function MemberCard({
  member,
  isSelf,
  onEdit,
}: {
  member: User;
  isSelf: boolean;
  /** Present only when the viewer may edit this member. */
  onEdit?: () => void;
}) {
  const name = memberName(member);
  return (
    <Card className="flex h-full flex-col gap-4 p-5" data-testid="member-card">
      <div className="flex items-start gap-3">
        <span
          aria-hidden
          className={cn(
            'flex h-12 w-12 shrink-0 items-center justify-center rounded-full text-base font-semibold text-white',
            avatarTones[member.role ?? 0] ?? 'bg-stone-600',
          )}
        >
          {initials(member)}
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="flex flex-wrap items-center gap-x-2 font-semibold text-stone-900">
            <span className="truncate" title={name}>
              {name}
            </span>
            {isSelf ? <span className="text-xs font-medium text-stone-500">(you)</span> : null}
          </h3>
          {member.username ? <p className="truncate text-sm text-stone-600">@{member.username}</p> : null}
          <div className="mt-1.5">
            <RoleBadge role={member.role} />
          </div>
        </div>
        {onEdit ? (
          <Button
            variant="ghost"
            size="icon"
            onClick={onEdit}
            aria-label={`Edit ${name}`}
            className="-mr-2 -mt-2"
          >
            <Pencil className="h-4 w-4" aria-hidden />
          </Button>
        ) : null}
      </div>
      <div className="mt-auto flex flex-col gap-2 text-sm">
        <p className="flex items-start gap-2 text-stone-700">
          <Salad className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" aria-hidden />
          <span className="sr-only">Dietary goals: </span>
          {member.dietaryGoals ? (
            <span className="break-words">{member.dietaryGoals}</span>
          ) : (
            <span className="text-stone-500">No dietary goals</span>
          )}
        </p>
        <p className="flex items-center gap-2 text-stone-500">
          <CalendarDays className="h-4 w-4 shrink-0" aria-hidden />
          Joined {formatDisplayDate(member.createdAt)}
        </p>
      </div>
    </Card>
  );
}
