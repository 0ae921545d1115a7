ALTER TABLE "recipes" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Issue 24: finding a recipe among hundreds. Full-text search over a generated, weighted tsvector (name A;
-- ingredient names and tags B; source name, the source address's words and the description C) and a
-- trigram fallback for typos over the name and ingredient names ('lentl' finds lentils). Both extensions
-- ship with PostgreSQL's contrib and with PGlite (loaded where it is opened: db/client.ts); both are
-- trusted, so a database owner may create them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- English stemming ('lentils' finds 'lentil') after folding accents ('creme brulee' finds 'Crème brûlée');
-- words of other languages are kept whole (prefix search still finds '番茄' in '番茄炒蛋').
CREATE TEXT SEARCH CONFIGURATION "kitching_search" (COPY = english);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION "kitching_search"
  ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;
--> statement-breakpoint
-- Declared immutable (the dictionary is named, not looked up by a setting), as an index needs.
CREATE FUNCTION "kitching_fold"(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT lower(unaccent('unaccent'::regdictionary, $1))
$$;
--> statement-breakpoint
CREATE FUNCTION "recipe_ingredient_names"(jsonb) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(e ->> 'name', ' ; '), '')
  FROM jsonb_array_elements(CASE WHEN jsonb_typeof($1) = 'array' THEN $1 ELSE '[]'::jsonb END) AS e
$$;
--> statement-breakpoint
CREATE FUNCTION "recipe_search_vector"(
  name text, ingredients jsonb, tags text[], source_name text, source text, description text
) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('kitching_search', coalesce(name, '')), 'A')
    || setweight(to_tsvector('kitching_search',
         recipe_ingredient_names(ingredients) || ' ; ' || coalesce(array_to_string(tags, ' ; '), '')), 'B')
    || setweight(to_tsvector('kitching_search',
         coalesce(source_name, '') || ' ; '
         || regexp_replace(coalesce(source, ''), '[^[:alnum:]]+', ' ', 'g') || ' ; '
         || coalesce(description, '')), 'C')
$$;
--> statement-breakpoint
-- Kept by PostgreSQL on every write, whatever wrote it; not in the Drizzle table (never selected).
ALTER TABLE "recipes" ADD COLUMN "search_vector" tsvector
  GENERATED ALWAYS AS (recipe_search_vector(name, ingredients, tags, source_name, source, description)) STORED;
--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "search_names" text
  GENERATED ALWAYS AS (kitching_fold(name || ' ; ' || recipe_ingredient_names(ingredients))) STORED;
--> statement-breakpoint
CREATE INDEX "recipes_search_idx" ON "recipes" USING gin ("search_vector");
--> statement-breakpoint
CREATE INDEX "recipes_search_names_idx" ON "recipes" USING gin ("search_names" gin_trgm_ops);
--> statement-breakpoint
-- The words of each family's recipe names and ingredient names (accents folded, three letters or more), for
-- typos: a word typed wrong is matched by trigrams against these few thousand short words (fast, on the
-- index), and the search runs again with the words it is near ('corriander' -> 'coriander'). Kept by a
-- trigger on every write of a name or ingredients; a word no recipe uses any more stays, harmlessly (the
-- search with it finds nothing), until the family is deleted.
CREATE TABLE "recipe_words" (
  "family_id" integer NOT NULL REFERENCES "families"("id") ON DELETE CASCADE,
  "word" text NOT NULL,
  PRIMARY KEY ("family_id", "word")
);
--> statement-breakpoint
CREATE INDEX "recipe_words_trgm_idx" ON "recipe_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
CREATE FUNCTION "remember_recipe_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "recipe_words" ("family_id", "word")
  SELECT DISTINCT NEW."family_id", w FROM regexp_split_to_table(NEW."search_names", '[^[:alnum:]]+') AS w
  WHERE length(w) >= 3
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "recipes_remember_words" AFTER INSERT OR UPDATE OF "name", "ingredients" ON "recipes"
  FOR EACH ROW EXECUTE FUNCTION "remember_recipe_words"();
--> statement-breakpoint
INSERT INTO "recipe_words" ("family_id", "word")
SELECT DISTINCT r."family_id", w FROM "recipes" AS r, regexp_split_to_table(r."search_names", '[^[:alnum:]]+') AS w
WHERE length(w) >= 3
ON CONFLICT DO NOTHING;
