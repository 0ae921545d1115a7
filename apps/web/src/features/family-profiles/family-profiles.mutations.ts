import type { CreateMemberBody, Family, UpdateMemberBody, User } from '@kitching/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { changeCachedLists, upsert } from '../../app/list-cache';
import { SESSION_KEY } from '../../app/query-client';
import { sendData, type VersionedChange } from '../../lib/api';
import { conflictCurrent } from '../../lib/versioned-save';
import { familyQueries } from '../families/families.queries';
import { memberQueries } from '../families/members.queries';
import { userQueries } from '../users/users.queries';

const members = (familyId: number) => memberQueries.list(familyId).queryKey;

/**
 * The signed-in user's own record (the session and the profile) feeds the top bar, the avatar menu
 * and the dashboard: a change to it shows there too.
 */
function changeSelf(queryClient: QueryClient, change: (self: User) => User) {
  for (const key of [SESSION_KEY, userQueries.profile().queryKey])
    queryClient.setQueryData<User | null>(key, (self) => (self ? change(self) : self));
}

export const useAddMember = (familyId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateMemberBody) =>
      sendData<User>(`/api/families/${familyId}/users`, { method: 'POST', body }),
    onSuccess: (member) =>
      changeCachedLists<User>(queryClient, members(familyId), (list) => upsert(list, member)),
  });
};

/** A member as the server now has it, in the family's cached list (and as the session, for oneself). */
function showMember(queryClient: QueryClient, member: User, selfId: number | undefined) {
  if (member.familyId)
    changeCachedLists<User>(queryClient, members(member.familyId), (list) => upsert(list, member));
  if (member.id === selfId) changeSelf(queryClient, () => member);
}

/**
 * `version`: the one the change was made to, sent as If-Match (409 users.version_conflict if someone
 * saved since; the member as stored now then shows in the cached list).
 */
export const useUpdateMember = (selfId: number | undefined) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, version }: VersionedChange<UpdateMemberBody>) =>
      sendData<User>(`/api/users/${id}`, { method: 'PATCH', body, version }),
    onSuccess: (member) => showMember(queryClient, member, selfId),
    onError: (error) => {
      const current = conflictCurrent<User>(error);
      if (current) showMember(queryClient, current, selfId);
    },
  });
};

export const useSetPassword = (selfId: number | undefined) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: { newPassword: string; currentPassword?: string } }) =>
      sendData<{ message: string }>(`/api/users/${id}/password`, { method: 'PATCH', body }),
    // hasPassword changes: the dialog's title for that member becomes 'Change Password'.
    onSuccess: (_message, { id }) => {
      const withPassword = (user: User) => (user.id === id ? { ...user, hasPassword: true } : user);
      changeCachedLists<User>(queryClient, memberQueries.lists(), (list) => list.map(withPassword));
      if (id === selfId) changeSelf(queryClient, withPassword);
    },
  });
};

export const useRenameFamily = (familyId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      sendData<Family>(`/api/families/${familyId}`, { method: 'PATCH', body: { name } }),
    // The name shows in the top bar (family detail) and in every member's nested family.
    onSuccess: (family) => {
      queryClient.setQueryData(familyQueries.detail(familyId).queryKey, family);
      const renamed = (user: User) =>
        user.family?.id === familyId ? { ...user, family: { ...user.family, name: family.name } } : user;
      changeCachedLists<User>(queryClient, members(familyId), (list) => list.map(renamed));
      changeSelf(queryClient, renamed);
    },
  });
};
