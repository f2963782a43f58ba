import type { DataProvider, RaRecord } from 'ra-core';
import { applyListQuery, type ListQuerySpec } from '../lib/listQuery';

import { unsupported } from './unsupported';

export const withId = <T extends { _id: string }>(row: T): T & { id: string } => ({ ...row, id: row._id });

/**
 * The read methods of a business resource the API returns whole (SPEC §7: get_users,
 * get_transactions, bank_transfers): filters, sort and page are applied here, once, with the shared
 * list helper (SPEC §5: client-side filters). Screens never filter.
 * (`as never`: react-admin's methods are generic over the record type, these rows are concrete.)
 */
export function wholeListReads<T extends RaRecord>(
  resource: string,
  load: () => Promise<T[]>,
  spec: ListQuerySpec<T>,
) {
  return {
    getList: async (_r, params) => applyListQuery(await load(), params, spec) as never,
    getOne: async (_r, { id }) => {
      const row = (await load()).find((r) => String(r.id) === String(id));
      if (!row) throw new Error(`${resource} ${String(id)} not found`);
      return { data: row } as never;
    },
    getMany: async (_r, { ids }) =>
      ({ data: (await load()).filter((r) => ids.map(String).includes(String(r.id))) }) as never,
    getManyReference: unsupported(resource, 'getManyReference'),
  } satisfies Pick<DataProvider, 'getList' | 'getOne' | 'getMany' | 'getManyReference'>;
}
