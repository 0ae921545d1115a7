import type { CreateMemberBody, Family, UpdateMemberBody, User } from '@kitching/contracts';
import { useMutation } from '@tanstack/react-query';
import { changeCachedLists, upsert } from '../../app/list-cache';
import { queryClient, SESSION_KEY } from '../../app/query-client';
import { api } from '../../lib/api';
import { conflictCurrent } from '../../lib/versioned-save';
import { familyQueries } from '../families/families.queries';
import { userQueries } from '../users/users.queries';
import { familyProfileQueries } from './family-profiles.queries';

const members = (familyId: number) => familyProfileQueries.members(familyId).queryKey;

/**
 * The signed-in user's own record (the session and the profile) feeds the top bar, the avatar menu
 * and the dashboard: a change to it shows there too.
 */
function changeSelf(change: (self: User) => User) {
  for (const key of [SESSION_KEY, userQueries.profile().queryKey])
    queryClient.setQueryData<User | null>(key, (self) => (self ? change(self) : self));
}

export const useAddMember = (familyId: number) =>
  useMutation({
    mutationFn: (body: CreateMemberBody) =>
      api<{ data: User }>(`/api/families/${familyId}/users`, { method: 'POST', body }),
    onSuccess: ({ data }) => changeCachedLists<User>(members(familyId), (list) => upsert(list, data)),
  });

/** A member as the server now has it, in the family's cached list (and as the session, for oneself). */
function showMember(member: User, selfId: number | undefined) {
  if (member.familyId) changeCachedLists<User>(members(member.familyId), (list) => upsert(list, member));
  if (member.id === selfId) changeSelf(() => member);
}

/**
 * `version`: the one the change was made to, sent as If-Match (409 users.version_conflict if someone
 * saved since; the member as stored now then shows in the cached list).
 */
export const useUpdateMember = (selfId: number | undefined) =>
  useMutation({
    mutationFn: ({
      id,
      body,
      version,
    }: {
      id: number;
      body: UpdateMemberBody;
      version?: number | undefined;
    }) =>
      api<{ data: User }>(`/api/users/${id}`, {
        method: 'PATCH',
        body,
        headers: version === undefined ? undefined : { 'if-match': String(version) },
      }),
    onSuccess: ({ data }) => showMember(data, selfId),
    onError: (error) => {
      const current = conflictCurrent<User>(error);
      if (current) showMember(current, selfId);
    },
  });

export const useSetPassword = (selfId: number | undefined) =>
  useMutation({
    mutationFn: ({ id, body }: { id: number; body: { newPassword: string; currentPassword?: string } }) =>
      api<{ data: { message: string } }>(`/api/users/${id}/password`, { method: 'PATCH', body }),
    // hasPassword changes: the dialog's title for that member becomes 'Change Password'.
    onSuccess: (_res, { id }) => {
      const withPassword = (user: User) => (user.id === id ? { ...user, hasPassword: true } : user);
      changeCachedLists<User>(familyProfileQueries.all(), (list) => list.map(withPassword));
      if (id === selfId) changeSelf(withPassword);
    },
  });

export const useRenameFamily = (familyId: number) =>
  useMutation({
    mutationFn: (name: string) =>
      api<{ data: Family }>(`/api/families/${familyId}`, { method: 'PATCH', body: { name } }),
    // The name shows in the top bar (family detail) and in every member's nested family.
    onSuccess: ({ data }) => {
      queryClient.setQueryData(familyQueries.detail(familyId).queryKey, data);
      const renamed = (user: User) =>
        user.family?.id === familyId ? { ...user, family: { ...user.family, name: data.name } } : user;
      changeCachedLists<User>(members(familyId), (list) => list.map(renamed));
      changeSelf(renamed);
    },
  });
