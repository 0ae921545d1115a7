import { bigint, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * One number per family and kind of data ('inventory', 'recipes', 'members', 'family'), bumped by
 * database triggers on every insert, update or delete (drizzle/0002_family_versions_triggers.sql), so
 * no write path can forget it and every server process sees the same number. List answers carry it in
 * their ETag and are cached under it (app/family-list.ts).
 */
export const familyVersions = pgTable(
  'family_versions',
  {
    familyId: integer('family_id').notNull(),
    scope: text('scope').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.familyId, t.scope] })],
);
