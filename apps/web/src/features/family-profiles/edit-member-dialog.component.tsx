import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Actor,
  can,
  ROLE_NAMES,
  type Role,
  rolesToAssign,
  showsPasswordSection,
  type User,
} from '@kitching/contracts';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../components/ui/button.component';
import { ConflictNotice } from '../../components/ui/conflict-notice.component';
import { Dialog } from '../../components/ui/dialog.component';
import { DialogFooter } from '../../components/ui/dialog-footer.component';
import { Spinner } from '../../components/ui/spinner.component';
import { toast } from '../../components/ui/toast.component';
import { changedFields, useVersionedSave } from '../../lib/versioned-save';
import { useUpdateMember } from './family-profiles.mutations';
import { MemberFields, reportMemberSaveError } from './member-fields.component';
import { editMemberForm } from './member-forms';
import { passwordDialogTitle } from './password-dialog.component';

type Values = z.input<typeof editMemberForm>;
type Body = z.output<typeof editMemberForm>;

const valuesOf = (member: User): Values => ({
  username: member.username ?? '',
  firstName: member.firstName ?? '',
  middleInitial: member.middleInitial ?? '',
  lastName: member.lastName ?? '',
  role: (member.role ?? 3) as Role,
  dietaryGoals: member.dietaryGoals ?? '',
  email: member.email ?? '',
});

/** The form's fields as a version conflict names them, in the form's order. */
const FIELD_LABELS = {
  firstName: 'First name',
  lastName: 'Last name',
  middleInitial: 'Middle initial',
  username: 'Username',
  email: 'Email',
  role: 'Role',
  dietaryGoals: 'Dietary goals',
} as const satisfies Partial<Record<keyof Body, string>>;

const shownValues = (values: Body) => ({
  ...values,
  role: values.role === undefined ? undefined : ROLE_NAMES[values.role as Role],
});

/**
 * What someone else saved against what was sent, both as the form's schema reads them; only the
 * fields this save sends (the role and the email are left out when the viewer may not change them).
 */
function conflictChanges(current: User, sent: Body) {
  const theirs = editMemberForm.safeParse(valuesOf(current));
  const labels = Object.fromEntries(Object.entries(FIELD_LABELS).filter(([key]) => key in sent)) as Partial<
    Record<string, string>
  >;
  return changedFields<Record<string, unknown>>(
    labels,
    shownValues(theirs.success ? theirs.data : (valuesOf(current) as Body)),
    shownValues(sent),
  );
}

/** 'Edit Family Member' (spec 2.11, 6), with the password section where spec 6 shows it. */
export function EditMemberDialog({
  member,
  viewer,
  onClose,
  onPassword,
}: {
  member: User;
  viewer: Actor;
  onClose(): void;
  /** Opens 'Set Password' / 'Change Password' for this member. */
  onPassword(member: User): void;
}) {
  const update = useUpdateMember(viewer.id);
  // Mounted per member (the page keys it by id), so the defaults are that member's values.
  const form = useForm<Values, unknown, Body>({
    resolver: zodResolver(editMemberForm),
    defaultValues: valuesOf(member),
  });
  const isSelf = member.id === viewer.id;
  const roles = rolesToAssign(viewer, member);
  const roleNote = isSelf ? "You can't change your own role." : 'Your role cannot change this role.';
  // The same rule as the API: only the member changes their email, or the Head Chef gives a child one.
  const emailEditable = can(viewer, 'members.change_email', member);
  const emailNote = emailEditable ? undefined : 'Only this member can change their email.';
  // Saved against the version the dialog opened at; a 409 keeps the dialog open with the conflict.
  const versioned = useVersionedSave<User, Body>(member.version, (body, version) =>
    update.mutateAsync({ id: member.id, body, version }),
  );
  const { conflict } = versioned;

  const submit = form.handleSubmit(async (values) => {
    const body = { ...values };
    if (roles.length <= 1) delete body.role;
    if (!emailEditable) delete body.email;
    try {
      if (!(await versioned.save(body))) return;
      toast({ title: 'User updated', variant: 'success' });
      onClose();
    } catch (error) {
      reportMemberSaveError(form, error, 'Failed to update user');
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Edit Family Member"
      dirty={form.formState.isDirty}
      description={isSelf ? 'Your own profile.' : undefined}
      className="sm:max-w-xl"
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <MemberFields form={form} roles={roles} roleNote={roleNote} emailNote={emailNote} />
        {showsPasswordSection(viewer, member) ? (
          <section
            aria-labelledby="password-section-title"
            className="flex flex-col gap-3 rounded-lg border border-stone-200 bg-stone-50 p-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <div>
              <h3 id="password-section-title" className="text-sm font-semibold text-stone-900">
                Password
              </h3>
              <p className="text-xs text-stone-600">
                {member.hasPassword
                  ? isSelf
                    ? 'Change the password you sign in with.'
                    : 'Set a new password for this member.'
                  : 'No password yet: set one to sign in with the username.'}
              </p>
            </div>
            <Button variant="secondary" onClick={() => onPassword(member)}>
              <KeyRound className="h-4 w-4" aria-hidden />
              {passwordDialogTitle(member, viewer)}
            </Button>
          </section>
        ) : null}
        {conflict ? (
          <ConflictNotice
            noun="member"
            changes={conflictChanges(conflict.current, conflict.values)}
            busy={update.isPending}
            onKeepMine={submit}
            onUseTheirs={onClose}
          />
        ) : null}
        <DialogFooter>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? <Spinner label="Saving" /> : null}
            Save Changes
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
