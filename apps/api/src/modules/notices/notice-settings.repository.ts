import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { noticeFamilies } from './notices.table';

/**
 * The family's reminder settings in `notice_families` (the row the scheduler also claims families by):
 * read one family's, write one family's. The pass reads them through `notices.expiryDays`.
 */
export function noticeSettingsRepository({ db }: { db: Db }) {
  return {
    async expiryDays(familyId: number): Promise<number | null> {
      const [row] = await db
        .select({ days: noticeFamilies.expiryDays })
        .from(noticeFamilies)
        .where(eq(noticeFamilies.familyId, familyId));
      return row?.days ?? null;
    },
    /** Only `expiry_days`: the scheduler's claim columns of an existing row are left as they are. */
    async saveExpiryDays(familyId: number, expiryDays: number): Promise<void> {
      await db
        .insert(noticeFamilies)
        .values({ familyId, expiryDays })
        .onConflictDoUpdate({ target: noticeFamilies.familyId, set: { expiryDays } });
    },
  };
}
export type NoticeSettingsRepository = ReturnType<typeof noticeSettingsRepository>;
