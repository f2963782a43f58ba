import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';

/** Without a mail server, the owner passes the invitation link on: shown once, with a copy button. */
export function InvitationLinkDialog({
  name,
  link,
  onClose,
}: {
  name: string;
  link: string;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async () => {
    await navigator.clipboard?.writeText(link).catch(() => undefined);
    notify('resources.members.copied', { type: 'info' });
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="invitation-link-title" fullWidth maxWidth="sm">
      <DialogTitle id="invitation-link-title">{translate('resources.members.linkTitle')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{translate('resources.members.linkText', { name })}</Typography>
        <TextField
          value={link}
          fullWidth
          multiline
          label={translate('resources.members.linkTitle')}
          slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'invitation-link' } }}
          onFocus={(e) => e.target.select()}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void copy()}>{translate('resources.members.copy')}</Button>
        <Button variant="contained" onClick={onClose}>
          {translate('ra.action.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
