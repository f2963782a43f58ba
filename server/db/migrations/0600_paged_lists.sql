-- Paged lists of managed users and transactions (extension 'pagedLists'): indexes in the orders the
-- screens sort by, each after the owner's id and ending in the list's default order (its tie-break),
-- so a first page reads a few index entries instead of sorting the business's whole list.
CREATE INDEX managed_users_business_added_idx ON managed_users(business_id, created_at DESC, user_id);
CREATE INDEX transactions_user_created_idx ON transactions(user_id, created_at DESC, id DESC);
CREATE INDEX transactions_user_amount_idx ON transactions(user_id, amount, created_at DESC, id DESC);
CREATE INDEX transactions_user_code_idx ON transactions(user_id, transaction_code);
CREATE INDEX transactions_user_sender_idx ON transactions(user_id, sender_name, created_at DESC, id DESC);
CREATE INDEX transactions_user_type_idx ON transactions(user_id, type, created_at DESC, id DESC);
-- What the screen shows as the status (SPEC §3): COMPLETED, PENDING, or FAILED for anything else.
CREATE INDEX transactions_user_status_kind_idx ON transactions(
  user_id,
  (CASE WHEN status IN ('COMPLETED', 'PENDING') THEN status ELSE 'FAILED' END),
  created_at DESC,
  id DESC
);
-- The index of 0001 (user_id, created_at DESC) is a prefix of transactions_user_created_idx.
DROP INDEX IF EXISTS transactions_user_idx;
-- The users' sortable columns: a first page in name, balance or last-payment order walks these and
-- keeps the rows of the business (managed_users' unique (business_id, user_id)) until it has a page.
-- The name is the expression of server/routes/businessLists.ts (sortableText(fullName)), exactly.
CREATE INDEX users_sort_name_idx ON users ((translate(lower(coalesce(nullif(trim(first_name || ' ' || last_name), ''), phone_number, '')), 'àâäáãçéèêëíìîïñóòôöõúùûüýÿœæ', 'aaaaaceeeeiiiinooooouuuuyyoa')));
CREATE INDEX users_balance_idx ON users(balance);
CREATE INDEX users_last_payment_idx ON users(last_payment);
