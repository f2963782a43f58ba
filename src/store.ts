import { localStorageStore, type Store } from 'ra-core';

const base = localStorageStore();

/**
 * react-admin's store (localStorage, keys `RaStore.*`), shared by the dashboard and the public
 * pages, so the language chosen anywhere is the one shown everywhere, also after a reload.
 * react-admin empties its store when the user signs out; the language choice is kept.
 */
export const store: Store = {
  ...base,
  reset() {
    const locale: unknown = base.getItem('locale');
    base.reset();
    if (locale !== undefined) base.setItem('locale', locale);
  },
};
