import { FormControlLabel, FormHelperText, Paper, Switch } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useNotify, useTranslate } from 'ra-core';
import { useState } from 'react';
import type { AppDataProvider } from '../../dataProvider';
import { useExtension } from '../../authProvider/useExtension';
import type { GateMode } from '../../contract/scanDecision';

/**
 * The organiser's switch of an event's gates (extension fastGates): SPEC's verification modal by
 * default, or fast admission (a valid ticket admitted at once, with Undo). Not shown by a server
 * without the extension.
 */
export function GateModeSwitch({ eventId }: { eventId: string }) {
  return useExtension('fastGates') ? <GateModeControl eventId={eventId} /> : null;
}

function GateModeControl({ eventId }: { eventId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const key = ['gateMode', eventId];
  const { data: mode } = useQuery({ queryKey: key, queryFn: () => dataProvider.getGateMode(eventId) });
  const [saving, setSaving] = useState(false);
  // Switching the gates' mode edits the event's agents (PUT): a role without it reads the mode only.
  const { canAccess: mayEdit } = useCanAccess({ resource: 'security-agents', action: 'edit' });
  const change = async (next: GateMode) => {
    setSaving(true);
    try {
      queryClient.setQueryData(key, await dataProvider.setGateMode(eventId, next));
    } catch {
      notify('security.gateMode.failed', { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1.5 }}>
      <FormControlLabel
        control={
          <Switch
            checked={mode === 'fast'}
            disabled={mode === undefined || saving || mayEdit !== true}
            onChange={(e) => void change(e.target.checked ? 'fast' : 'modal')}
            inputProps={{ 'aria-describedby': 'gate-mode-help' }}
          />
        }
        label={translate('security.gateMode.label')}
      />
      <FormHelperText id="gate-mode-help" sx={{ mt: 0 }}>
        {translate('security.gateMode.help')}
      </FormHelperText>
    </Paper>
  );
}
