import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * zodResolver over a contract schema, with each field's error replaced by an i18n key
 * (`<prefix>.<field>`): the server's English rule becomes the user's language in the form.
 */
export function translatedZodResolver<T extends FieldValues>(schema: z.ZodType, prefix: string): Resolver<T> {
  const base = zodResolver(schema as never) as unknown as Resolver<T>;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const errors = result.errors as FieldErrors;
    for (const [field, error] of Object.entries(errors)) {
      if (error && typeof error === 'object' && 'message' in error) error.message = `${prefix}.${field}`;
    }
    return result;
  };
}
