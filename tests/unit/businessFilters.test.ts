import { describe, expect, it } from 'vitest';
import { filterTransactions, filterUsers, hasFilters } from '../../src/lib/searchFilters';

const users = [
  {
    firstName: 'Amira',
    lastName: 'Trabelsi',
    phoneNumber: '22345678',
    balance: 10.1,
    lastPayment: '2026-10-05T10:00:00',
  },
  { firstName: 'Skander', lastName: 'Ben Ali', phoneNumber: '55123456', balance: 0, lastPayment: null },
  {
    firstName: 'Émna',
    lastName: 'Jlassi',
    phoneNumber: '98000111',
    balance: 250.5,
    lastPayment: '2026-11-20T23:30:00',
  },
];

const txs = [
  {
    senderName: 'Carthage SARL',
    receiverName: 'Amira Trabelsi',
    description: 'Recharge mensuelle',
    amount: 20,
    createdAt: '2026-11-01T08:00:00',
  },
  {
    senderName: 'Sami Dridi',
    receiverName: 'Carthage SARL',
    description: 'Remboursement avance',
    amount: 100,
    createdAt: '2026-11-15T12:00:00',
  },
  {
    senderName: 'Carthage SARL',
    receiverName: 'Sami Dridi',
    description: 'Prime',
    amount: 75.25,
    createdAt: '2026-10-20T18:00:00',
  },
];

describe('users filter', () => {
  it('searches name and phone case-insensitively', () => {
    expect(filterUsers(users, { q: 'amira' }).map((u) => u.firstName)).toEqual(['Amira']);
    expect(filterUsers(users, { q: 'BEN ALI' }).map((u) => u.firstName)).toEqual(['Skander']);
    expect(filterUsers(users, { q: 'skander ben' }).map((u) => u.firstName)).toEqual(['Skander']);
    expect(filterUsers(users, { q: '5512' }).map((u) => u.firstName)).toEqual(['Skander']);
    expect(filterUsers(users, { q: 'émna' }).map((u) => u.firstName)).toEqual(['Émna']);
    expect(filterUsers(users, { q: '   ' })).toHaveLength(3);
  });

  it('applies min and max balance inclusively, to the millime', () => {
    expect(filterUsers(users, { min: '10.1' }).map((u) => u.firstName)).toEqual(['Amira', 'Émna']);
    expect(filterUsers(users, { max: 10.1 }).map((u) => u.firstName)).toEqual(['Amira', 'Skander']);
    expect(filterUsers(users, { min: 0, max: 0 }).map((u) => u.firstName)).toEqual(['Skander']);
    expect(filterUsers(users, { min: '', max: null })).toHaveLength(3);
  });

  it('filters the last payment by calendar days, both ends inclusive; never-paid users drop out of a date range', () => {
    expect(
      filterUsers(users, { startDate: '2026-10-05', endDate: '2026-10-05' }).map((u) => u.firstName),
    ).toEqual(['Amira']);
    expect(filterUsers(users, { endDate: '2026-11-20' }).map((u) => u.firstName)).toEqual(['Amira', 'Émna']);
    expect(filterUsers(users, { startDate: '2026-11-21' })).toEqual([]);
  });
});

describe('transactions filter', () => {
  it('searches sender, receiver and description', () => {
    expect(filterTransactions(txs, { q: 'sami' })).toHaveLength(2);
    expect(filterTransactions(txs, { q: 'RECHARGE' })).toHaveLength(1);
    expect(filterTransactions(txs, { q: 'carthage' })).toHaveLength(3);
    expect(filterTransactions(txs, { q: 'nobody' })).toHaveLength(0);
  });

  it('combines amount range and date range', () => {
    expect(filterTransactions(txs, { min: 50 }).map((t) => t.amount)).toEqual([100, 75.25]);
    expect(filterTransactions(txs, { min: 50, startDate: '2026-11-01' }).map((t) => t.amount)).toEqual([100]);
    expect(
      filterTransactions(txs, { q: 'carthage', max: 75.25, endDate: '2026-10-31' }).map((t) => t.amount),
    ).toEqual([75.25]);
  });

  it('knows when a filter is set', () => {
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ q: ' ' })).toBe(false);
    expect(hasFilters({ min: '0' })).toBe(true);
    expect(hasFilters({ endDate: '2026-01-01' })).toBe(true);
  });
});
