import { RECIPE_SEARCH_LIMIT, type RecipeSearch, type RecipeTagCount } from '@kitching/contracts';
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

// A generated column of drizzle/0018 (kept by PostgreSQL, not in the Drizzle table so never selected).
const vector = sql`${recipes}."search_vector"`;
const minutes = sql`(${recipes.prepTime} + ${recipes.cookTime})`;

/** The words a typed word may be a typo of, at most this many (the nearest first). */
const NEAR_WORDS = 3;

/**
 * The family's recipes matching a search, at most RECIPE_SEARCH_LIMIT (`limit: false`: all of them, for
 * a filter the caller applies after, such as what the pantry covers). Words are matched by full text
 * (stems, accents folded, a word being typed as a prefix); only when that finds nothing, each word is
 * replaced by the family's words it is near by trigrams (drizzle/0018's recipe_words: 'corriander' ->
 * 'coriander', 'chiken' -> 'chicken') and the full-text search runs with those, so a typo still finds the
 * dish while a search that matches never fills up with look-alikes.
 */
export function recipeSearchQueries({ db }: { db: Db }) {
  function query(familyId: number, s: RecipeSearch, words: string | null, limit: boolean) {
    const where: (SQL | undefined)[] = [eq(recipes.familyId, familyId), eq(recipes.isArchived, s.archived)];
    const tsq = sql`to_tsquery('kitching_search', ${words ?? ''})`;
    if (words) where.push(sql`${vector} @@ ${tsq}`);
    if (s.maxMinutes !== null) where.push(sql`${minutes} BETWEEN 1 AND ${s.maxMinutes}`);
    for (const tag of s.tags)
      where.push(sql`EXISTS (SELECT 1 FROM unnest(${recipes.tags}) AS t WHERE lower(t) = lower(${tag}))`);

    const newest = [desc(recipes.createdAt), desc(recipes.id)];
    const order: SQL[] =
      s.sort === 'relevance' && words
        ? [sql`ts_rank(${vector}, ${tsq}) DESC`, ...newest]
        : s.sort === 'name'
          ? [sql`lower(${recipes.name})`, asc(recipes.id)]
          : s.sort === 'quickest'
            ? [sql`(${minutes} = 0)`, sql`${minutes}`, sql`lower(${recipes.name})`, asc(recipes.id)]
            : newest;
    const rows = db
      .select(getTableColumns(recipes))
      .from(recipes)
      .where(and(...where))
      .orderBy(...order);
    return limit ? rows.limit(RECIPE_SEARCH_LIMIT) : rows;
  }

  /** Each typed word or the family's words near it ('(corriander:* | coriander)'); '' when a word has none. */
  async function nearQuery(familyId: number, q: string): Promise<string> {
    const result = await db.execute(sql`
      SELECT typed.word AS typed, near.words
      FROM unnest(regexp_split_to_array(kitching_fold(${q.normalize('NFKC')}), '[^[:alnum:]]+')) AS typed(word)
      CROSS JOIN LATERAL (
        SELECT coalesce(array_agg(w.word), '{}') AS words FROM (
          SELECT word FROM recipe_words
          WHERE family_id = ${familyId} AND word % typed.word
          ORDER BY similarity(word, typed.word) DESC, word
          LIMIT ${NEAR_WORDS}
        ) AS w
      ) AS near
      WHERE typed.word <> ''
      LIMIT 12`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      typed: string;
      words: string[] | string;
    }[];
    const parts: string[] = [];
    for (const row of rows) {
      // Letters and digits only (split so above); node-postgres gives the array, PGlite too.
      const near = (Array.isArray(row.words) ? row.words : []).filter((w) => /^[\p{L}\p{N}]+$/u.test(w));
      if (!near.length) return '';
      parts.push(`(${[`${row.typed}:*`, ...near].join(' | ')})`);
    }
    return parts.join(' & ');
  }

  return {
    async search(familyId: number, s: RecipeSearch, { limit = true } = {}): Promise<RecipeRow[]> {
      const words = prefixQuery(s.q);
      if (!words) return query(familyId, s, null, limit);
      const found = await query(familyId, s, words, limit);
      if (found.length) return found;
      const near = await nearQuery(familyId, s.q);
      return near ? query(familyId, s, near, limit) : [];
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
