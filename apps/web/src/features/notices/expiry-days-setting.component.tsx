import { zodResolver } from '@hookform/resolvers/zod';
import { can } from '@kitching/contracts';
import {
  EXPIRY_DAYS_MAX,
  EXPIRY_DAYS_MIN,
  type NoticeSettings,
  noticeSettingsSchema,
} from '@kitching/contracts/notice-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button.component';
import { Input } from '../../components/ui/input.component';
import { LoadError } from '../../components/ui/load-error.component';
import { errorMessage } from '../../lib/api';
import { setServerErrors } from '../../lib/form-errors';
import { useSession } from '../auth/use-session.hook';
import { noticeQueries, saveNoticeSettings } from './notices.queries';

/**
 * Settings › Reminders, for the whole family: how many days ahead 'Food about to expire' looks. Shown
 * only to those who may change it (a Head Chef or Sous Chef, 'family.reminders'); checked by the same
 * schema as the API's.
 */
export function ExpiryDaysSetting() {
  const { user, familyId } = useSession();
  const actor = user ? { id: user.id, role: user.role, familyId: familyId ?? null } : null;
  if (!familyId || !actor || !can(actor, 'family.reminders')) return null;
  return <ExpiryDaysForm familyId={familyId} />;
}

function ExpiryDaysForm({ familyId }: { familyId: number }) {
  const id = useId();
  const queryClient = useQueryClient();
  const stored = useQuery(noticeQueries.familySettings(familyId));
  const [saved, setSaved] = useState(false);
  const form = useForm<NoticeSettings>({ resolver: zodResolver(noticeSettingsSchema) });
  const { reset } = form;
  useEffect(() => {
    if (stored.data) reset(stored.data);
  }, [stored.data, reset]);
  const save = useMutation({
    mutationFn: (body: NoticeSettings) => saveNoticeSettings(familyId, body),
    onSuccess: (data) => {
      queryClient.setQueryData(noticeQueries.familySettings(familyId).queryKey, data);
      setSaved(true);
    },
    onError: (error) => setServerErrors(form, error),
  });
  const fieldError = form.formState.errors.expiryDays?.message;

  return (
    // A part of the Reminders section under its own heading, not a region (the page's regions are its sections).
    <div className="flex flex-col gap-3 border-t border-stone-200 pt-5">
      <div>
        <h3 id={`${id}-title`} className="text-sm font-semibold text-stone-900">
          For the whole family
        </h3>
        <p className="text-sm text-stone-600">
          How early everyone's 'Food about to expire' reminders come. Head Chefs and Sous Chefs can change it.
        </p>
      </div>
      {stored.isPending ? (
        <p className="text-sm text-stone-600">Loading…</p>
      ) : stored.isError ? (
        <LoadError
          text="Couldn't load the family's reminder settings."
          onRetry={() => void stored.refetch()}
          retrying={stored.isFetching}
        />
      ) : (
        <form
          noValidate
          className="flex flex-col gap-3"
          onSubmit={form.handleSubmit((body) => save.mutate(body))}
        >
          <label
            htmlFor={`${id}-days`}
            className="flex flex-wrap items-center gap-x-2 gap-y-1.5 text-sm text-stone-800"
          >
            <span>Remind about items expiring within</span>
            {/* The number and its unit stay together when the sentence wraps on a phone. */}
            <span className="flex items-center gap-2">
              <Input
                id={`${id}-days`}
                type="number"
                inputMode="numeric"
                min={EXPIRY_DAYS_MIN}
                max={EXPIRY_DAYS_MAX}
                step={1}
                className="w-20!"
                aria-invalid={fieldError ? true : undefined}
                aria-describedby={fieldError ? `${id}-error` : undefined}
                {...form.register('expiryDays', {
                  valueAsNumber: true,
                  onChange: () => setSaved(false),
                })}
              />
              <span>days</span>
            </span>
          </label>
          {fieldError ? (
            <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
              {fieldError}
            </p>
          ) : null}
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" variant="secondary" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save for the family'}
            </Button>
            <span role="status" className="text-sm text-stone-600">
              {save.isError && !fieldError
                ? errorMessage(save.error, "Could not save the family's reminder settings.")
                : saved
                  ? 'Saved for the whole family'
                  : ''}
            </span>
          </div>
        </form>
      )}
    </div>
  );
}
