import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import UndoIcon from '@mui/icons-material/Undo';
import { useCanAccess, useDataProvider, useNotify, useRefresh, useTranslate } from 'ra-core';
import type { AppDataProvider } from '../../dataProvider';
import { useExtension } from '../../authProvider/useExtension';
import { UNDO_REASON_MAX } from '../../contract/scanDecision';

/**
 * The organiser takes back an admission at any time, with a reason (extension admissionUndo): the
 * ticket is active and unscanned again, and the journal below keeps who, when and why.
 */
export function UndoAdmissionButton({ ticketId }: { ticketId: string }) {
  // Undoing an admission is door work: the role's `create` on security agents, as the server checks it.
  const { canAccess } = useCanAccess({ resource: 'security-agents', action: 'create' });
  return useExtension('admissionUndo') && canAccess === true ? <UndoAdmission ticketId={ticketId} /> : null;
}

function UndoAdmission({ ticketId }: { ticketId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [saving, setSaving] = useState(false);
  const t = (k: string) => translate(`events.ticketDetail.undo.${k}`);
  const submit = async () => {
    setSaving(true);
    try {
      await dataProvider.undoAdmission(ticketId, reason.trim());
      notify(t('done'), { type: 'success' });
      setOpen(false);
      setReason('');
      refresh();
    } catch (err) {
      notify((err as Error)?.message || t('failed'), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <Button color="warning" startIcon={<UndoIcon />} onClick={() => setOpen(true)}>
        {t('button')}
      </Button>
      <Dialog open={open} onClose={() => !saving && setOpen(false)} aria-labelledby="undo-admission-title">
        <DialogTitle id="undo-admission-title">{t('title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('text')}</DialogContentText>
          <TextField
            autoFocus
            required
            fullWidth
            margin="dense"
            label={t('reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            slotProps={{ htmlInput: { maxLength: UNDO_REASON_MAX } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={saving}>
            {translate('ra.action.cancel')}
          </Button>
          <Button
            color="warning"
            variant="contained"
            disabled={saving || !reason.trim()}
            onClick={() => void submit()}
          >
            {t('confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
