-- The emails a member chooses to receive. No row means the defaults (all on); sign-in links are always sent.
CREATE TABLE notification_preferences (
  user_id             integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  weekly_digest       boolean NOT NULL DEFAULT true,
  product_updates     boolean NOT NULL DEFAULT true,
  shared_collections  boolean NOT NULL DEFAULT true,
  updated_at          timestamptz NOT NULL DEFAULT now()
);
