import { HttpError } from 'ra-core';

/**
 * The field errors of a refused save, as a form's `onSubmit` returns them to react-admin: the API
 * answers `{ message, errors: { 'location.name': 'validation.tooLong' } }` and react-admin's
 * HttpError keeps that body. Create and edit forms get this from react-admin itself; forms that
 * save through a custom mutation (add user, add funds) return what this reads.
 */
export function serverFieldErrors(error: unknown): Record<string, string> | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const body: unknown = error.body;
  if (typeof body !== 'object' || body === null || !('errors' in body)) return undefined;
  const { errors } = body;
  if (typeof errors !== 'object' || errors === null) return undefined;
  const fields = Object.entries(errors).filter((e): e is [string, string] => typeof e[1] === 'string');
  return fields.length ? Object.fromEntries(fields) : undefined;
}
