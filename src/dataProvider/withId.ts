/** A row of the API as react-admin holds it: the row itself, plus react-admin's `id`. */
export type WithId<T> = T & { id: string };

/**
 * react-admin needs an `id` on every record; the API names it `_id` (SPEC §3), except the tickets,
 * whose public `ticketId` is the id their routes and calls use (PUT /api/tickets/{ticketId}/status).
 */
export function withId<T extends { _id: string }>(row: T): WithId<T>;
export function withId<K extends string, T extends Record<K, string>>(row: T, key: K): WithId<T>;
export function withId<T extends object>(row: T, key: keyof T = '_id' as keyof T): WithId<T> {
  return { ...row, id: String(row[key]) };
}
