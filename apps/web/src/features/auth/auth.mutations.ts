import type { EmailDelivery, LoginBody, RegisterBody, User } from '@kitching/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { authQueries, signedIn } from './auth.queries';

type Signed = { token: string; user: User; firstSignIn: boolean };
type Registered = Signed | { verificationRequired: true; email: string };

export const useLogin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LoginBody) =>
      (await api<{ data: Signed }>('/api/auth/login', { method: 'POST', body })).data,
    onSuccess: ({ user }) => signedIn(queryClient, user),
  });
};

export const useRegister = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RegisterBody) =>
      (await api<{ data: Registered }>('/api/auth/register', { method: 'POST', body })).data,
    onSuccess: (registered) => {
      if ('user' in registered) return signedIn(queryClient, registered.user);
    },
  });
};

export const useMagicLink = () =>
  useMutation({
    mutationFn: async (body: { email: string }) =>
      (
        await api<{ data: { message: string; delivery: EmailDelivery } }>('/api/auth/magic-link', {
          method: 'POST',
          body,
        })
      ).data,
  });

export const useExchangeCode = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) =>
      (await api<{ data: Signed }>('/api/auth/exchange', { method: 'POST', body: { code } })).data,
    onSuccess: ({ user }) => signedIn(queryClient, user),
  });
};

export const useLogout = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('/api/auth/logout', { method: 'POST' }),
    onSettled: () => {
      queryClient.clear();
      queryClient.setQueryData(authQueries.session().queryKey, null);
    },
  });
};
