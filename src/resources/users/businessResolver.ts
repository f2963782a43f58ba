import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { MAX_FUNDS_AMOUNT } from '../../contract/business';

/**
 * The contract's English rule messages (what the API answers) → i18n keys, which react-admin's
 * inputs translate when they show the error: one rule, shown in the user's language.
 */
const KEYS: Record<string, string> = {
  'must be exactly 8 digits': 'business.validation.phone8',
  'must be a number': 'business.validation.number',
  'must be a finite number': 'business.validation.number',
  'must be greater than 0': 'business.validation.positive',
  'must have at most 3 decimals': 'business.validation.decimals',
  [`must be at most ${MAX_FUNDS_AMOUNT}`]: 'business.validation.tooLarge',
  'is too large': 'business.validation.tooLarge',
};

/**
 * A server validation error that names a field of the form ('amount: must be greater than 0', as
 * the API words them) as react-admin submission errors, so the message shows under that field.
 */
export function serverFieldErrors(
  error: unknown,
  fields: readonly string[],
): Record<string, string> | undefined {
  const match = error instanceof Error ? /^([\w.]+): (.+)$/.exec(error.message) : null;
  if (!match || !fields.includes(match[1])) return undefined;
  return { [match[1]]: KEYS[match[2]] ?? match[2] };
}

const empty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

function translateErrors(errors: FieldErrors, values: Record<string, unknown>): FieldErrors {
  const out: Record<string, unknown> = {};
  for (const [name, error] of Object.entries(errors)) {
    const e = error as FieldError | undefined;
    out[name] =
      e && typeof e.message === 'string'
        ? { ...e, message: empty(values[name]) ? 'ra.validation.required' : (KEYS[e.message] ?? e.message) }
        : error;
  }
  return out as FieldErrors;
}

/**
 * react-hook-form's zod resolver over a contract schema (the one the server validates with), its
 * messages turned into i18n keys; an empty field says 'Required'.
 */
export function businessResolver(schema: Parameters<typeof zodResolver>[0]): Resolver<FieldValues> {
  const base = zodResolver(schema) as Resolver<FieldValues>;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    return Object.keys(result.errors).length
      ? { values: {}, errors: translateErrors(result.errors, values) }
      : result;
  };
}
