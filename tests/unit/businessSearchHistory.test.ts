import { describe, expect, it } from 'vitest';
import {
  addToHistory,
  readSearchHistory,
  saveSearch,
  TRANSACTIONS_SEARCH_HISTORY_KEY,
  USERS_SEARCH_HISTORY_KEY,
} from '../../src/lib/searchHistory';

describe('recent searches', () => {
  it('keeps 5, most recent first, without duplicates (ignoring case)', () => {
    let h: string[] = [];
    for (const term of ['a1', 'b2', 'c3', 'd4', 'e5', 'f6']) h = addToHistory(h, term);
    expect(h).toEqual(['f6', 'e5', 'd4', 'c3', 'b2']);
    h = addToHistory(h, 'C3');
    expect(h).toEqual(['C3', 'f6', 'e5', 'd4', 'b2']);
    expect(addToHistory(h, '  ')).toEqual(h);
    expect(addToHistory([], '  amira  ')).toEqual(['amira']);
  });

  it("stores users' and transactions' histories under SPEC's localStorage keys", () => {
    expect(USERS_SEARCH_HISTORY_KEY).toBe('searchHistory');
    expect(TRANSACTIONS_SEARCH_HISTORY_KEY).toBe('transactionSearchHistory');
    saveSearch('searchHistory', 'amira');
    saveSearch('searchHistory', 'sami');
    saveSearch('transactionSearchHistory', 'recharge');
    expect(JSON.parse(localStorage.getItem('searchHistory')!)).toEqual(['sami', 'amira']);
    expect(readSearchHistory('transactionSearchHistory')).toEqual(['recharge']);
  });

  it('survives corrupted storage', () => {
    localStorage.setItem('searchHistory', '{not json');
    expect(readSearchHistory('searchHistory')).toEqual([]);
    localStorage.setItem('searchHistory', JSON.stringify(['ok', 5, null, 'b', 'c', 'd', 'e', 'f']));
    expect(readSearchHistory('searchHistory')).toEqual(['ok', 'b', 'c', 'd', 'e']);
  });
});
