import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * Field errors of a refused body: the field's path ('name', 'location.name', 'priceTiers.0.price')
 * → the contract's translation key (src/contract/messages.ts). The dashboard's forms show each one
 * under its field in the user's language (react-admin reads `body.errors`).
 */
export type FieldErrors = Record<string, string>;

/** An error whose message is safe to show to the user; anything else becomes a generic 500. */
export class HttpError extends Error {
  constructor(
    public readonly status: ContentfulStatusCode,
    message: string,
    public readonly errors?: FieldErrors,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: FieldErrors) => new HttpError(400, message, errors);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message = 'Forbidden') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string, errors?: FieldErrors) => new HttpError(409, message, errors);
