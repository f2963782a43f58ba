-- Every entity of SPEC §3. Ids are 24-hex strings; money is numeric (TND has 3 decimals).
CREATE TABLE users (
  id varchar(24) PRIMARY KEY,
  email text UNIQUE,
  password_hash text,
  role text NOT NULL DEFAULT 'user',
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  phone_number varchar(8) UNIQUE,
  balance numeric(14,3) NOT NULL DEFAULT 0 CHECK (balance >= 0),
  profile_picture text,
  is_verified boolean NOT NULL DEFAULT false,
  is_profile_complete boolean NOT NULL DEFAULT false,
  birth_date date,
  sexe text,
  company_name text,
  last_payment timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE password_resets (
  id varchar(24) PRIMARY KEY,
  user_id varchar(24) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE events (
  id varchar(24) PRIMARY KEY,
  owner_id varchar(24) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  category text NOT NULL DEFAULT 'music',
  color text NOT NULL DEFAULT '#3B82F6',
  image text,
  video text,
  location_name text NOT NULL DEFAULT '',
  location_address text NOT NULL DEFAULT '',
  latitude numeric(9,6) NOT NULL DEFAULT 0,
  longitude numeric(9,6) NOT NULL DEFAULT 0,
  start_date date NOT NULL,
  end_date date NOT NULL,
  start_time varchar(5) NOT NULL,
  end_time varchar(5) NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  total_tickets_sold integer NOT NULL DEFAULT 0 CHECK (total_tickets_sold >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX events_owner_idx ON events(owner_id, start_date);

CREATE TABLE price_tiers (
  id varchar(24) PRIMARY KEY,
  event_id varchar(24) NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  position integer NOT NULL,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  price numeric(12,2) NOT NULL CHECK (price >= 0),
  total_tickets integer NOT NULL CHECK (total_tickets >= 1),
  sold_tickets integer NOT NULL DEFAULT 0 CHECK (sold_tickets >= 0),
  CHECK (sold_tickets <= total_tickets)
);
CREATE INDEX price_tiers_event_idx ON price_tiers(event_id, position);

CREATE TABLE security_agents (
  id varchar(24) PRIMARY KEY,
  agent_id text NOT NULL UNIQUE,
  event_id varchar(24) NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  name text NOT NULL,
  password_hash text NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  login_count integer NOT NULL DEFAULT 0,
  last_login timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX security_agents_event_idx ON security_agents(event_id);

CREATE TABLE tickets (
  id varchar(24) PRIMARY KEY,
  ticket_id text NOT NULL UNIQUE,
  event_id varchar(24) NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  tier_id varchar(24) REFERENCES price_tiers(id) ON DELETE SET NULL,
  tier_name text NOT NULL,
  tier_price numeric(12,2) NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  phone_number text NOT NULL,
  profile_picture text,
  status text NOT NULL DEFAULT 'active',
  is_scanned boolean NOT NULL DEFAULT false,
  scanned_at timestamptz,
  scanned_by varchar(24) REFERENCES security_agents(id) ON DELETE SET NULL,
  purchase_date timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tickets_event_idx ON tickets(event_id, purchase_date DESC);

CREATE TABLE scan_log (
  id varchar(24) PRIMARY KEY,
  event_id varchar(24) NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  ticket_ref text NOT NULL,
  agent_id varchar(24) REFERENCES security_agents(id) ON DELETE SET NULL,
  action text NOT NULL,
  result text NOT NULL,
  message text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX scan_log_event_idx ON scan_log(event_id, agent_id);

CREATE TABLE managed_users (
  id varchar(24) PRIMARY KEY,
  business_id varchar(24) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  user_id varchar(24) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (business_id, user_id)
);

CREATE TABLE transactions (
  id varchar(24) PRIMARY KEY,
  user_id varchar(24) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('SEND', 'RECEIVE')),
  amount numeric(14,3) NOT NULL CHECK (amount > 0),
  transaction_code text NOT NULL UNIQUE,
  transfer_id varchar(24) NOT NULL,
  sender_id varchar(24) REFERENCES users(id) ON DELETE SET NULL,
  receiver_id varchar(24) REFERENCES users(id) ON DELETE SET NULL,
  sender_name text NOT NULL DEFAULT '',
  receiver_name text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'COMPLETED',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX transactions_user_idx ON transactions(user_id, created_at DESC);
CREATE INDEX transactions_transfer_idx ON transactions(transfer_id);

CREATE TABLE idempotency_keys (
  user_id varchar(24) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  key text NOT NULL,
  route text NOT NULL,
  status integer NOT NULL,
  response jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);

CREATE TABLE bank_transfers (
  id varchar(24) PRIMARY KEY,
  business_id varchar(24) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  amount numeric(14,3) NOT NULL CHECK (amount > 0),
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
  notes text NOT NULL DEFAULT '',
  receipt_url text,
  company_name text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bank_transfers_business_idx ON bank_transfers(business_id, created_at DESC);

CREATE TABLE subscription_payments (
  id varchar(24) PRIMARY KEY,
  owner_id varchar(24) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  payment_number text NOT NULL UNIQUE,
  date_time timestamptz NOT NULL,
  location text NOT NULL DEFAULT '',
  customer_full_name text NOT NULL,
  customer_phone_number text NOT NULL,
  amount numeric(14,3) NOT NULL CHECK (amount >= 0),
  daily_rate numeric(14,3) NOT NULL DEFAULT 3,
  start_date_time timestamptz NOT NULL,
  expiry_date_time timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE cars (
  id varchar(24) PRIMARY KEY,
  owner_id varchar(24) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  mark text NOT NULL,
  model text NOT NULL,
  year integer NOT NULL,
  color text NOT NULL,
  license_plate text NOT NULL,
  condition text NOT NULL,
  type text NOT NULL DEFAULT 'standard',
  daily_rate numeric(12,2) NOT NULL CHECK (daily_rate >= 0),
  security_deposit numeric(12,2) NOT NULL CHECK (security_deposit >= 0),
  features jsonb NOT NULL DEFAULT '[]',
  description text NOT NULL DEFAULT '',
  category text NOT NULL DEFAULT 'economy',
  fuel_type text NOT NULL DEFAULT 'gasoline',
  seating_capacity integer NOT NULL DEFAULT 5 CHECK (seating_capacity BETWEEN 1 AND 9),
  transmission text NOT NULL DEFAULT 'automatic',
  images jsonb NOT NULL DEFAULT '[]',
  availability text NOT NULL DEFAULT 'available',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cars_owner_idx ON cars(owner_id);

CREATE TABLE reservations (
  id varchar(24) PRIMARY KEY,
  owner_id varchar(24) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  car_id varchar(24) NOT NULL REFERENCES cars(id) ON DELETE CASCADE,
  customer_name text NOT NULL,
  customer_email text NOT NULL,
  customer_phone text NOT NULL,
  license_number text NOT NULL,
  cin_number text,
  verification_documents jsonb,
  pickup_date date NOT NULL,
  return_date date NOT NULL,
  pickup_time varchar(5),
  return_time varchar(5),
  pickup_location text NOT NULL,
  return_location text NOT NULL,
  total_days integer NOT NULL CHECK (total_days >= 1),
  daily_rate numeric(12,2) NOT NULL,
  total_amount numeric(14,3) NOT NULL,
  commission_amount numeric(14,3) NOT NULL,
  status text NOT NULL DEFAULT 'pending',
  payment_status text NOT NULL DEFAULT 'pending',
  payment_method text NOT NULL DEFAULT 'cash',
  notes text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (return_date >= pickup_date)
);
CREATE INDEX reservations_owner_idx ON reservations(owner_id, created_at DESC);
CREATE INDEX reservations_car_idx ON reservations(car_id, pickup_date);
