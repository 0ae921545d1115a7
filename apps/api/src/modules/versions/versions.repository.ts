import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { VersionScope } from '../../kernel/family-list';
import { familyVersions } from './versions.table';

export type { VersionScope };

export function versionsRepository({ db }: { db: Db }) {
  // Prepared once: every list request reads it before anything else.
  const byFamily = db
    .select({ scope: familyVersions.scope, version: familyVersions.version })
    .from(familyVersions)
    .where(eq(familyVersions.familyId, sql.placeholder('familyId')))
    .prepare('family_versions');

  async function readAll(familyId: number): Promise<{ scope: string; version: number }[]> {
    const rows: { scope: string; version: number }[] = await byFamily.execute({ familyId });
    return rows.map((r) => ({ scope: r.scope, version: Number(r.version) }));
  }

  return {
    readAll,
    /** The family's version of each scope, in the order asked; 0 for data never written. */
    async read(familyId: number, scopes: readonly VersionScope[]): Promise<number[]> {
      const rows = await readAll(familyId);
      return scopes.map((scope) => rows.find((r) => r.scope === scope)?.version ?? 0);
    },
  };
}
export type VersionsRepository = ReturnType<typeof versionsRepository>;
