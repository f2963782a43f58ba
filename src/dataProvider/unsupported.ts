import type { DataProvider } from 'ra-core';

const STANDARD_METHODS = [
  'getList',
  'getOne',
  'getMany',
  'getManyReference',
  'create',
  'update',
  'updateMany',
  'delete',
  'deleteMany',
] as const;

/** The error of a method a resource does not have, instead of an empty answer that looks real. */
export function unsupported(resource: string, method: string): never {
  throw new Error(`${resource} does not support ${method}`);
}

/**
 * A resource's provider: the methods it has, and every other standard method rejecting with
 * "<resource> does not support <method>".
 */
export function resourceProvider(resource: string, methods: Partial<DataProvider>): DataProvider {
  const provider: Record<string, unknown> = {};
  for (const method of STANDARD_METHODS)
    provider[method] = methods[method] ?? (async () => unsupported(resource, method));
  return { ...provider, ...methods } as DataProvider;
}
