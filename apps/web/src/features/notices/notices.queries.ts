import type { NoticeSettings } from '@kitching/contracts/notice-settings';
import type { Notice, NoticePreferences } from '@kitching/contracts/notices';
import { queryOptions } from '@tanstack/react-query';
import { fetchData, sendData } from '../../lib/api';

/** A member's own reminders (issue 26): the bell's list and count, and their settings. */
export const noticeQueries = {
  all: (userId: number) => ['notices', userId] as const,
  list: (userId: number) =>
    queryOptions({
      queryKey: [...noticeQueries.all(userId), 'list'] as const,
      queryFn: () => fetchData<Notice[]>(`/api/users/${userId}/notices`, 'Failed to fetch notices'),
    }),
  unread: (userId: number) =>
    queryOptions({
      queryKey: [...noticeQueries.all(userId), 'unread'] as const,
      queryFn: () =>
        fetchData<{ unread: number }>(`/api/users/${userId}/notices/unread`, 'Failed to fetch notices'),
    }),
  preferences: (userId: number) =>
    queryOptions({
      queryKey: ['notice-preferences', userId] as const,
      queryFn: () =>
        fetchData<NoticePreferences>(`/api/users/${userId}/notice-preferences`, 'Failed to fetch reminders'),
    }),
  /** The family's own reminder settings ('expiring within N days'), the same for every member. */
  familySettings: (familyId: number) =>
    queryOptions({
      queryKey: ['notice-settings', familyId] as const,
      queryFn: () =>
        fetchData<NoticeSettings>(
          `/api/families/${familyId}/notice-settings`,
          "Failed to fetch the family's reminder settings",
        ),
    }),
};

export const markNoticesRead = (userId: number, ids?: number[]) =>
  sendData<{ unread: number }>(`/api/users/${userId}/notices/read`, {
    method: 'POST',
    body: ids ? { ids } : {},
  });

export const saveNoticePreferences = (userId: number, body: NoticePreferences) =>
  sendData<NoticePreferences>(`/api/users/${userId}/notice-preferences`, { method: 'PUT', body });

export const saveNoticeSettings = (familyId: number, body: NoticeSettings) =>
  sendData<NoticeSettings>(`/api/families/${familyId}/notice-settings`, { method: 'PUT', body });
