import type { RecipeSearch, RecipeTagCount } from '@kitching/contracts';
import { and, asc, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type RecipeRow, recipes } from './recipes.table';

/**
 * The words of a search as a prefix tsquery ('red lentl' -> 'red:* & lentl:*'): every word must be
 * there, each may be the start of a longer one (the box searches as the person types). Letters and
 * digits only, so nothing the person types can break the query's syntax. Empty when there is no word.
 */
export function prefixQuery(q: string): string {
  const words = q.normalize('NFKC').match(/[\p{L}\p{N}]+/gu) ?? [];
  return words
    .slice(0, 12)
    .map((w) => `${w}:*`)
    .join(' & ');
}

// Generated columns of drizzle/0018 (kept by PostgreSQL, not in the Drizzle table so never selected).
const vector = sql`${recipes}."search_vector"`;
const names = sql`${recipes}."search_names"`;
const minutes = sql`(${recipes.prepTime} + ${recipes.cookTime})`;

/** The family's recipes matching a search: full text first, then the trigram fallback for typos. */
export function recipeSearchQueries({ db }: { db: Db }) {
  return {
    async search(familyId: number, s: RecipeSearch): Promise<RecipeRow[]> {
      const where: (SQL | undefined)[] = [
        eq(recipes.familyId, familyId),
        eq(recipes.isArchived, s.archived),
      ];
      const words = prefixQuery(s.q);
      const tsq = sql`to_tsquery('kitching_search', ${words})`;
      const folded = sql`kitching_fold(${s.q})`;
      if (words) where.push(sql`(${vector} @@ ${tsq} OR ${folded} <% ${names})`);
      if (s.maxMinutes !== null) where.push(sql`${minutes} BETWEEN 1 AND ${s.maxMinutes}`);
      for (const tag of s.tags)
        where.push(sql`EXISTS (SELECT 1 FROM unnest(${recipes.tags}) AS t WHERE lower(t) = lower(${tag}))`);

      const newest = [desc(recipes.createdAt), desc(recipes.id)];
      const order: SQL[] =
        s.sort === 'relevance' && words
          ? [
              sql`(${vector} @@ ${tsq}) DESC`,
              sql`ts_rank(${vector}, ${tsq}) DESC`,
              sql`word_similarity(${folded}, ${names}) DESC`,
              ...newest,
            ]
          : s.sort === 'name'
            ? [sql`lower(${recipes.name})`, asc(recipes.id)]
            : s.sort === 'quickest'
              ? [sql`(${minutes} = 0)`, sql`${minutes}`, sql`lower(${recipes.name})`, asc(recipes.id)]
              : newest;
      return db
        .select(getTableColumns(recipes))
        .from(recipes)
        .where(and(...where))
        .orderBy(...order);
    },

    /** The tags of the family's recipes (active or archived), one per spelling ignoring case, most used first. */
    async tagCounts(familyId: number, archived: boolean): Promise<RecipeTagCount[]> {
      const result = await db.execute(sql`
        SELECT min(t) AS tag, count(*)::int AS count
        FROM ${recipes}, unnest(${recipes.tags}) AS t
        WHERE ${recipes.familyId} = ${familyId} AND ${recipes.isArchived} = ${archived}
        GROUP BY lower(t)
        ORDER BY count(*) DESC, lower(min(t))
        LIMIT 200`);
      return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as RecipeTagCount[];
    },
  };
}
