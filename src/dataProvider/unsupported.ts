/**
 * A method a resource does not have: it rejects with "<resource> does not support <method>" instead
 * of answering an empty result that looks real. Every resource's provider uses this one.
 */
export const unsupported =
  (resource: string, method: string) =>
  (..._params: unknown[]): Promise<never> =>
    Promise.reject(new Error(`${resource} does not support ${method}`));
