import { fromMillimes, toMillimes } from '../contract/money';

/** A completed movement of one balance: money in or out at an instant. */
export interface Movement {
  id: string;
  /** ISO instant. */
  createdAt: string;
  direction: 'in' | 'out';
  amount: number | string;
}

export interface StatementRow<T> {
  movement: T;
  credit: number;
  debit: number;
  /** The balance right after this movement. */
  balance: number;
}

export interface StatementFigures<T> {
  openingBalance: number;
  totalIn: number;
  totalOut: number;
  closingBalance: number;
  rows: Array<StatementRow<T>>;
}

const signed = (m: Movement) => (m.direction === 'in' ? 1 : -1) * toMillimes(m.amount);
const byTime = (a: Movement, b: Movement) =>
  a.createdAt === b.createdAt ? (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) : a.createdAt < b.createdAt ? -1 : 1;

/**
 * A statement of the period [start, end) from the balance now and every movement since `start`
 * (those after `end` included): the opening balance is today's balance minus everything that moved
 * since, so the statement agrees with the balance even where an opening balance predates the
 * recorded movements. Sums are in integer millimes; movements are taken in time order (then id).
 */
export function buildStatement<T extends Movement>(
  currentBalance: number | string,
  movementsSince: readonly T[],
  start: Date,
  end: Date,
): StatementFigures<T> {
  const startIso = start.toISOString();
  const endIso = end.toISOString();
  const since = movementsSince.filter((m) => m.createdAt >= startIso).sort(byTime);
  let balance = toMillimes(currentBalance) - since.reduce((sum, m) => sum + signed(m), 0);
  const openingBalance = balance;
  let totalIn = 0;
  let totalOut = 0;
  const rows: Array<StatementRow<T>> = [];
  for (const movement of since) {
    if (movement.createdAt >= endIso) break;
    const amount = signed(movement);
    balance += amount;
    if (amount >= 0) totalIn += amount;
    else totalOut -= amount;
    rows.push({
      movement,
      credit: fromMillimes(Math.max(0, amount)),
      debit: fromMillimes(Math.max(0, -amount)),
      balance: fromMillimes(balance),
    });
  }
  return {
    openingBalance: fromMillimes(openingBalance),
    totalIn: fromMillimes(totalIn),
    totalOut: fromMillimes(totalOut),
    closingBalance: fromMillimes(balance),
    rows,
  };
}
