-- Signed webhooks (docs/webhooks.md): the operator's endpoints, the outbox of messages to them and every
-- attempt. Times are UTC epoch milliseconds. A message is one event for one endpoint; its id is the
-- `webhook-id` header, the same on every attempt, so a receiver can drop a repeat.

CREATE TABLE webhook_endpoints (
  id TEXT PRIMARY KEY,
  url TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  -- JSON: the event types the endpoint wants.
  events TEXT NOT NULL,
  active INTEGER NOT NULL DEFAULT 1,
  -- The signing secret (whsec_…): sealed with BUYER_SECRET_KEY when it is set, else kept as 'plain:…'
  -- (the server must read it to sign, so it cannot be hashed).
  secret_sealed TEXT NOT NULL,
  -- The secret before the last rotation, which still signs until previous_secret_until.
  previous_secret_sealed TEXT,
  previous_secret_until BIGINT,
  -- Why the server turned the endpoint off ('gone': it answered 410; 'failing': no success for 5 days).
  disabled_reason TEXT,
  disabled_at BIGINT,
  -- The first failed attempt since the endpoint last answered 2xx; null while it is healthy.
  failing_since BIGINT,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);

-- The outbox: written with (or right after) the event's own row, before any attempt, and claimed under a
-- lease taken on the database's clock with a fencing token, as delivery_jobs are.
CREATE TABLE webhook_messages (
  id TEXT PRIMARY KEY,
  endpoint_id TEXT NOT NULL,
  event_type TEXT NOT NULL,
  -- The JSON body exactly as it is signed and sent: { type, timestamp, data }.
  body TEXT NOT NULL,
  -- Whose personal data the body may carry, so erasing a lead or a contact message reaches it too.
  lead_id TEXT,
  contact_id TEXT,
  -- pending | delivered | failed
  state TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at BIGINT NOT NULL,
  -- How the next attempt is recorded: 'first', 'retry', or 'resend' (an operator asked).
  next_trigger TEXT NOT NULL DEFAULT 'first',
  lease_until BIGINT,
  lease_token TEXT,
  last_status INTEGER,
  last_error TEXT,
  created_at BIGINT NOT NULL,
  finished_at BIGINT
);

CREATE INDEX webhook_messages_due_idx ON webhook_messages (state, next_attempt_at);
CREATE INDEX webhook_messages_endpoint_idx ON webhook_messages (endpoint_id, created_at);
CREATE INDEX webhook_messages_lead_idx ON webhook_messages (lead_id);
CREATE INDEX webhook_messages_contact_idx ON webhook_messages (contact_id);

-- Every request sent, written once when it ends. outcome: delivered | retry | failed | gone.
-- counted 0: a request whose answer did not decide the message (its lease had run out, or a shutdown
-- stopped waiting for it); kept so the console shows every request the endpoint received.
CREATE TABLE webhook_attempts (
  id TEXT PRIMARY KEY,
  message_id TEXT NOT NULL,
  endpoint_id TEXT NOT NULL,
  attempt INTEGER NOT NULL,
  trigger TEXT NOT NULL,
  started_at BIGINT NOT NULL,
  duration_ms INTEGER NOT NULL,
  http_status INTEGER,
  -- The endpoint's answer, bounded.
  response TEXT,
  error TEXT,
  outcome TEXT NOT NULL,
  counted INTEGER NOT NULL DEFAULT 1
);

CREATE INDEX webhook_attempts_message_idx ON webhook_attempts (message_id, started_at);
