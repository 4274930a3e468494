-- Search over everything the library knows (issue 26, decision 15).

-- Tags of screens: what a screen shows (dark mode, a form, a photo, a chart...), computed by the demo
-- renderer for each screen it draws and given by an import's manifest; written by the library writer with
-- every screen, as component_tags are with every component. "dark onboarding ios" finds the onboarding
-- screens tagged dark mode on iOS.
CREATE TABLE screen_tags (
  screen_id  integer NOT NULL REFERENCES screens (id) ON DELETE CASCADE,
  tag_id     integer NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
  PRIMARY KEY (screen_id, tag_id)
);
-- A tag's screens, newest first (as screen_categories_category lists a pattern's).
CREATE INDEX screen_tags_tag ON screen_tags (tag_id, screen_id);

-- How many screens each tag has, kept by the library writer (as categories keep item_count): the search's
-- suggestions rank tags by it without counting a million links.
ALTER TABLE tags ADD COLUMN screen_count integer NOT NULL DEFAULT 0;

-- The version of the search's vocabulary (app names, category titles, tags and their counts), which the
-- API holds in memory: every statement that changes categories, apps or tags moves it on, in its own
-- transaction, so an API reads the vocabulary again once the change is committed, and only then.
CREATE TABLE search_vocabulary (
  id       boolean PRIMARY KEY DEFAULT true CHECK (id),
  version  bigint NOT NULL
);
INSERT INTO search_vocabulary (id, version) VALUES (true, 1);

CREATE FUNCTION search_vocabulary_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_vocabulary SET version = version + 1;
  RETURN NULL;
END
$$;

CREATE TRIGGER categories_search_vocabulary AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_changed();
CREATE TRIGGER apps_search_vocabulary AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON apps
  FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_changed();
CREATE TRIGGER tags_search_vocabulary AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tags
  FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_changed();

-- The patterns of a flow's screens and of a component's screen, copied by the library writer (as
-- screens.pattern_ids copies screen_categories): "paywall" finds the flows that hold a paywall and the
-- components cut from one with one condition on one index, where going through flow_screens or the
-- component's screen read every link of a common pattern (8,565 screens of "checkout" at a million: 300 ms
-- for its flows).
ALTER TABLE flows ADD COLUMN pattern_ids integer[] NOT NULL DEFAULT '{}';
UPDATE flows f SET pattern_ids = l.ids
FROM (
  SELECT fs.flow_id, array_agg(DISTINCT sc.category_id ORDER BY sc.category_id) AS ids
  FROM flow_screens fs JOIN screen_categories sc ON sc.screen_id = fs.screen_id
  GROUP BY fs.flow_id
) l
WHERE l.flow_id = f.id;
CREATE INDEX flows_pattern_ids ON flows USING gin (pattern_ids);

ALTER TABLE components ADD COLUMN pattern_ids integer[] NOT NULL DEFAULT '{}';
UPDATE components c SET pattern_ids = s.pattern_ids
FROM screens s
WHERE s.id = c.screen_id AND s.pattern_ids <> '{}';
CREATE INDEX components_pattern_ids ON components USING gin (pattern_ids);

-- The chips of a screen as words of a vector of their own, as its patterns are words of its text's
-- (migration 0008): '#12' for pattern 12, '#t4' for tag 4, '#ios' for a screen of an iOS app. The search's
-- chips then meet in one GIN condition ("dark onboarding ios" is '#16 & #t4 & #ios'), which intersects
-- them inside the index: a combination with few or no screens is answered from the index alone, where
-- walking a pattern's links and checking each screen's tags and app read 10,000 screens at a million. With
-- words, the text's index and this one are read together (a bitmap AND). The writer copies the tags and
-- the app's platform onto each screen (screen_tags stays the link the tag counts come from; the platform
-- follows a change of the app's).
ALTER TABLE screens
  ADD COLUMN tag_ids integer[] NOT NULL DEFAULT '{}',
  ADD COLUMN platform text CHECK (platform IN ('ios', 'android', 'web'));
UPDATE screens s SET platform = a.platform FROM apps a WHERE a.id = s.app_id;
UPDATE screens s SET tag_ids = l.ids
FROM (SELECT screen_id, array_agg(tag_id ORDER BY tag_id) AS ids FROM screen_tags GROUP BY screen_id) l
WHERE l.screen_id = s.id;

CREATE FUNCTION chip_lexemes(tag_ids integer[], platform text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN array_to_tsvector(
    ARRAY(SELECT '#t' || id FROM unnest(coalesce(tag_ids, '{}')) AS id)
    || CASE WHEN platform IS NULL THEN '{}'::text[] ELSE ARRAY['#' || platform] END
  );

ALTER TABLE screens ADD COLUMN chips tsvector
  GENERATED ALWAYS AS (pattern_lexemes(pattern_ids) || chip_lexemes(tag_ids, platform)) STORED;
CREATE INDEX screens_chips ON screens USING gin (chips);
ANALYZE screens;
