-- The newest screens with an uncommon word, found in the word index alone (issue 26, part 9; measured in
-- docs/performance.md). Without the RUM extension (managed PostgreSQL services do not offer it; PGlite has
-- none), the newest 25 screens of a word on 0.1 % of a million screens were read either by walking the
-- primary key until 25 matched (25,000 rows, 4,000 table pages) or by collecting every match (1,100 table
-- pages): 4 ms with the table in memory, 50-130 ms when it is not (1.3 GB of screens against PostgreSQL's
-- default 128 MB of shared buffers).

-- A screen's block of 4,096 ids as a word of its search vector: '~244' for ids 999,424 to 1,003,519. Like
-- the pattern words ('#12', migration 0008), no text makes such a word and no search text can ask for one.
-- The newest matches of a word are then those of "word & (~244 | ~243 | ...)" over the newest few blocks:
-- one condition on one index, which intersects the word with the blocks inside the index, so only the
-- matches in those blocks are read from the table (about 50 for a page), whatever the word's share.
CREATE FUNCTION id_block_lexeme(id integer) RETURNS tsvector
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN array_to_tsvector(ARRAY['~' || (id >> 12)]);

-- The search vector gains the block word: the column is written again (a million screens: a few minutes),
-- its index with it, and the RUM index where there is one (migration 0008).
ALTER TABLE screens DROP COLUMN text_search;
ALTER TABLE screens ADD COLUMN text_search tsvector
  GENERATED ALWAYS AS (
    to_tsvector('simple', text_in_screen) || pattern_lexemes(pattern_ids) || id_block_lexeme(id)
  ) STORED;
CREATE INDEX screens_text_search ON screens USING gin (text_search);
ALTER TABLE screens ALTER COLUMN text_search SET STATISTICS 1000;

DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'rum') THEN
    CREATE INDEX screens_text_order ON screens
      USING rum (text_search rum_tsvector_addon_ops, id)
      WITH (attach = 'id', to = 'text_search', order_by_attach = 't')
      WHERE id >= 0;
  END IF;
END
$$;

-- The word statistics went with the old column: the search reads them to choose plans and complete words.
ANALYZE screens;
