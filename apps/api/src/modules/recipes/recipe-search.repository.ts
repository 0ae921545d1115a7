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

/**
 * How alike a typed word and a word of a name or ingredient must be (pg_trgm's word similarity) for the
 * fallback: 'chiken' and 'chicken' are 0.5, 'lentl' and 'lentil' 0.67. pg_trgm's default (0.6) misses a
 * dropped letter in a short word.
 */
const TYPO_SIMILARITY = 0.4;

/**
 * The family's recipes matching a search. Words are matched by full text (stems, accents folded, a word
 * being typed as a prefix); only when that finds nothing, by trigrams on the names and ingredient names,
 * so a typo still finds the dish while a search that matches never fills up with look-alikes.
 */
export function recipeSearchQueries({ db }: { db: Db }) {
  function query(handle: Db, familyId: number, s: RecipeSearch, match: 'words' | 'typos' | null) {
    const where: (SQL | undefined)[] = [eq(recipes.familyId, familyId), eq(recipes.isArchived, s.archived)];
    const tsq = sql`to_tsquery('kitching_search', ${prefixQuery(s.q)})`;
    const folded = sql`kitching_fold(${s.q})`;
    if (match === 'words') where.push(sql`${vector} @@ ${tsq}`);
    if (match === 'typos') where.push(sql`${folded} <% ${names}`);
    if (s.maxMinutes !== null) where.push(sql`${minutes} BETWEEN 1 AND ${s.maxMinutes}`);
    for (const tag of s.tags)
      where.push(sql`EXISTS (SELECT 1 FROM unnest(${recipes.tags}) AS t WHERE lower(t) = lower(${tag}))`);

    const newest = [desc(recipes.createdAt), desc(recipes.id)];
    const order: SQL[] =
      s.sort === 'relevance' && match
        ? [
            match === 'words'
              ? sql`ts_rank(${vector}, ${tsq}) DESC`
              : sql`word_similarity(${folded}, ${names}) DESC`,
            ...newest,
          ]
        : s.sort === 'name'
          ? [sql`lower(${recipes.name})`, asc(recipes.id)]
          : s.sort === 'quickest'
            ? [sql`(${minutes} = 0)`, sql`${minutes}`, sql`lower(${recipes.name})`, asc(recipes.id)]
            : newest;
    return handle
      .select(getTableColumns(recipes))
      .from(recipes)
      .where(and(...where))
      .orderBy(...order);
  }

  return {
    async search(familyId: number, s: RecipeSearch): Promise<RecipeRow[]> {
      if (!prefixQuery(s.q)) return query(db, familyId, s, null);
      const found = await query(db, familyId, s, 'words');
      if (found.length) return found;
      // The threshold is a setting of the session: set for this transaction only.
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_SIMILARITY)}, true)`,
        );
        return query(tx as unknown as Db, familyId, s, 'typos');
      });
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
