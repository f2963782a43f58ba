import { useState } from 'react';
import { Button } from '@mui/material';
import { Confirm } from 'react-admin';
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
  // react-admin's own confirmation dialog: the action has no input beyond "yes".
  return (
    <>
      <Button color="warning" startIcon={<AutorenewIcon />} onClick={() => setOpen(true)}>
        {t('button')}
      </Button>
      <Confirm
        isOpen={open}
        loading={saving}
        title={t('title')}
        content={t('text')}
        confirm={t('confirm')}
        confirmColor="warning"
        onConfirm={() => void submit()}
        onClose={() => !saving && setOpen(false)}
      />
    </>
  );
}
