-- One live subscription per account (issue 25). An account pays for one running subscription at most:
-- a running one is trialing, active or past due (@pageshelf/domain/billing RUNNING_STATUSES), whatever
-- its period says, since the provider still bills it. The database holds the rule with a partial unique
-- index, so two checkouts completed at once, in one API process or two, cannot both write one.
--
-- Accounts that already hold several running subscriptions (the double charges this fixes) keep every
-- row: their statuses, periods, invoices and history are facts about money taken, and the provider may
-- still bill them, so nothing is ended, changed or deleted here. Of each account's running ones, the
-- first bought (the oldest, then the lowest id) stays the account's subscription; each later one is
-- marked `duplicate_of` it and left out of the index. The API then treats a marked row as what it is:
-- the test-mode sweep ends it at its period end instead of renewing it; a Stripe one must be ended and
-- refunded at Stripe by support:
--   SELECT user_id, provider, provider_subscription_id, duplicate_of FROM subscriptions
--   WHERE duplicate_of IS NOT NULL AND status IN ('trialing', 'active', 'past_due');
-- A second subscription the API meets from now on (a second Checkout Session paid at Stripe) is ended
-- and refunded at once, and recorded ended with `duplicate_of` naming the one the account kept.
ALTER TABLE subscriptions ADD COLUMN duplicate_of integer REFERENCES subscriptions (id) ON DELETE SET NULL;

UPDATE subscriptions AS later
SET duplicate_of = kept.id
FROM (
  SELECT DISTINCT ON (user_id) user_id, id
  FROM subscriptions
  WHERE user_id IS NOT NULL AND status IN ('trialing', 'active', 'past_due')
  ORDER BY user_id, created_at, id
) AS kept
WHERE later.user_id = kept.user_id
  AND later.id <> kept.id
  AND later.status IN ('trialing', 'active', 'past_due');

CREATE UNIQUE INDEX subscriptions_one_running_per_account ON subscriptions (user_id)
  WHERE status IN ('trialing', 'active', 'past_due') AND duplicate_of IS NULL;

-- Test-mode invoice numbers (PS-TEST-000001...) from a sequence: two API processes billing at once
-- each get their own number, where counting the invoices gave both the same one.
CREATE SEQUENCE test_invoice_numbers;
SELECT setval('test_invoice_numbers', (SELECT count(*) FROM invoices WHERE provider = 'test') + 1, false);
