import { zodResolver } from '@hookform/resolvers/zod';
import { type Actor, can, DEFAULT_MEMBER_ROLE, type Role, rolesToAdd } from '@kitching/contracts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../components/ui/button.component';
import { Dialog } from '../../components/ui/dialog.component';
import { DialogFooter } from '../../components/ui/dialog-footer.component';
import { Field } from '../../components/ui/field.component';
import { Input } from '../../components/ui/input.component';
import { Spinner } from '../../components/ui/spinner.component';
import { toast } from '../../components/ui/toast.component';
import { memberMax } from '../../lib/field-limits';
import { useAddMember } from './family-profiles.mutations';
import { MemberFields, reportMemberSaveError } from './member-fields.component';
import { addMemberForm } from './member-forms';

type Values = z.input<typeof addMemberForm>;
const EMPTY: Values = {
  username: '',
  firstName: '',
  middleInitial: '',
  lastName: '',
  role: DEFAULT_MEMBER_ROLE as Role,
  dietaryGoals: '',
  email: '',
  password: '',
  confirmPassword: '',
};

/** 'Add Member' (spec 2.11). The Head Chef may give a member without email a password right away. */
export function AddMemberDialog({
  familyId,
  viewer,
  onClose,
}: {
  familyId: number;
  viewer: Actor;
  onClose(): void;
}) {
  const add = useAddMember(familyId);
  const form = useForm<Values, unknown, z.output<typeof addMemberForm>>({
    resolver: zodResolver(addMemberForm),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const email = String(form.watch('email') ?? '').trim();
  // Spec 6: only the Head Chef sets a password, and only for a member without an email. The new
  // member has no id yet (0 is never the viewer), exactly as the API asks the policy.
  const role = Number(form.watch('role'));
  const offersPassword = can(viewer, 'members.set_password', { id: 0, role, email: email || null });

  const submit = form.handleSubmit(async ({ confirmPassword: _, ...body }) => {
    try {
      await add.mutateAsync(offersPassword ? body : { ...body, password: undefined });
      toast({ title: 'User added', variant: 'success' });
      onClose();
    } catch (error) {
      reportMemberSaveError(form, error, 'Failed to create user');
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Add Member"
      dirty={form.formState.isDirty}
      description="Add someone to your family's kitchen."
      className="sm:max-w-xl"
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <MemberFields form={form} roles={rolesToAdd(viewer)} />
        {offersPassword ? (
          <fieldset className="grid grid-cols-1 gap-4 rounded-lg border border-stone-200 p-4 sm:grid-cols-2">
            <legend className="px-1 text-sm font-medium text-stone-800">Password (optional)</legend>
            <p className="-mt-1 text-xs text-stone-500 sm:col-span-2">
              For a member without an email, such as a child: they sign in with their username and this
              password. You can also set it later.
            </p>
            <Field label="Password" error={errors.password?.message}>
              <Input
                type="password"
                autoComplete="new-password"
                maxLength={memberMax.password}
                {...form.register('password')}
              />
            </Field>
            <Field label="Confirm password" error={errors.confirmPassword?.message}>
              <Input
                type="password"
                autoComplete="new-password"
                maxLength={memberMax.password}
                {...form.register('confirmPassword')}
              />
            </Field>
          </fieldset>
        ) : null}
        <DialogFooter>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={add.isPending}>
            {add.isPending ? <Spinner label="Adding" /> : null}
            Add Member
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
