import type { DataProvider, GetListParams, GetListResult, RaRecord } from 'ra-core';
import type { ApiManagedUser, ApiTransaction } from '../contract/business';
import { whenOffered } from '../authProvider/capabilities';
import { managedUserName, type ManagedUserRecord } from './users';
import { statusKind, type TransactionRecord } from './transactions';
import { resourceProvider } from './resourceProvider';
import { withId } from './withId';
import { simpleRest } from './simpleRest';

/**
 * Extension 'pagedLists': the reference server pages, filters, sorts and searches the managed
 * users and the transactions itself (`GET /api/business/users`, `/api/business/transactions`, in
 * the simple-REST dialect that ra-data-simple-rest reads), with the same filter keys as the screens.
 * The records are the ones SPEC's whole arrays give, so the screens cannot tell the two apart. An
 * export reads the server's pages one after another (./simpleRest.ts).
 */
const rest = simpleRest;

type Row<T> = T & { id: string };

export async function pagedUsers(params: GetListParams): Promise<GetListResult<ManagedUserRecord>> {
  const page = await rest().getList<Row<ApiManagedUser>>('business/users', params);
  return { ...page, data: page.data.map((u) => ({ ...withId(u), fullName: managedUserName(u) })) };
}

export async function pagedTransactions(params: GetListParams): Promise<GetListResult<TransactionRecord>> {
  const page = await rest().getList<Row<ApiTransaction>>('business/transactions', params);
  return { ...page, data: page.data.map((t) => ({ ...withId(t), statusKind: statusKind(t.status) })) };
}

/**
 * A business resource whose lists come from the server's pages when it offers them, else (or on a
 * 404, silently) from SPEC's whole array through `whole`. Every other method stays `whole`'s.
 */
export function withPagedList<R extends RaRecord>(
  resource: string,
  whole: DataProvider,
  paged: (params: GetListParams) => Promise<GetListResult<R>>,
): DataProvider {
  return resourceProvider<R>(resource, {
    getList: (params) =>
      whenOffered(
        'pagedLists',
        () => paged(params),
        () => whole.getList<R>(resource, params),
      ),
    getOne: (params) => whole.getOne<R>(resource, params),
    getMany: (params) => whole.getMany<R>(resource, params),
    getManyReference: (params) => whole.getManyReference<R>(resource, params),
    create: (params) => whole.create<R>(resource, params),
    update: (params) => whole.update<R>(resource, params),
    updateMany: (params) => whole.updateMany<R>(resource, params),
    delete: (params) => whole.delete<R>(resource, params),
    deleteMany: (params) => whole.deleteMany<R>(resource, params),
  });
}
