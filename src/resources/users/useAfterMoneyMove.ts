import { useCallback } from 'react';
import { useGetIdentity, useRefresh } from 'ra-core';

/**
 * After funds move: the users list and the signed-in account's balance (GET /api/users/me through
 * the authProvider's getIdentity) are both read again (SPEC §7 add_funds row).
 */
export function useAfterMoneyMove() {
  const refresh = useRefresh();
  const { refetch } = useGetIdentity();
  return useCallback(async () => {
    refresh();
    await refetch();
  }, [refresh, refetch]);
}
