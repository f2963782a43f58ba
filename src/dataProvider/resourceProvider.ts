import type {
  CreateParams,
  CreateResult,
  DataProvider,
  DeleteManyParams,
  DeleteManyResult,
  DeleteParams,
  DeleteResult,
  GetListParams,
  GetListResult,
  GetManyParams,
  GetManyReferenceParams,
  GetManyReferenceResult,
  GetManyResult,
  GetOneParams,
  GetOneResult,
  RaRecord,
  UpdateManyParams,
  UpdateManyResult,
  UpdateParams,
  UpdateResult,
} from 'ra-core';
import { unsupported } from './unsupported';

/**
 * What a write knows of a record when the API does not send it back and the screen did not pass it
 * (a delete without `previousData`, a create answered without the row): its id and what was sent.
 */
export type KnownRecord<R extends RaRecord> = Partial<R> & Pick<R, 'id'>;

/**
 * react-admin's standard methods for one resource whose records are `R`: the same parameters and
 * results as react-admin's `DataProvider`, without the resource name (the provider knows its own).
 * `C` is what a create form sends when it is not a record (a new agent's password, say);
 * `updateMany` answers the ids react-admin sent, which it types as any record's.
 */
export interface ResourceMethods<R extends RaRecord, C extends object = R> {
  getList: (params: GetListParams) => Promise<GetListResult<R>>;
  getOne: (params: GetOneParams<R>) => Promise<GetOneResult<R>>;
  getMany: (params: GetManyParams<R>) => Promise<GetManyResult<R>>;
  getManyReference: (params: GetManyReferenceParams) => Promise<GetManyReferenceResult<R>>;
  create: (params: CreateParams<C>) => Promise<CreateResult<R> | CreateResult<KnownRecord<R>>>;
  update: (params: UpdateParams<R>) => Promise<UpdateResult<R>>;
  updateMany: (params: UpdateManyParams<R>) => Promise<UpdateManyResult>;
  delete: (params: DeleteParams<R>) => Promise<DeleteResult<R> | DeleteResult<KnownRecord<R>>>;
  deleteMany: (params: DeleteManyParams<R>) => Promise<DeleteManyResult<R>>;
}

export type StandardMethod = keyof ResourceMethods<RaRecord>;

export const STANDARD_METHODS = [
  'getList',
  'getOne',
  'getMany',
  'getManyReference',
  'create',
  'update',
  'updateMany',
  'delete',
  'deleteMany',
] as const satisfies readonly StandardMethod[];

/**
 * One resource's react-admin `DataProvider` from its typed methods. A method it does not have
 * rejects with "<resource> does not support <method>" instead of answering an empty result that
 * looks real.
 */
export function resourceProvider<R extends RaRecord, C extends object = R>(
  resource: string,
  methods: Partial<ResourceMethods<R, C>>,
): DataProvider {
  const provider: Partial<Record<StandardMethod, (resource: string, params: never) => Promise<unknown>>> = {};
  for (const name of STANDARD_METHODS) {
    const method = methods[name];
    // `params: never`: each method takes its own parameter type, which react-admin's caller sends.
    provider[name] = method ? (_resource, params: never) => method(params) : unsupported(resource, name);
  }
  // The one generic boundary of the data layer: react-admin types each method as generic over a
  // record type its *caller* picks (`useGetList<EventRecord>('events')`), which no implementation
  // can prove it returns. The records here are `R`; the caller's type is the caller's word.
  return provider as unknown as DataProvider;
}
