import { AsyncLocalStorage } from 'node:async_hooks';
import type { Staff } from '../../src/contract/staff';

/**
 * The person acting in the current dashboard request (set by requireUser for everything the request
 * runs): every journal entry written for the business account names them (server/money/journal.ts
 * `byAccount`), without each route passing them along.
 */
const acting = new AsyncLocalStorage<{ accountId: string; staff: Staff }>();

export const actAs = <T>(accountId: string, staff: Staff, work: () => Promise<T>) =>
  acting.run({ accountId, staff }, work);

/** The member acting for `accountId` in this request, if one is (the owner: undefined). */
export function actingMember(accountId: string): Staff | undefined {
  const current = acting.getStore();
  return current && current.accountId === accountId && current.staff.memberId ? current.staff : undefined;
}
