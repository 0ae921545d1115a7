import { customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { recipes } from './recipes.table';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * A recipe's photo (issue 25): the bytes in the database, so a backup and an export hold them too. One per
 * recipe, gone with it. The recipe's `image_hash` names the one it has (its DTO's `imageUrl` changes with it).
 */
export const recipeImages = pgTable('recipe_images', {
  recipeId: integer('recipe_id')
    .primaryKey()
    .references(() => recipes.id, { onDelete: 'cascade' }),
  contentType: text('content_type', { enum: ['image/jpeg', 'image/png', 'image/webp'] }).notNull(),
  bytes: bytea('bytes').notNull(),
  size: integer('size').notNull(),
  /** Hex SHA-256 of the bytes: the ETag. */
  sha256: text('sha256').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type RecipeImageRow = typeof recipeImages.$inferSelect;
