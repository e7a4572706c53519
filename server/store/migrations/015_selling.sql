-- Selling leads to buyers (docs/decisions/006-buyers-behind-a-port.md): the buyers, what each bought and
-- what it may still buy, returns, and each lead's auction as the console shows it. Money is integer cents,
-- times are UTC epoch milliseconds, a penalty or a rate is in basis points (1 % = 100).

CREATE TABLE buyers (
  id TEXT PRIMARY KEY,
  -- Its public name: a buyer sells only while this name is in the partner list the visitor's consent names.
  name TEXT NOT NULL,
  active INTEGER NOT NULL DEFAULT 0,
  mode TEXT NOT NULL,
  post_url TEXT NOT NULL,
  ping_url TEXT,
  price_cents BIGINT NOT NULL DEFAULT 0,
  min_bid_cents BIGINT NOT NULL DEFAULT 0,
  timeout_ms INTEGER NOT NULL DEFAULT 1000,
  -- JSON: header name -> value sealed with BUYER_SECRET_KEY (server/selling/secret-box.ts).
  headers_sealed TEXT NOT NULL DEFAULT '{}',
  -- JSON: services, states, zips, radius, sites, schedule, caps, budget (server/selling/buyer-rules.ts).
  rules TEXT NOT NULL DEFAULT '{}',
  time_zone TEXT NOT NULL,
  exclusive_only INTEGER NOT NULL DEFAULT 0,
  priority INTEGER NOT NULL DEFAULT 0,
  bid_penalty_bp INTEGER NOT NULL DEFAULT 0,
  return_window_days INTEGER NOT NULL DEFAULT 7,
  max_return_rate_bp INTEGER NOT NULL DEFAULT 3000,
  returns_need_approval INTEGER NOT NULL DEFAULT 0,
  -- SHA-256 of the buyer's own API key for returns; the key itself is shown once and never stored.
  key_hash TEXT,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);

CREATE UNIQUE INDEX buyers_key_hash_idx ON buyers (key_hash);

-- Leads and cents each buyer has taken in each of its current periods (its own zone's day, week from
-- Monday, month). A sale reserves here with one conditional UPDATE per period, so caps and budgets hold
-- with any number of servers: the database, not a read in the application, decides the last slot.
CREATE TABLE buyer_usage (
  buyer_id TEXT NOT NULL,
  period TEXT NOT NULL,
  period_start BIGINT NOT NULL,
  leads INTEGER NOT NULL DEFAULT 0,
  cents BIGINT NOT NULL DEFAULT 0,
  PRIMARY KEY (buyer_id, period, period_start)
);

-- One row per (lead, buyer) that was offered the post: pending until the buyer answers, then sold,
-- refused or failed. The primary key is what makes "never the same buyer twice" hold.
CREATE TABLE sales (
  lead_id TEXT NOT NULL,
  buyer_id TEXT NOT NULL,
  price_cents BIGINT NOT NULL,
  state TEXT NOT NULL,
  reserved_at BIGINT NOT NULL,
  settled_at BIGINT,
  -- The periods the reservation counted in, so giving it back finds the same rows.
  day_start BIGINT NOT NULL,
  week_start BIGINT NOT NULL,
  month_start BIGINT NOT NULL,
  ping_token TEXT,
  PRIMARY KEY (lead_id, buyer_id)
);

CREATE INDEX sales_buyer_idx ON sales (buyer_id, reserved_at);
CREATE INDEX sales_reserved_idx ON sales (reserved_at);

-- How many of a lead's sale slots (LEAD_MAX_SALES) are taken, reserved like a buyer's cap.
ALTER TABLE leads ADD COLUMN sales_reserved INTEGER NOT NULL DEFAULT 0;

-- A buyer's return of a lead it bought: accepted, refused (with the reason) or pending an admin.
CREATE TABLE sale_returns (
  id TEXT PRIMARY KEY,
  lead_id TEXT NOT NULL,
  buyer_id TEXT NOT NULL,
  reason TEXT NOT NULL,
  note TEXT NOT NULL DEFAULT '',
  state TEXT NOT NULL,
  requested_by TEXT NOT NULL,
  price_cents BIGINT NOT NULL,
  created_at BIGINT NOT NULL,
  decided_at BIGINT
);

CREATE UNIQUE INDEX sale_returns_sale_idx ON sale_returns (lead_id, buyer_id);
CREATE INDEX sale_returns_buyer_idx ON sale_returns (buyer_id, created_at);

-- Each lead's auction, one row per buyer considered: skipped (and why), no bid, its bid and answer time,
-- won or lost, and the post's answer.
CREATE TABLE auction_entries (
  lead_id TEXT NOT NULL,
  buyer_id TEXT NOT NULL,
  buyer_name TEXT NOT NULL,
  outcome TEXT NOT NULL,
  reason TEXT,
  bid_cents BIGINT,
  answer_ms INTEGER,
  post_status INTEGER,
  post_answer TEXT,
  at BIGINT NOT NULL,
  PRIMARY KEY (lead_id, buyer_id)
);
