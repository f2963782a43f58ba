import { useState } from 'react';
import { useDelete, useNotify, useUpdate } from 'ra-core';
import type { SecurityAgent } from '../../dataProvider/securityAgents';

/**
 * Activate/Deactivate (sends the opposite of the current value, SPEC §4) and Delete after the
 * confirmation, with SPEC §8's failure texts as notifications. react-admin updates its cache.
 */
export function useAgentActions() {
  const notify = useNotify();
  const [update, { isPending: updating }] = useUpdate<SecurityAgent>();
  const [remove, { isPending: deleting }] = useDelete<SecurityAgent>();
  const [toDelete, setToDelete] = useState<SecurityAgent | null>(null);

  const toggle = (agent: SecurityAgent) =>
    update(
      'security-agents',
      { id: agent.id, data: { isActive: !agent.isActive }, previousData: agent },
      {
        mutationMode: 'pessimistic',
        onSuccess: (saved) =>
          notify(saved.isActive ? 'security.notify.activated' : 'security.notify.deactivated', {
            type: 'info',
          }),
        onError: (error) => {
          console.error('Failed to update agent status', error);
          notify('security.errors.status', { type: 'error' });
        },
      },
    );

  const confirmDelete = () => {
    if (!toDelete) return;
    remove(
      'security-agents',
      { id: toDelete.id, previousData: toDelete },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify('security.notify.deleted', { type: 'info' }),
        onError: (error) => {
          console.error('Failed to delete security agent', error);
          notify('security.errors.delete', { type: 'error' });
        },
        onSettled: () => setToDelete(null),
      },
    );
  };

  return {
    toggle,
    busy: updating || deleting,
    deleting,
    toDelete,
    askDelete: setToDelete,
    cancelDelete: () => setToDelete(null),
    confirmDelete,
  };
}
