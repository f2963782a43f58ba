/** Applies an incremental list of changed tickets to the current list: changed rows replaced, new ones first. */
export function mergeTickets<T extends { _id: string }>(current: T[], changed: T[]): T[] {
  if (!changed.length) return current;
  const byId = new Map(changed.map((t) => [t._id, t]));
  const merged = current.map((t) => {
    const next = byId.get(t._id);
    if (!next) return t;
    byId.delete(t._id);
    return next;
  });
  return byId.size ? [...byId.values(), ...merged] : merged;
}
