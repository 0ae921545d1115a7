import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { families } from '../families/families.table';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-case; null for members who sign in by username only (a child). */
    email: text('email'),
    username: text('username'),
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    middleInitial: text('middle_initial'),
    role: smallint('role'),
    familyId: integer('family_id').references(() => families.id, { onDelete: 'set null' }),
    dietaryGoals: text('dietary_goals'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Bumped when anything a member sees changes (drizzle/0008_member_version_trigger.sql). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_username_lower_unique').on(sql`lower(${t.username})`),
    index('users_family_idx').on(t.familyId),
  ],
);
export type UserRow = typeof users.$inferSelect;
