import { MenuItem, TextField } from '@mui/material';
import { useDataProvider, useGetList, useNotify, useRefresh, useTranslate } from 'ra-core';
import { useState } from 'react';
import type { AppDataProvider } from '../../dataProvider';
import type { SecurityAgent } from '../../dataProvider/securityAgents';

/**
 * The list an agent's gate admits for (extension checkInLists), on the agent's card: every list of
 * the event, or none (every tier, as SPEC's scanner). Saved at once, journaled by the server.
 */
export function AgentListSelect({ agent, eventId }: { agent: SecurityAgent; eventId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data: lists } = useGetList<{ id: string; name: string }>('checkin-lists', {
    filter: { eventId },
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });
  const [saving, setSaving] = useState(false);
  const [value, setValue] = useState(agent.checkInListId ?? '');
  const change = async (next: string) => {
    const before = value;
    setValue(next);
    setSaving(true);
    try {
      await dataProvider.setAgentCheckInList(agent.id, next || null);
      notify('gates.assigned', { type: 'info' });
      refresh();
    } catch {
      setValue(before);
      notify('gates.assignFailed', { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={translate('gates.agentList')}
      value={lists ? value : ''}
      // Not disabled while the lists load: a disabled field's grey label is below contrast, and its
      // only choice until then ("no list") is the agent's value anyway.
      disabled={saving}
      onChange={(e) => void change(e.target.value)}
      sx={{ mt: 1.5 }}
      slotProps={{ select: { inputProps: { 'data-testid': `agent-list-${agent.agentId}` } } }}
    >
      <MenuItem value="">{translate('gates.noList')}</MenuItem>
      {(lists ?? []).map((l) => (
        <MenuItem key={l.id} value={l.id}>
          {l.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
