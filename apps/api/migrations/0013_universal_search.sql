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
