-- Search and filters at a million screens (issue 15). Measured in docs/performance.md.

-- No query matches the text on screens with LIKE (search is full text): its trigram index only made every
-- screen cost about twice as much to write.
DROP INDEX IF EXISTS screens_text_trgm;

-- A screen's pattern categories, copied from screen_categories by the library writer (the only writer of
-- both), so that they can be searched with its words (below).
ALTER TABLE screens ADD COLUMN pattern_ids integer[] NOT NULL DEFAULT '{}';
UPDATE screens s SET pattern_ids = l.ids
FROM (
  SELECT screen_id, array_agg(category_id ORDER BY category_id) AS ids FROM screen_categories GROUP BY screen_id
) l
WHERE l.screen_id = s.id;

-- The pattern categories of a screen as words of its search vector: '#12' for category 12. No text makes
-- such a word (the parser keeps no '#'), and no search text can ask for one (only letters and digits
-- pass), so only the category filter finds them. A word and a category are then one condition on one
-- index, which intersects them inside the index (GIN skips through the longer list using the shorter),
-- however the word and the category correlate: the words of pricing screens are not those of settings.
CREATE FUNCTION pattern_lexemes(ids integer[]) RETURNS tsvector
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN array_to_tsvector(ARRAY(SELECT '#' || id FROM unnest(ids) AS id));

ALTER TABLE screens DROP COLUMN text_search;
ALTER TABLE screens ADD COLUMN text_search tsvector
  GENERATED ALWAYS AS (to_tsvector('simple', text_in_screen) || pattern_lexemes(pattern_ids)) STORED;
CREATE INDEX screens_text_search ON screens USING gin (text_search);
-- The planner chooses between reading the newest screens until enough match (a common word) and collecting
-- a word's matches from its index (a rare one) by each word's share of screens: keep the shares of the
-- commonest 10,000 words rather than 1,000, so mid-frequency words are known, not guessed. The search
-- also expands an unfinished last word into the commonest of these words (content-filters.ts).
ALTER TABLE screens ALTER COLUMN text_search SET STATISTICS 1000;

-- How many screens, flows and components each app has, kept by the library writer (as categories keep
-- item_count): an app card no longer counts an app's screens on every read (45,000 for the largest app of
-- the million-screen library).
ALTER TABLE apps
  ADD COLUMN screen_count integer NOT NULL DEFAULT 0,
  ADD COLUMN flow_count integer NOT NULL DEFAULT 0,
  ADD COLUMN component_count integer NOT NULL DEFAULT 0;
UPDATE apps a SET
  screen_count = (SELECT count(*) FROM screens s WHERE s.app_id = a.id),
  flow_count = (SELECT count(*) FROM flows f WHERE f.app_id = a.id),
  component_count = (SELECT count(*) FROM components c WHERE c.app_id = a.id);

-- Search matches app descriptions too (the apps part of /search): a trigram index as on titles.
CREATE INDEX apps_description_trgm ON apps USING gin (description gin_trgm_ops);

-- Where the RUM extension can be had (PostgreSQL with postgresql-NN-rum), a RUM index keeps each word's
-- screens in id order, so the newest screens with an uncommon word cost a few index pages rather than a
-- heap visit per match. Only that ordered reading may use it: for plain matches GIN is several times
-- faster (and RUM far slower when a common word is in the query), so the index is partial on a condition
-- that only the ordered query states (`id >= 0`, true of every screen). PGlite, and PostgreSQL without
-- the extension (or without the right to create it), read the newest matches without it.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'rum') THEN
    BEGIN
      CREATE EXTENSION IF NOT EXISTS rum WITH SCHEMA public;
    EXCEPTION WHEN insufficient_privilege THEN
      RAISE NOTICE 'rum is available but cannot be created here: search reads the newest matches without it';
    END;
  END IF;
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'rum') THEN
    CREATE INDEX screens_text_order ON screens
      USING rum (text_search rum_tsvector_addon_ops, id)
      WITH (attach = 'id', to = 'text_search', order_by_attach = 't')
      WHERE id >= 0;
  END IF;
END
$$;
