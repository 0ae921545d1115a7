import { ROLE_DESCRIPTIONS, ROLE_NAMES, type Role } from '@kitching/contracts';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Field } from '../../components/ui/field.component';
import { Input, NativeSelect, Textarea } from '../../components/ui/input.component';
import { toast } from '../../components/ui/toast.component';
import { ApiError, errorMessage } from '../../lib/api';
import { memberMax } from '../../lib/field-limits';
import { RoleBadge } from '../families/role-badge.component';

interface MemberFieldValues extends FieldValues {
  username?: unknown;
  firstName?: unknown;
  middleInitial?: unknown;
  lastName?: unknown;
  role?: unknown;
  dietaryGoals?: unknown;
  email?: unknown;
}

/**
 * The member fields shared by 'Add Member' and 'Edit Family Member'. `roles` are the roles the viewer
 * may pick (the API enforces the same policy); with one choice only, the role shows as text and why.
 * `emailNote` (set when the viewer may not change the email, 'members.change_email') shows the email as text.
 */
export function MemberFields<T extends MemberFieldValues>({
  form,
  roles,
  roleNote,
  emailNote,
}: {
  form: UseFormReturn<T>;
  roles: number[];
  roleNote?: string;
  emailNote?: string;
}) {
  const { errors } = form.formState;
  const message = (name: string) => errors[name]?.message as string | undefined;
  const reg = (name: string) => form.register(name as Path<T>);
  const role = Number(form.watch('role' as Path<T>)) as Role;
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <Field label="First name" error={message('firstName')}>
        <Input autoComplete="off" maxLength={memberMax.firstName} {...reg('firstName')} />
      </Field>
      <Field label="Last name" error={message('lastName')}>
        <Input autoComplete="off" maxLength={memberMax.lastName} {...reg('lastName')} />
      </Field>
      <Field label="Middle initial (optional)" error={message('middleInitial')}>
        <Input maxLength={2} autoComplete="off" {...reg('middleInitial')} />
      </Field>
      <Field label="Username" error={message('username')}>
        <Input
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={memberMax.username}
          {...reg('username')}
        />
      </Field>
      {emailNote === undefined ? (
        <Field
          label="Email (optional)"
          error={message('email')}
          hint="Leave empty for a child: they sign in with their username."
          className="sm:col-span-2"
        >
          <Input type="email" autoComplete="off" maxLength={memberMax.email} {...reg('email')} />
        </Field>
      ) : (
        <div className="flex flex-col gap-1.5 sm:col-span-2">
          <span className="text-sm font-medium text-stone-800">Email</span>
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-sm text-stone-700">
              {String(form.getValues('email' as Path<T>) || 'None')}
            </span>
            <span className="text-xs text-stone-500">{emailNote}</span>
          </div>
        </div>
      )}
      {roles.length > 1 ? (
        <Field label="Role" error={message('role')} hint={ROLE_DESCRIPTIONS[role]} className="sm:col-span-2">
          <NativeSelect {...form.register('role' as Path<T>, { valueAsNumber: true })}>
            {roles.map((r) => (
              <option key={r} value={r}>
                {ROLE_NAMES[r as Role]}
              </option>
            ))}
          </NativeSelect>
        </Field>
      ) : (
        <div className="flex flex-col gap-1.5 sm:col-span-2">
          <span className="text-sm font-medium text-stone-800">Role</span>
          <div className="flex flex-wrap items-center gap-2">
            <RoleBadge role={role} />
            {roleNote ? <span className="text-xs text-stone-500">{roleNote}</span> : null}
          </div>
        </div>
      )}
      <Field label="Dietary goals (optional)" error={message('dietaryGoals')} className="sm:col-span-2">
        <Textarea
          placeholder="e.g. vegetarian, nut allergy, more protein"
          maxLength={memberMax.dietaryGoals}
          {...reg('dietaryGoals')}
        />
      </Field>
    </div>
  );
}

/** Puts the server's field messages (400 and 409) on the form's fields; true when there were any. */
export function showServerFieldErrors<T extends FieldValues>(
  form: UseFormReturn<T>,
  error: unknown,
): boolean {
  if (!(error instanceof ApiError)) return false;
  const known = Object.keys(form.getValues());
  let shown = false;
  for (const [field, message] of Object.entries(error.fields)) {
    if (!known.includes(field)) continue;
    form.setError(field as Path<T>, { type: 'server', message });
    shown = true;
  }
  return shown;
}

/**
 * A failed member save (spec 8): the server's message as the title and on its fields, else the
 * screen's fallback title with 'There was an error saving the user.'
 */
export function reportMemberSaveError<T extends FieldValues>(
  form: UseFormReturn<T>,
  error: unknown,
  fallbackTitle: string,
) {
  showServerFieldErrors(form, error);
  const title = errorMessage(error, '');
  toast({
    title: title || fallbackTitle,
    description: title ? undefined : 'There was an error saving the user.',
    variant: 'error',
  });
}
