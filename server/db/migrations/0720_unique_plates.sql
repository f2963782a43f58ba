-- A licence plate is unique per agency once normalised: white space removed, case folded
-- (normalisePlate in src/contract/rental.ts; the class below is JavaScript's \s, character for
-- character, so the rule and the index agree).
--
-- Agencies may already hold cars that share a plate (the form used to accept them). Those rows are
-- kept, never deleted or merged: each may carry reservations, payments and journal entries. The
-- oldest car keeps its plate; every later one gets its plate marked ' (doublon N)', which the owner
-- sees in the fleet list and corrects. So this migration succeeds on any database, and nothing the
-- agency recorded is lost.
WITH ranked AS (
  SELECT
    id,
    row_number() OVER (
      PARTITION BY owner_id, lower(regexp_replace(license_plate, '[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]', '', 'g'))
      ORDER BY created_at, id
    ) AS n
  FROM cars
)
UPDATE cars
SET license_plate = cars.license_plate || ' (doublon ' || ranked.n || ')'
FROM ranked
WHERE cars.id = ranked.id AND ranked.n > 1;

CREATE UNIQUE INDEX cars_owner_plate_key ON cars (
  owner_id,
  lower(regexp_replace(license_plate, '[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]', '', 'g'))
);
