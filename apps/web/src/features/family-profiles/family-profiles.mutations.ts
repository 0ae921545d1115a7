import type { CreateMemberBody, Family, UpdateMemberBody, User } from '@kitching/contracts';
import { useMutation } from '@tanstack/react-query';
import { queryClient } from '../../app/query-client';
import { api } from '../../lib/api';
import { authQueries } from '../auth/auth.queries';
import { familyQueries } from '../families/families.queries';
import { userQueries } from '../users/users.queries';
import { familyProfileQueries } from './family-profiles.queries';

const refreshMembers = () => queryClient.invalidateQueries({ queryKey: familyProfileQueries.all() });
/** The signed-in user's own record feeds the top bar, the avatar menu and the dashboard. */
const refreshSelf = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: authQueries.all() }),
    queryClient.invalidateQueries({ queryKey: userQueries.all() }),
  ]);

export const useAddMember = (familyId: number) =>
  useMutation({
    mutationFn: (body: CreateMemberBody) =>
      api<{ data: User }>(`/api/families/${familyId}/users`, { method: 'POST', body }),
    onSuccess: refreshMembers,
  });

export const useUpdateMember = (selfId: number | undefined) =>
  useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateMemberBody }) =>
      api<{ data: User }>(`/api/users/${id}`, { method: 'PATCH', body }),
    onSuccess: (_res, { id }) => Promise.all([refreshMembers(), id === selfId ? refreshSelf() : null]),
  });

export const useSetPassword = (selfId: number | undefined) =>
  useMutation({
    mutationFn: ({ id, body }: { id: number; body: { newPassword: string; currentPassword?: string } }) =>
      api<{ data: { message: string } }>(`/api/users/${id}/password`, { method: 'PATCH', body }),
    // hasPassword changes: the dialog's title for that member becomes 'Change Password'.
    onSuccess: (_res, { id }) => Promise.all([refreshMembers(), id === selfId ? refreshSelf() : null]),
  });

export const useRenameFamily = (familyId: number) =>
  useMutation({
    mutationFn: (name: string) =>
      api<{ data: Family }>(`/api/families/${familyId}`, { method: 'PATCH', body: { name } }),
    // The name shows in the top bar (family detail) and in every member's nested family.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: familyQueries.all() }),
        refreshMembers(),
        refreshSelf(),
      ]),
  });
