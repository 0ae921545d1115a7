import type { User } from '@kitching/contracts';
import { useMutation } from '@tanstack/react-query';
import { queryClient } from '../../app/query-client';
import { api } from '../../lib/api';
import { authQueries, signedIn } from './auth.queries';

type AuthResponse = { success: true; data: { token: string; user: User } };
type RegisterResponse = AuthResponse | { success: true; data: { verificationRequired: true; email: string } };

export const useLogin = () =>
  useMutation({
    mutationFn: (body: { email: string; password: string }) =>
      api<AuthResponse>('/api/auth/login', { method: 'POST', body }),
    onSuccess: (res) => signedIn(res.data.user),
  });

export const useRegister = () =>
  useMutation({
    mutationFn: (body: { email: string; password: string }) =>
      api<RegisterResponse>('/api/auth/register', { method: 'POST', body }),
    onSuccess: (res) => {
      if ('user' in res.data) return signedIn(res.data.user);
    },
  });

export const useMagicLink = () =>
  useMutation({
    mutationFn: (body: { email: string }) =>
      api<{ data: { message: string } }>('/api/auth/magic-link', { method: 'POST', body }),
  });

export const useExchangeCode = () =>
  useMutation({
    mutationFn: (code: string) => api<AuthResponse>('/api/auth/exchange', { method: 'POST', body: { code } }),
    onSuccess: (res) => signedIn(res.data.user),
  });

export const useLogout = () =>
  useMutation({
    mutationFn: () => api('/api/auth/logout', { method: 'POST' }),
    onSettled: () => {
      queryClient.clear();
      queryClient.setQueryData(authQueries.session().queryKey, null);
    },
  });
