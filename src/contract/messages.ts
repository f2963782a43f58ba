/**
 * The messages of the contract's schemas are translation keys, not phrases: the server answers them
 * as field errors and react-admin's inputs translate them, so a rule reads in the user's language
 * and renaming a text can never silently bypass the French catalog.
 *
 * Two namespaces hold the same rules: `validation` (screens worded in English by default) and
 * `rental.validation` (the rental screens, worded in French by default, see src/i18n/locales.ts).
 * Each catalog types its entries with these key lists, so a missing entry does not compile.
 */

/** Rules the shared field primitives (./primitives) can break, in both namespaces. */
export const COMMON_RULES = [
  'required',
  'tooLong',
  'number',
  'positive',
  'notNegative',
  'tooLarge',
  'decimals2',
  'decimals3',
  'wholeNumber',
  'invalid',
  'choice',
  'date',
  'time',
  'tooMany',
] as const;

/** Rules only the English-by-default screens (events, tickets, agents, users, scanner) have. */
export const VALIDATION_RULES = [
  ...COMMON_RULES,
  'url',
  'colour',
  'latitude',
  'longitude',
  'phone',
  'phone8',
  'passwordMin',
  'passwordMismatch',
  'endBeforeStart',
  'tierRequired',
  'selectUser',
  'agentNameTaken',
  'email',
  'checkInListNameTaken',
  'kioskPin',
] as const;

/** Rules only the rental screens (cars, reservations, payments) have. */
export const RENTAL_RULES = [
  ...COMMON_RULES,
  'email',
  'returnBeforePickup',
  'futureDate',
  'seats',
  'year',
  'overRemaining',
  'overRefundable',
  'overRefundableMethod',
  'beforeReservation',
  'plateTaken',
] as const;

export type CommonRule = (typeof COMMON_RULES)[number];
export type ValidationRule = (typeof VALIDATION_RULES)[number];
export type RentalRule = (typeof RENTAL_RULES)[number];

/** The messages a schema can give: each rule's translation key. */
export type Messages<Rule extends string = CommonRule> = { readonly [R in Rule]: string };

const keysIn = <Rule extends string>(namespace: string, rules: readonly Rule[]): Messages<Rule> =>
  Object.fromEntries(rules.map((rule) => [rule, `${namespace}.${rule}`])) as Messages<Rule>;

/** `validation.<rule>` (src/i18n/{en,fr}/common.ts). */
export const MESSAGES = keysIn('validation', VALIDATION_RULES);
/** `rental.validation.<rule>` (src/i18n/{en,fr}/rental.ts). */
export const RENTAL_MESSAGES = keysIn('rental.validation', RENTAL_RULES);
