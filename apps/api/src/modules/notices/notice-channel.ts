import type { NoticeChannel as ChannelName, Notice, NoticePreferences } from '@kitching/contracts';

/**
 * The seam between the notices module (which computes due notices, records them exactly once, and keeps
 * the in-app centre) and its outside channels: Web Push (`modules/push/`) and the daily email digest
 * (`modules/notices/digest` or a module of its own). The scheduler records a notice and its deliveries in
 * one transaction, then hands each recipient's new notices to every channel they chose; a channel that
 * fails marks its delivery for a retry on the next pass, never sends twice what it already sent.
 */
export interface NoticeRecipient {
  userId: number;
  familyId: number;
  email: string | null;
  firstName: string | null;
  preferences: NoticePreferences;
}

export interface NoticeChannel {
  name: Exclude<ChannelName, 'in_app'>;
  /** Sends these notices to this member; resolves when the outside service accepted (or refused for good). */
  deliver(recipient: NoticeRecipient, notices: Notice[]): Promise<void>;
}
