import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

/**
 * Issue 29: a member's personal access tokens. Only the SHA-256 of the token is kept (a random 256-bit
 * secret needs no slow hash), so a leaked database gives no working token. Revoking deletes the row; a
 * trigger tells every server (`kitching_auth`), whose session cache forgets the member at once.
 */
export const personalTokens = pgTable(
  'personal_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scopes: text('scopes').array().notNull(),
    tokenHash: text('token_hash').notNull().unique('personal_tokens_token_hash_unique'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('personal_tokens_user_idx').on(t.userId)],
);
export type PersonalTokenRow = typeof personalTokens.$inferSelect;
