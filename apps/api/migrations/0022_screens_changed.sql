-- A screen's last change in a redesign (issue 31: the `redesigned` order of the screens grid): set when a
-- capture (or the demo's redesign) writes a new version of it, null for a screen that never changed. The
-- partial index holds only the changed screens, newest change first, so the grid reads them in order.
ALTER TABLE screens ADD COLUMN changed_at timestamptz;
UPDATE screens s SET changed_at = v.changed_at
  FROM (SELECT screen_id, max(captured_at) AS changed_at FROM screen_versions WHERE number > 1 GROUP BY screen_id) v
  WHERE s.id = v.screen_id;
CREATE INDEX screens_changed ON screens (changed_at DESC, id DESC) WHERE changed_at IS NOT NULL;
