-- One active session per account, held by the database as well as by the service. Signing in locks the
-- user's row while it revokes the older sessions and inserts the new one (SessionsRepository.replaceFor),
-- so concurrent sign-ins queue; this unique index is the safety net should any path forget to.
-- An existing database may hold several active sessions of one account (concurrent sign-ins before the
-- lock): the newest is kept and the others end as replaced, so the index can be built.
UPDATE sessions AS s
SET revoked_at = now(), revoke_reason = 'replaced'
WHERE s.revoked_at IS NULL
  AND EXISTS (
    SELECT 1 FROM sessions AS newer
    WHERE newer.user_id = s.user_id
      AND newer.revoked_at IS NULL
      AND (newer.created_at, newer.id) > (s.created_at, s.id)
  );
DROP INDEX sessions_user_active;
CREATE UNIQUE INDEX sessions_one_active_per_user ON sessions (user_id) WHERE revoked_at IS NULL;

-- Sessions end on the server (@pageshelf/domain/sessions): 30 days after their last recorded use, 90 days
-- after sign-in. The API records a use at most once an hour. Existing sessions take their account's last
-- activity (GET /me) as their last use when it is later than their creation, else their creation.
ALTER TABLE sessions ADD COLUMN last_used_at timestamptz;
UPDATE sessions AS s
SET last_used_at = GREATEST(s.created_at, u.last_active_at)
FROM users AS u
WHERE u.id = s.user_id;
ALTER TABLE sessions ALTER COLUMN last_used_at SET DEFAULT now();
ALTER TABLE sessions ALTER COLUMN last_used_at SET NOT NULL;
