-- Views are counted where content is served (the visit cap's counters): each counter remembers the last
-- view it counted, so the calls of one page (a screen and its similar screens, an app and its tabs, the
-- later pages of a list) are one view. Visitors are now counted by device and by address
-- ("address:{ip or IPv6 /64}"); the old "ip:{address + User-Agent}" counters are dropped, since a new
-- User-Agent must not start a new count.
ALTER TABLE visit_counters ADD COLUMN last_view text;
DELETE FROM visit_counters WHERE subject LIKE 'ip:%';

-- Secrets the API makes for itself on first start and keeps across restarts (the key that signs list
-- cursors), so no configuration is needed and a restart does not break the pages a browser holds.
CREATE TABLE server_secrets (
  name        text PRIMARY KEY,
  secret      text NOT NULL CHECK (length(secret) >= 32),
  created_at  timestamptz NOT NULL DEFAULT now()
);
