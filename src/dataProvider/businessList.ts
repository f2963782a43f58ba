import type { RaRecord } from 'ra-core';
import { applyListQuery, type ListQuerySpec } from '../lib/listQuery';
import type { ResourceMethods } from './resourceProvider';

/**
 * The read methods of a business resource the API returns whole (SPEC §7: get_users,
 * get_transactions, bank_transfers): filters, sort and page are applied here, once, with the shared
 * list helper (SPEC §5: client-side filters). Screens never filter.
 */
export function wholeListReads<T extends RaRecord>(
  resource: string,
  load: () => Promise<T[]>,
  spec: ListQuerySpec<T>,
): Pick<ResourceMethods<T>, 'getList' | 'getOne' | 'getMany'> {
  return {
    getList: async (params) => applyListQuery(await load(), params, spec),
    getOne: async ({ id }) => {
      const row = (await load()).find((r) => String(r.id) === String(id));
      if (!row) throw new Error(`${resource} ${String(id)} not found`);
      return { data: row };
    },
    getMany: async ({ ids }) => ({
      data: (await load()).filter((r) => ids.map(String).includes(String(r.id))),
    }),
  };
}
