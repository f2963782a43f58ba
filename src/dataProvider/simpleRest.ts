import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'ra-core';
import { apiUrl } from '../api/config';
import { fetchJsonWithSession } from '../api/httpClient';
import { whenOffered } from '../authProvider/capabilities';
import type { Extension } from '../contract/extensions';
import { STANDARD_METHODS } from './resourceProvider';
import { LIST_PAGE_MAX } from '../contract/lists';

/**
 * react-admin's ra-data-simple-rest over the session's fetchJson. The API address is read at call
 * time (runtime config), so the provider is built per call. A first page bigger than the server
 * serves at once (an export asks for up to 100,000 rows) is read in pages of LIST_PAGE_MAX.
 */
export const simpleRest = (): DataProvider => {
  const provider = simpleRestProvider(apiUrl('/api'), fetchJsonWithSession);
  return { ...provider, getList: readInPages(provider.getList) };
};

/** getList, with a first page over LIST_PAGE_MAX rows read page by page until the total. */
export function readInPages(getList: DataProvider['getList']): DataProvider['getList'] {
  return async (resource, params) => {
    const perPage = params.pagination?.perPage ?? LIST_PAGE_MAX;
    if (perPage <= LIST_PAGE_MAX || (params.pagination?.page ?? 1) !== 1) return getList(resource, params);
    const first = await getList(resource, { ...params, pagination: { page: 1, perPage: LIST_PAGE_MAX } });
    const data = [...first.data];
    const wanted = Math.min(perPage, first.total ?? perPage);
    for (let page = 2; data.length < wanted; page++) {
      const next = await getList(resource, { ...params, pagination: { page, perPage: LIST_PAGE_MAX } });
      if (next.data.length === 0) break;
      data.push(...next.data);
    }
    return { ...first, data: data.slice(0, perPage) };
  };
}

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
