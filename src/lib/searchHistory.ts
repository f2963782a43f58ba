/** Recent searches of SPEC §9: 5 kept in localStorage, most recent first, no duplicates. */
export const SEARCH_HISTORY_LIMIT = 5;
export const USERS_SEARCH_HISTORY_KEY = 'searchHistory';
export const TRANSACTIONS_SEARCH_HISTORY_KEY = 'transactionSearchHistory';

export function readSearchHistory(key: string): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((s): s is string => typeof s === 'string').slice(0, SEARCH_HISTORY_LIMIT)
      : [];
  } catch {
    return [];
  }
}

/** The history with `term` in front (a previous identical search, ignoring case, moves up). */
export function addToHistory(history: string[], term: string): string[] {
  const t = term.trim();
  if (!t) return history.slice(0, SEARCH_HISTORY_LIMIT);
  const lower = t.toLocaleLowerCase();
  return [t, ...history.filter((h) => h.toLocaleLowerCase() !== lower)].slice(0, SEARCH_HISTORY_LIMIT);
}

const listeners = new Set<(key: string) => void>();

/** Called with the key whenever a history changes in this tab (the chips re-read it). */
export function subscribeSearchHistory(listener: (key: string) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function saveSearch(key: string, term: string): string[] {
  const before = readSearchHistory(key);
  const next = addToHistory(before, term);
  if (JSON.stringify(next) === JSON.stringify(before)) return before;
  try {
    localStorage.setItem(key, JSON.stringify(next));
  } catch {
    // Storage full or disabled: the search still works, only the history is not kept.
  }
  listeners.forEach((l) => l(key));
  return next;
}

export function clearSearchHistory(key: string) {
  localStorage.removeItem(key);
  listeners.forEach((l) => l(key));
}
