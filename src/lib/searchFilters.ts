/**
 * Client-side filters of SPEC §5: a case-insensitive text search (users: name and phone;
 * transactions: sender, receiver and description), a min/max on balance or amount and a date range.
 * Dates are calendar days ('YYYY-MM-DD', local time), both ends inclusive.
 */
export interface SearchFilters {
  q?: string;
  min?: number | string | null;
  max?: number | string | null;
  startDate?: string | null;
  endDate?: string | null;
}

export interface SearchableUser {
  firstName?: string | null;
  lastName?: string | null;
  phoneNumber?: string | null;
  balance: number;
  lastPayment?: string | null;
}

export interface SearchableTransaction {
  senderName?: string | null;
  receiverName?: string | null;
  description?: string | null;
  amount: number;
  createdAt: string;
}

const present = (v: unknown): v is number | string =>
  v !== undefined && v !== null && v !== '' && !Number.isNaN(Number(v));
const norm = (s: string) => s.toLocaleLowerCase('fr-FR').trim();

function localDayStart(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d).getTime();
}

function inRange(value: number, f: SearchFilters) {
  // Compared in millimes so 10.1 >= 10.1 holds whatever the float representation.
  const v = Math.round(value * 1000);
  if (present(f.min) && v < Math.round(Number(f.min) * 1000)) return false;
  if (present(f.max) && v > Math.round(Number(f.max) * 1000)) return false;
  return true;
}

function inDates(iso: string | null | undefined, f: SearchFilters) {
  if (!f.startDate && !f.endDate) return true;
  if (!iso) return false;
  const t = new Date(iso).getTime();
  if (f.startDate && t < localDayStart(f.startDate)) return false;
  if (f.endDate && t >= localDayStart(f.endDate) + 86_400_000) return false;
  return true;
}

function matchesText(fields: Array<string | null | undefined>, q: string | undefined) {
  const needle = norm(q ?? '');
  if (!needle) return true;
  return fields.some((f) => norm(f ?? '').includes(needle));
}

/** Users: text over full name and phone, balance range, last payment in the date range. */
export function filterUsers<T extends SearchableUser>(rows: T[], f: SearchFilters): T[] {
  return rows.filter(
    (u) =>
      matchesText([`${u.firstName ?? ''} ${u.lastName ?? ''}`, u.phoneNumber], f.q) &&
      inRange(u.balance, f) &&
      inDates(u.lastPayment, f),
  );
}

/** Transactions: text over sender, receiver and description, amount range, creation date range. */
export function filterTransactions<T extends SearchableTransaction>(rows: T[], f: SearchFilters): T[] {
  return rows.filter(
    (t) =>
      matchesText([t.senderName, t.receiverName, t.description], f.q) &&
      inRange(t.amount, f) &&
      inDates(t.createdAt, f),
  );
}

/** True when any filter is set (for the 'clear' button and empty-state wording). */
export const hasFilters = (f: SearchFilters) =>
  Boolean(norm(f.q ?? '')) || present(f.min) || present(f.max) || Boolean(f.startDate) || Boolean(f.endDate);
