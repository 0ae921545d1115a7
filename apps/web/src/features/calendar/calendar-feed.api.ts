import type { CalendarFeedStatus, CalendarFeedUrl } from '@kitching/contracts';
import { api } from '../../lib/api';

/** Issue 26: the signed-in member's private calendar address (their own only). */
const path = (userId: number) => `/api/users/${userId}/calendar-feed`;

export const calendarFeedKey = (userId: number) => ['calendar-feed', userId] as const;

export const getCalendarFeed = async (userId: number) =>
  (await api<{ data: CalendarFeedStatus }>(path(userId))).data;

/** A new address (the old one stops working); shown once. */
export const makeCalendarFeed = async (userId: number) =>
  (await api<{ data: CalendarFeedUrl }>(path(userId), { method: 'POST' })).data.url;

export const revokeCalendarFeed = (userId: number) => api<unknown>(path(userId), { method: 'DELETE' });
