import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type PushSubscriptionRow, pushKeys, pushSubscriptions } from './push.table';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export function pushRepository({ db }: { db: Db }) {
  return {
    async keys(): Promise<VapidKeys | undefined> {
      const [row] = await db
        .select({ publicKey: pushKeys.publicKey, privateKey: pushKeys.privateKey })
        .from(pushKeys)
        .where(eq(pushKeys.id, 1));
      return row;
    },
    /** The first server to start keeps its pair; any other's is dropped (the caller reads again). */
    async keepKeys(keys: VapidKeys): Promise<void> {
      await db
        .insert(pushKeys)
        .values({ id: 1, ...keys })
        .onConflictDoNothing({ target: pushKeys.id });
    },
    /**
     * One row per endpoint: the same browser subscribing again (new keys, or another member signed in
     * on it) takes the row over, so a device never gets one notice twice.
     */
    async upsert(
      values: Pick<PushSubscriptionRow, 'userId' | 'endpoint' | 'p256dh' | 'auth' | 'device'>,
    ): Promise<{ row: PushSubscriptionRow; created: boolean }> {
      const [existing] = await db
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, values.endpoint));
      const [row] = await db
        .insert(pushSubscriptions)
        .values(values)
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: {
            userId: values.userId,
            p256dh: values.p256dh,
            auth: values.auth,
            device: values.device,
            updatedAt: new Date(),
          },
        })
        .returning();
      return { row: row!, created: !existing };
    },
    async listOf(userId: number): Promise<PushSubscriptionRow[]> {
      return db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(asc(pushSubscriptions.id));
    },
    async remove(userId: number, endpoint: string): Promise<number | undefined> {
      const [row] = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ id: pushSubscriptions.id });
      return row?.id;
    },
    /** A subscription the push service said is gone (404/410). */
    async removeById(id: number): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },
  };
}
export type PushRepository = ReturnType<typeof pushRepository>;
