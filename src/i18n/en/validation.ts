import type { CommonRule, RentalRule, ValidationRule } from '../../contract/messages';

/**
 * The contract's validation messages (src/contract/messages.ts): `validation.*` for the screens
 * worded in English by default, `rental.validation.*` for the rental screens. The server also
 * words its English error answers with these texts.
 *
 * The shared field rules' texts (COMMON_RULES) are written once; each namespace adds its own rules.
 */
export const commonRules: Record<CommonRule, string> = {
  required: 'Required',
  tooLong: 'This text is too long',
  number: 'Enter a number',
  positive: 'Enter an amount greater than 0',
  notNegative: 'Must not be negative',
  tooLarge: 'This amount is too large',
  decimals2: 'At most 2 decimals',
  decimals3: 'At most 3 decimals',
  wholeNumber: 'Enter a whole number within the allowed range',
  invalid: 'Invalid value',
  choice: 'Choose one of the options',
  date: 'Enter a valid date',
  time: 'Enter a valid time',
  tooMany: 'Too many entries',
};

export const validation: Record<ValidationRule, string> = {
  ...commonRules,
  url: 'Must be a valid URL (http:// or https://)',
  colour: 'Must be a colour like #3B82F6',
  latitude: 'Latitude must be between -90 and 90',
  longitude: 'Longitude must be between -180 and 180',
  phone: 'Enter a phone number of at least 8 digits',
  phone8: 'Enter exactly 8 digits',
  passwordMin: 'Password must be at least 6 characters',
  checkInListNameTaken: 'A check-in list with this name already exists for this event',
  agentNameTaken: 'An agent with this name already exists for this event',
  kioskPin: 'The PIN is 4 to 8 digits',
  passwordMismatch: 'The two passwords do not match',
  endBeforeStart: 'The end must not be before the start',
  tierRequired: 'At least one price tier is required',
  selectUser: 'Select at least one user',
  email: 'Enter a valid email address, like name@example.tn',
};

/** The rental screens word decimals2 their own way. */
export const rentalValidation: Record<RentalRule, string> = {
  ...commonRules,
  decimals2: 'A positive number with at most 2 decimals',
  email: 'Invalid email',
  returnBeforePickup: 'The return date cannot be before the pickup date',
  futureDate: 'Enter a date that is not in the future',
  seats: 'From 1 to 9 seats',
  year: 'Invalid year',
  overRemaining: 'This amount is more than what remains to pay on this reservation',
  overRefundable: 'This refund is more than what was paid and not yet refunded',
  overRefundableMethod: 'This refund is more than what was paid by this method and not yet refunded',
  beforeReservation: 'Enter a date that is not before the reservation was made',
  plateTaken: 'Another car of the agency already has this licence plate',
};
