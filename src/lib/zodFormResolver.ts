import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** An i18n key, or a key with its interpolation arguments (react-admin's ValidationError reads both). */
export type FormMessage = string | { message: string; args?: Record<string, unknown> };

/**
 * Maps a contract message (the English phrase the API also returns) to an i18n key: an exact
 * phrase, or a pattern whose match gives the arguments; optionally only for one field (its path).
 */
export type MessageRule = readonly [
  string | RegExp,
  FormMessage | ((match: RegExpExecArray) => FormMessage),
  string?,
];

/** Rules every form shares (react-admin's own messages). */
const COMMON_RULES: MessageRule[] = [
  ['is required', 'ra.validation.required'],
  [
    /^must be at most (\d+) characters$/,
    (m) => ({ message: 'ra.validation.maxLength', args: { max: +m[1] } }),
  ],
  ['must be a number', 'ra.validation.number'],
];

/** react-admin's encoding of a message with arguments in a react-hook-form error string. */
const encode = (m: FormMessage) => (typeof m === 'string' ? m : `@@react-admin@@${JSON.stringify(m)}`);

export function formMessage(
  message: string,
  type: string | undefined,
  rules: readonly MessageRule[],
  path = '',
): string {
  // A missing value (undefined, null, '' in a number input) is zod's invalid_type: 'is required'.
  const phrase = type === 'invalid_type' ? 'is required' : message;
  for (const [pattern, target, field] of [...rules, ...COMMON_RULES]) {
    if (field !== undefined && field !== path) continue;
    const match = typeof pattern === 'string' ? (pattern === phrase ? [phrase] : null) : pattern.exec(phrase);
    if (!match) continue;
    return encode(typeof target === 'function' ? target(match as RegExpExecArray) : target);
  }
  return message;
}

function translateErrors(errors: FieldErrors, rules: readonly MessageRule[], prefix = ''): FieldErrors {
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    const leaf = value as FieldError;
    if (typeof leaf.message === 'string' && typeof leaf.type === 'string') {
      leaf.message = formMessage(leaf.message, leaf.type, rules, `${prefix}${key}`);
    } else {
      translateErrors(value as FieldErrors, rules, `${prefix}${key}.`);
    }
  }
  return errors;
}

/**
 * react-hook-form's zod resolver over a src/contract schema (the one the server validates with),
 * its messages turned into i18n keys so the form speaks the user's language. The form keeps its
 * raw values (react-admin records: ids, read-only fields); the dataProvider shapes the body.
 */
export function zodFormResolver<T extends FieldValues>(
  schema: z.ZodType,
  rules: readonly MessageRule[] = [],
): Resolver<T> {
  const resolve = zodResolver(schema as never, undefined, {
    raw: true,
    mode: 'sync',
  }) as unknown as Resolver<T>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    return { ...result, errors: translateErrors(result.errors as FieldErrors, rules) } as never;
  };
}
