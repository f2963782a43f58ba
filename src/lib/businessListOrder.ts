import type { SortPayload } from 'ra-core';

/**
 * What the business lists (users, transactions, bank transfers) show first: their page size and
 * default orders. Shared by the screens and by src/firstList.ts, which asks for that first page
 * before the screen's code has arrived (react-query finds it only under the very same parameters).
 */
export const BUSINESS_PAGE_SIZE = 25;
export const USERS_LIST_SORT: SortPayload = { field: 'addedAt', order: 'DESC' };
export const TRANSACTIONS_LIST_SORT: SortPayload = { field: 'createdAt', order: 'DESC' };
