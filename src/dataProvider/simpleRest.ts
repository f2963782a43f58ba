import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'ra-core';
import { apiUrl } from '../api/config';
import { fetchJsonWithSession } from '../api/httpClient';
import { whenOffered } from '../authProvider/capabilities';
import type { Extension } from '../contract/extensions';
import { STANDARD_METHODS } from './resourceProvider';

/**
 * react-admin's ra-data-simple-rest over the session's fetchJson. The API address is read at call
 * time (runtime config), so the provider is built per call.
 */
export const simpleRest = () => simpleRestProvider(apiUrl('/api'), fetchJsonWithSession);

/** What a list of an extension the server does not offer shows: nothing, and no error. */
const NOTHING = {
  getList: () => ({ data: [], total: 0 }),
  getManyReference: () => ({ data: [], total: 0 }),
  getMany: () => ({ data: [] }),
};

const isRead = (method: string): method is keyof typeof NOTHING => method in NOTHING;

/**
 * The provider of a resource whose endpoints speak simple-REST (`sort`/`range`/`filter` JSON
 * parameters, `Content-Range`): server-side filters, sort and pages, nothing done here. A resource
 * that exists with an extension calls it only when the server offers it (or until its call answers
 * 404); without it, its lists read nothing and its other calls reject.
 */
export function simpleRestResource(resource: string, extension?: Extension): DataProvider {
  if (!extension) return simpleRest();
  const provider: Record<string, (_resource: string, params: never) => Promise<unknown>> = {};
  for (const method of STANDARD_METHODS)
    provider[method] = (_resource, params) =>
      whenOffered(
        extension,
        () => (simpleRest()[method] as (r: string, p: unknown) => Promise<unknown>)(resource, params),
        () => {
          if (isRead(method)) return NOTHING[method]();
          throw new Error(`${resource} needs the server's ${extension} extension`);
        },
      );
  // As resourceProvider: react-admin's methods are generic over the record type its caller names.
  return provider as unknown as DataProvider;
}
