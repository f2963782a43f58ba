import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, FieldValues, Resolver, ResolverResult } from 'react-hook-form';
import type { z } from 'zod';
import { fieldValue } from './listQuery';

/** Which i18n key (of the form's namespace) says what is wrong with `path`, given the contract's message. */
export type MessageKey = (path: string, message: string) => string;

const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

const isLeaf = (node: unknown): node is FieldError =>
  typeof node === 'object' && node !== null && typeof (node as FieldError).type === 'string';

/**
 * react-hook-form's zod resolver over a contract schema (the one the server validates with), its
 * English messages turned into the form's translated keys: an empty field is always `required`,
 * anything else is what `keyOf` says. react-admin's inputs translate the key when they show it.
 */
export function rentalFormResolver(
  schema: z.ZodType<unknown, FieldValues>,
  namespace: string,
  keyOf: MessageKey,
): Resolver<FieldValues> {
  const base = zodResolver(schema as never) as unknown as Resolver<FieldValues>;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const translate = (node: unknown, path: string): unknown => {
      if (isLeaf(node)) {
        const key = isEmpty(fieldValue(values, path)) ? 'required' : keyOf(path, node.message ?? '');
        return { ...node, message: `${namespace}.${key}` };
      }
      if (typeof node !== 'object' || node === null) return node;
      return Object.fromEntries(
        Object.entries(node).map(([k, v]) => [k, k === 'ref' ? v : translate(v, path ? `${path}.${k}` : k)]),
      );
    };
    return {
      ...result,
      errors: translate(result.errors, '') as FieldErrors<FieldValues>,
    } as ResolverResult<FieldValues>;
  };
}

/** Errors show as the user leaves a field, then follow every keystroke until it is right. */
export const RENTAL_FORM_MODE = { mode: 'onTouched', reValidateMode: 'onChange' } as const;

/** Server field errors (react-admin's `body.errors`, nested) as the form's translated keys. */
export function translateServerErrors(
  errors: unknown,
  namespace: string,
  keyOf: MessageKey,
  path = '',
): unknown {
  if (typeof errors === 'string') return `${namespace}.${keyOf(path, errors)}`;
  if (typeof errors !== 'object' || errors === null) return errors;
  return Object.fromEntries(
    Object.entries(errors).map(([k, v]) => [
      k,
      translateServerErrors(v, namespace, keyOf, path ? `${path}.${k}` : k),
    ]),
  );
}
