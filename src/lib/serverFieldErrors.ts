import { HttpError } from 'ra-core';

/** A dotted form path: 'name', 'location.name', 'priceTiers.0.price', 'customerInfo.phoneNumber'. */
const PATH = '[A-Za-z_]\\w*(?:\\.\\w+)*';
const NAMED = new RegExp(`^(${PATH}): (.+)$`);
const MISSING = new RegExp(`^(${PATH}) is required$`);

/**
 * The field a 400 message of the API names (server/lib/validation: 'field: message' or
 * 'field is required'), as react-admin's server-side validation errors `{ [field]: message }`.
 */
export function fieldErrorsOf(message: string): Record<string, string> | null {
  const named = NAMED.exec(message);
  if (named) return { [named[1]]: named[2] };
  const missing = MISSING.exec(message);
  if (missing && missing[1] !== 'body') return { [missing[1]]: 'is required' };
  return null;
}

/**
 * Runs a create/update call; a 400 naming a field is thrown again with `body.errors`, so
 * react-admin's form shows the server's message under that field (and still notifies it).
 */
export async function withFieldErrors<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof HttpError && error.status === 400) {
      const errors = fieldErrorsOf(error.message);
      if (errors) {
        const body = typeof error.body === 'object' && error.body !== null ? error.body : {};
        throw new HttpError(error.message, error.status, { ...body, errors });
      }
    }
    throw error;
  }
}
