import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { families } from '../families/families.table';
import { users } from '../users/users.table';

/** Ingredients keep their order; quantities stay text (spec 3); the raw line is never lost. */
export interface StoredIngredient {
  name: string;
  quantity: string;
  unit: string;
  raw?: string;
  /** The heading of its group ('For the dough'; issue 28); absent when it has none. */
  group?: string;
}

export const recipes = pgTable(
  'recipes',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description'),
    servings: integer('servings').notNull().default(4),
    prepTime: integer('prep_time').notNull().default(0),
    cookTime: integer('cook_time').notNull().default(0),
    instructions: text('instructions'),
    source: text('source'),
    sourceName: text('source_name'),
    ingredients: jsonb('ingredients').$type<StoredIngredient[]>().notNull().default([]),
    difficulty: text('difficulty', { enum: ['easy', 'medium', 'hard'] }),
    /** Categories, cuisines and keywords, as imports give them (issue 24). */
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    isArchived: boolean('is_archived').notNull().default(false),
    /** The SHA-256 of its photo in recipe_images, null when it has none (kept with it in one transaction). */
    imageHash: text('image_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Bumped by a trigger on every update (If-Match, db/versioned.ts). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    // The list's filter and order (newest first: the index read backwards) straight from the index.
    index('recipes_family_list_idx').on(t.familyId, t.isArchived, t.createdAt, t.id),
    index('recipes_created_by_idx').on(t.createdBy),
  ],
);
export type RecipeRow = typeof recipes.$inferSelect;
