/**
 * `fn` computed once per argument object (held weakly): the same input object always gives the
 * same result object, so a memoised component or a query that compares by reference sees no change.
 */
export function memoizeByObject<K extends object, R>(fn: (key: K) => R): (key: K) => R {
  const results = new WeakMap<K, R>();
  return (key) => {
    if (results.has(key)) return results.get(key) as R;
    const result = fn(key);
    results.set(key, result);
    return result;
  };
}
