import { HttpError } from 'ra-core';
import { request, type RequestOptions } from './request';

export type { RequestOptions };
export { errorMessage } from './request';

const httpError = (message: string, status: number, body: unknown) => new HttpError(message, status, body);

/**
 * Every dashboard API call goes through here (see ./request): errors are react-admin HttpErrors
 * (status + body), so react-admin's checkError sees 401s. Public pages that must stay free of
 * react-admin (the scanner) call `request` directly.
 */
export function httpClient<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  return request<T>(path, options, httpError);
}
