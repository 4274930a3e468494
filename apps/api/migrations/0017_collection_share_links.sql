-- A collection's read-only share link (issue 29): anyone with its token reads the collection. Turning the
-- link off sets the token to null; a new link is a new token, so a link turned off never works again.
-- The token is the domain's `SHARE_TOKEN_PATTERN` (24 random bytes in URL-safe base64); unique, so one
-- token names one collection, and its index finds it.
ALTER TABLE collections
  ADD COLUMN share_token text UNIQUE CHECK (share_token ~ '^[A-Za-z0-9_-]{32}$');
