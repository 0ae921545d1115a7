import { zodResolver } from '@hookform/resolvers/zod';
import type { Actor, User } from '@kitching/contracts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../components/ui/button.component';
import { Dialog } from '../../components/ui/dialog.component';
import { Field } from '../../components/ui/field.component';
import { Input } from '../../components/ui/input.component';
import { Spinner } from '../../components/ui/spinner.component';
import { toast } from '../../components/ui/toast.component';
import { errorMessage } from '../../lib/api';
import { passwordMax } from '../../lib/field-limits';
import { useSetPassword } from './family-profiles.mutations';
import { memberName } from './member-card.component';
import { showServerFieldErrors } from './member-fields.component';
import { passwordForm } from './member-forms';

type Values = z.input<typeof passwordForm>;

/** 'Change Password' for one's own existing password; 'Set Password' otherwise (spec 2.11). */
export const passwordDialogTitle = (member: User, viewer: Actor) =>
  member.id === viewer.id && member.hasPassword ? 'Change Password' : 'Set Password';

/**
 * Spec 6: one's own password may include the current one (the API requires it when one is set);
 * another member's sends only the new one.
 */
export function PasswordDialog({
  member,
  viewer,
  onClose,
}: {
  member: User;
  viewer: Actor;
  onClose(): void;
}) {
  const setPassword = useSetPassword(viewer.id);
  const isSelf = member.id === viewer.id;
  const asksCurrent = isSelf && member.hasPassword;
  const form = useForm<Values, unknown, z.output<typeof passwordForm>>({
    resolver: zodResolver(passwordForm),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const title = passwordDialogTitle(member, viewer);

  const submit = form.handleSubmit(async ({ newPassword, currentPassword }) => {
    try {
      const body = asksCurrent ? { newPassword, currentPassword } : { newPassword };
      await setPassword.mutateAsync({ id: member.id, body });
      toast({ title: 'Success', description: 'Password updated successfully.', variant: 'success' });
      onClose();
    } catch (error) {
      showServerFieldErrors(form, error);
      toast({ title: errorMessage(error, 'Failed to set password'), variant: 'error' });
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={
        isSelf
          ? 'Your other devices will be signed out.'
          : `${memberName(member)} signs in with @${member.username} and this password.`
      }
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        {/* Lets password managers tie the new password to the right account. */}
        <input type="text" hidden readOnly autoComplete="username" value={member.username ?? ''} />
        {asksCurrent ? (
          <Field label="Current password" error={errors.currentPassword?.message}>
            <Input
              type="password"
              autoComplete="current-password"
              maxLength={passwordMax.currentPassword}
              {...form.register('currentPassword')}
            />
          </Field>
        ) : null}
        <Field label="New password" error={errors.newPassword?.message} hint="At least 6 characters.">
          <Input
            type="password"
            autoComplete="new-password"
            maxLength={passwordMax.newPassword}
            {...form.register('newPassword')}
          />
        </Field>
        <Field label="Confirm new password" error={errors.confirmPassword?.message}>
          <Input
            type="password"
            autoComplete="new-password"
            maxLength={passwordMax.newPassword}
            {...form.register('confirmPassword')}
          />
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={setPassword.isPending}>
            {setPassword.isPending ? <Spinner label="Saving" /> : null}
            {title}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
