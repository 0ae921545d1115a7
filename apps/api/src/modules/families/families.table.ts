import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const families = pgTable('families', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  familySize: text('family_size'),
  createdBy: integer('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type FamilyRow = typeof families.$inferSelect;
