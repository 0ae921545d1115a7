import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CreateFamilyBody,
  FAMILY_SIZE_OPTIONS,
  type Family,
  maxLengths,
  profileSetupForm,
  type User,
  usernameFromEmail,
} from '@kitching/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ChefHat } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../components/ui/button.component';
import { Card } from '../../components/ui/card.component';
import { Field } from '../../components/ui/field.component';
import { Input, NativeSelect, Textarea } from '../../components/ui/input.component';
import { Spinner } from '../../components/ui/spinner.component';
import { toast } from '../../components/ui/toast.component';
import { useDocumentTitle } from '../../components/ui/use-document-title.hook';
import { errorMessage } from '../../lib/api';
import { useSession } from '../auth/use-session.hook';
import { refreshAfterSetup, useCreateFamily, useSaveProfile } from './profile-setup.mutations';

export const REDIRECT_AFTER_SETUP_MS = 1500;
export const HARD_REDIRECT_FALLBACK_MS = 3000;

type FormValues = z.input<typeof profileSetupForm>;
/** Each input stops at its schema's limit. */
const MAX = maxLengths(profileSetupForm);
type Phase = 'idle' | 'submitting' | 'done';

/** /profile-setup (spec 2.12, 4): creates the family (the creator is Head Chef) and the profile. */
export function ProfileSetupPage() {
  useDocumentTitle('Set up your kitchen - Kitching');
  const { user, familyId: sessionFamilyId } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const createFamily = useCreateFamily();
  const saveProfile = useSaveProfile();
  const [phase, setPhase] = useState<Phase>('idle');
  const inFlight = useRef(false);
  const savedUser = useRef<User | undefined>(undefined);
  const createdFamily = useRef<Family | undefined>(undefined);
  const hasFamily = Boolean(sessionFamilyId);

  const form = useForm<FormValues>({
    resolver: zodResolver(
      profileSetupForm.superRefine((v, ctx) => {
        if (hasFamily) return;
        if (!v.familyName.trim())
          ctx.addIssue({ code: 'custom', path: ['familyName'], message: 'Family name is required' });
        if (!FAMILY_SIZE_OPTIONS.includes(v.familySize as never))
          ctx.addIssue({ code: 'custom', path: ['familySize'], message: 'Family size is required' });
      }),
    ),
    defaultValues: {
      familyName: user?.family?.name ?? '',
      familySize: '',
      username: user?.username ?? usernameFromEmail(user?.email),
      firstName: user?.firstName ?? '',
      middleInitial: user?.middleInitial ?? '',
      lastName: user?.lastName ?? '',
      dietaryGoals: user?.dietaryGoals ?? '',
    },
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (phase !== 'done') return;
    const soft = setTimeout(() => {
      // Puts the family into the cached session at once (the refetch follows): the dashboard must find
      // it there, or the gate sends a partly set-up user back here.
      void refreshAfterSetup(queryClient, savedUser.current, createdFamily.current);
      navigate('/dashboard', { replace: true });
    }, REDIRECT_AFTER_SETUP_MS);
    const hard = setTimeout(() => {
      if (window.location.pathname !== '/dashboard') window.location.assign('/dashboard');
    }, REDIRECT_AFTER_SETUP_MS + HARD_REDIRECT_FALLBACK_MS);
    return () => {
      clearTimeout(soft);
      clearTimeout(hard);
    };
  }, [phase, navigate, queryClient]);

  const submit = form.handleSubmit(async (values) => {
    if (inFlight.current) return; // second submit blocked
    inFlight.current = true;
    setPhase('submitting');
    let familyId = sessionFamilyId ?? undefined;
    // Only a family created by this submit makes a failed profile save a partial success.
    createdFamily.current = undefined;
    if (!familyId) {
      try {
        const family = await createFamily.mutateAsync({
          name: values.familyName.trim(),
          // Checked against FAMILY_SIZE_OPTIONS by the form's resolver above.
          familySize: values.familySize as CreateFamilyBody['familySize'],
        });
        familyId = family.id;
        createdFamily.current = family;
      } catch (error) {
        toast({
          title: 'Profile setup failed',
          description: errorMessage(error, 'Failed to create family'),
          variant: 'error',
        });
        inFlight.current = false;
        setPhase('idle');
        return;
      }
    }
    try {
      savedUser.current = await saveProfile.mutateAsync({
        username: values.username,
        firstName: values.firstName,
        middleInitial: values.middleInitial,
        lastName: values.lastName,
        dietaryGoals: values.dietaryGoals,
        familyId,
      });
      toast({
        title: 'Setup Complete!',
        description: 'Welcome to your Kitching kitchen.',
        variant: 'success',
      });
    } catch (error) {
      if (!createdFamily.current) {
        // Nothing was set up: stay on the form and let the user try again.
        toast({
          title: 'Profile setup failed',
          description: errorMessage(error, 'Failed to create user profile'),
          variant: 'error',
        });
        inFlight.current = false;
        setPhase('idle');
        return;
      }
      toast({
        title: 'Profile setup partially complete',
        description: `Your family is ready, but your profile was not saved: ${errorMessage(error, 'Failed to create user profile')} You can finish it under Family Profiles.`,
        variant: 'error',
      });
    }
    setPhase('done');
  });

  const label =
    phase === 'submitting' ? 'Setting up...' : phase === 'done' ? 'Setup Complete!' : 'Complete Setup';
  return (
    <div className="flex min-h-dvh items-start justify-center bg-gradient-to-b from-brand-50 to-stone-50 px-4 py-10">
      <Card className="w-full max-w-xl p-6 sm:p-8">
        <div className="flex items-center gap-3">
          <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-600 text-white">
            <ChefHat className="h-6 w-6" aria-hidden />
          </span>
          <div>
            <h1 className="text-2xl font-bold text-stone-900">Welcome to Kitching</h1>
            <p className="text-sm text-stone-600">
              Tell us about your family and yourself to set up your kitchen.
            </p>
          </div>
        </div>
        <form onSubmit={submit} noValidate className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2">
          {hasFamily ? (
            <p className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900 sm:col-span-2">
              You're part of <strong>{user?.family?.name}</strong>.
            </p>
          ) : (
            <>
              <Field label="Family name" error={errors.familyName?.message} className="sm:col-span-2">
                <Input
                  placeholder="The Garcias"
                  autoComplete="organization"
                  maxLength={MAX.familyName}
                  {...form.register('familyName')}
                />
              </Field>
              <Field label="Family size" error={errors.familySize?.message} className="sm:col-span-2">
                <NativeSelect {...form.register('familySize')}>
                  <option value="">Select family size</option>
                  {FAMILY_SIZE_OPTIONS.map((size) => (
                    <option key={size} value={size}>
                      {size}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
            </>
          )}
          <Field label="First name" error={errors.firstName?.message}>
            <Input autoComplete="given-name" maxLength={MAX.firstName} {...form.register('firstName')} />
          </Field>
          <Field label="Last name" error={errors.lastName?.message}>
            <Input autoComplete="family-name" maxLength={MAX.lastName} {...form.register('lastName')} />
          </Field>
          <Field label="Middle initial (optional)" error={errors.middleInitial?.message}>
            <Input maxLength={2} {...form.register('middleInitial')} />
          </Field>
          <Field label="Username" error={errors.username?.message}>
            <Input autoComplete="username" maxLength={MAX.username} {...form.register('username')} />
          </Field>
          <Field
            label="Dietary goals (optional)"
            error={errors.dietaryGoals?.message}
            className="sm:col-span-2"
          >
            <Textarea
              placeholder="e.g. vegetarian weekdays, less sugar, nut allergy"
              maxLength={MAX.dietaryGoals}
              {...form.register('dietaryGoals')}
            />
          </Field>
          <Button type="submit" size="lg" className="sm:col-span-2" disabled={phase !== 'idle'}>
            {phase === 'submitting' ? <Spinner /> : null}
            {label}
          </Button>
        </form>
      </Card>
    </div>
  );
}
