-- Keyset orderings of the lists: apps by (title, id); flows and components of an app newest first.
CREATE INDEX apps_title_id ON apps (title, id);
CREATE INDEX flows_app_id_desc ON flows (app_id, id DESC);
CREATE INDEX components_app_id_desc ON components (app_id, id DESC);
CREATE INDEX collection_screens_added ON collection_screens (collection_id, added_at DESC, screen_id DESC);
