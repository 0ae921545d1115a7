import { zodResolver } from '@hookform/resolvers/zod';
import { type EmailDelivery, loginBody, magicLinkBody, maxLengths, registerForm } from '@kitching/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../components/ui/button.component';
import { Field } from '../../components/ui/field.component';
import { Input } from '../../components/ui/input.component';
import { PasswordInput } from '../../components/ui/password-input.component';
import { Spinner } from '../../components/ui/spinner.component';
import { toast } from '../../components/ui/toast.component';
import { errorMessage } from '../../lib/api';
import { useLogin, useMagicLink, useRegister } from './auth.mutations';
import { MagicLinkSent } from './magic-link-sent.component';
import { signInWelcome } from './sign-in-welcome';

/** Each input stops at its schema's limit. */
const loginMax = maxLengths(loginBody);
const registerMax = maxLengths(registerForm);

export function LoginForm({ onDone }: { onDone(): void }) {
  const login = useLogin();
  const form = useForm<z.input<typeof loginBody>>({
    resolver: zodResolver(loginBody),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: ({ firstSignIn, user }) => {
        toast({ ...signInWelcome(firstSignIn, user), variant: 'success' });
        onDone();
      },
      onError: (error) =>
        toast({
          title: 'Login failed',
          description: errorMessage(error, 'Invalid credentials'),
          variant: 'error',
        }),
    }),
  );
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <Field label="Email or username" error={errors.email?.message}>
        <Input
          type="text"
          autoComplete="username"
          inputMode="email"
          maxLength={loginMax.email}
          {...form.register('email')}
        />
      </Field>
      <Field label="Password" error={errors.password?.message}>
        <PasswordInput
          autoComplete="current-password"
          maxLength={loginMax.password}
          {...form.register('password')}
        />
      </Field>
      <Button type="submit" disabled={login.isPending} size="lg">
        {login.isPending ? <Spinner /> : null} Sign In
      </Button>
    </form>
  );
}

export function MagicLinkForm() {
  const magic = useMagicLink();
  const [sent, setSent] = useState<{ to: string; delivery: EmailDelivery } | null>(null);
  const form = useForm<z.input<typeof magicLinkBody>>({
    resolver: zodResolver(magicLinkBody),
    defaultValues: { email: '' },
  });
  const submit = form.handleSubmit((values) =>
    magic.mutate(values as { email: string }, {
      onSuccess: ({ delivery }) => {
        setSent({ to: values.email, delivery });
        // Without email on the server, nothing was sent: the box under the form says what to do.
        if (delivery === 'email')
          toast({
            title: 'Magic link sent!',
            description: 'Check your email for a sign-in link.',
            variant: 'success',
          });
      },
      onError: (error) =>
        toast({
          title: 'Failed to send magic link',
          description: errorMessage(error, 'Please try again'),
          variant: 'error',
        }),
    }),
  );
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <Field label="Email" error={form.formState.errors.email?.message}>
        <Input type="email" autoComplete="email" maxLength={registerMax.email} {...form.register('email')} />
      </Field>
      <Button type="submit" disabled={magic.isPending} size="lg">
        {magic.isPending ? <Spinner /> : null} Send Magic Link
      </Button>
      {sent ? (
        <MagicLinkSent to={sent.to} delivery={sent.delivery} />
      ) : (
        <p className="text-sm text-stone-500">
          We'll email you a link that signs you in, no password needed.
        </p>
      )}
    </form>
  );
}

export function RegisterForm({ onSignedIn }: { onSignedIn(): void }) {
  const register = useRegister();
  const [verifyEmail, setVerifyEmail] = useState<string | null>(null);
  const form = useForm<z.input<typeof registerForm>>({
    resolver: zodResolver(registerForm),
    defaultValues: { email: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(({ email, password }) =>
    register.mutate(
      { email, password },
      {
        onSuccess: (registered) => {
          if ('user' in registered) {
            toast({
              title: 'Account created',
              description: "Let's set up your family kitchen.",
              variant: 'success',
            });
            onSignedIn();
          } else {
            setVerifyEmail(registered.email);
            toast({
              title: 'Account created',
              description: 'Check your email to verify your account.',
              variant: 'success',
            });
          }
        },
        onError: (error) =>
          toast({
            title: 'Registration failed',
            description: errorMessage(error, 'Failed to create account'),
            variant: 'error',
          }),
      },
    ),
  );
  if (verifyEmail)
    return (
      <p className="rounded-lg bg-green-50 p-4 text-sm text-green-800" role="status">
        Almost there! We sent a confirmation link to <strong>{verifyEmail}</strong>. Open it on this device to
        finish signing up.
      </p>
    );
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <Field label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" maxLength={registerMax.email} {...form.register('email')} />
      </Field>
      <Field label="Password" error={errors.password?.message} hint="At least 6 characters">
        <PasswordInput
          autoComplete="new-password"
          maxLength={registerMax.password}
          {...form.register('password')}
        />
      </Field>
      <Field label="Confirm password" error={errors.confirmPassword?.message}>
        <PasswordInput
          autoComplete="new-password"
          maxLength={registerMax.password}
          {...form.register('confirmPassword')}
        />
      </Field>
      <Button type="submit" disabled={register.isPending} size="lg">
        {register.isPending ? <Spinner /> : null} Create Account
      </Button>
    </form>
  );
}
