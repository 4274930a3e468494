-- Bounds on what one caller may write (issue 25, `@pageshelf/domain/write-limits`).
--
-- write_counters: one counter per subject and kind of write, in a window that starts with the first write
-- (`spendWrite`): `feedback:user:{id}` (10 a day), `activity:user:{id}`, `activity:device:{digest}` and
-- `activity:address:{ip or /64}` (an hour). Kept here rather than in each process, so the two API
-- processes of production count together; read and written under the row's lock, so two requests at
-- once cannot both take the last write.
CREATE TABLE write_counters (
  subject       text PRIMARY KEY CHECK (length(subject) <= 160),
  count         integer NOT NULL CHECK (count >= 0),
  window_start  timestamptz NOT NULL
);

-- The screenshot bytes an account keeps are summed at each feedback with a screenshot.
CREATE INDEX feedback_user ON feedback (user_id);
