import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'ra-core';
import type { AppDataProvider } from '../../dataProvider';
import { useExtension } from '../../authProvider/useExtension';

/**
 * The ticket's code was shared: the organiser re-issues it (extension signedTickets, with a
 * confirmation). The QR on the page becomes the new code; every earlier code of the ticket is
 * revoked at the gates, and the journal below keeps who and when.
 */
export function ReissueCodeButton({ ticketId }: { ticketId: string }) {
  return useExtension('signedTickets') ? <ReissueCode ticketId={ticketId} /> : null;
}

function ReissueCode({ ticketId }: { ticketId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const t = (k: string) => translate(`events.ticketDetail.reissue.${k}`);
  const submit = async () => {
    setSaving(true);
    try {
      await dataProvider.reissueTicketCode(ticketId);
      notify(t('done'), { type: 'success' });
      setOpen(false);
      refresh();
    } catch (err) {
      notify((err as Error)?.message || t('failed'), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <Button color="warning" startIcon={<AutorenewIcon />} onClick={() => setOpen(true)}>
        {t('button')}
      </Button>
      <Dialog open={open} onClose={() => !saving && setOpen(false)} aria-labelledby="reissue-code-title">
        <DialogTitle id="reissue-code-title">{t('title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('text')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={saving}>
            {translate('ra.action.cancel')}
          </Button>
          <Button color="warning" variant="contained" disabled={saving} onClick={() => void submit()}>
            {t('confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
