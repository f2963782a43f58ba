import { useState, type ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { useGetIdentity, useNotify, useTranslate } from 'ra-core';
import { FailureAlert, failureOf, type Failure } from './FailureAlert';
import { formatTND } from '../../lib/money';
import type { AppIdentity } from '../../authProvider';
import { useMoneySubmission } from './useMoneySubmission';
import { useAfterMoneyMove } from './useAfterMoneyMove';

export interface FundsDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  intro: ReactNode;
  amountLabel: string;
  submitLabel: string;
  /** Shown under the amount, e.g. the bulk total. */
  summary?: (amount: number) => ReactNode;
  /** What identifies the request besides the amount (recipients), for its Idempotency-Key. */
  target: string;
  send: (amount: number, idempotencyKey: string) => Promise<{ message?: string } | undefined>;
  successMessage: string;
  /** i18n key of the success notification. */
  successKey: string;
  /** i18n key of the alert when the server gives no message. */
  errorKey: string;
  onSuccess?: () => void;
}

/**
 * Add Funds and Bulk Add Funds: an amount, sent once per submission with an Idempotency-Key.
 * A reply whose message is not the success message shows that message (SPEC §8); success closes
 * the modal and refreshes the list and the account balance.
 */
export function FundsDialog(props: FundsDialogProps) {
  const { open, onClose, title, intro, amountLabel, submitLabel, summary, target, send } = props;
  const translate = useTranslate();
  const notify = useNotify();
  const afterMove = useAfterMoneyMove();
  const { identity } = useGetIdentity();
  const { busy, run, done } = useMoneySubmission();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<Failure | null>(null);
  const value = amount.trim() === '' ? NaN : Number(amount);
  const valid = Number.isFinite(value);

  const close = () => {
    setAmount('');
    setError(null);
    onClose();
  };

  const submit = async () => {
    if (!valid) return;
    setError(null);
    try {
      const res = await run(`${target}|${amount}`, (key) => send(value, key));
      if (res === undefined) return;
      if (res.message === props.successMessage) {
        done();
        notify(props.successKey, { type: 'success' });
        props.onSuccess?.();
        close();
        await afterMove();
      } else {
        setError(res.message ? { message: res.message } : { title: translate(props.errorKey) });
      }
    } catch (err) {
      setError(failureOf(err, translate(props.errorKey)));
    }
  };

  const balance = (identity as AppIdentity | undefined)?.balance;
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="funds-title">
      <DialogTitle id="funds-title">{title}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {intro}
        </Typography>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          type="number"
          label={amountLabel}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void submit();
          }}
          slotProps={{ htmlInput: { step: '0.001', min: 0, inputMode: 'decimal' } }}
        />
        {valid && summary?.(value)}
        {balance !== undefined && (
          <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
            {translate('business.modals.yourBalance', { balance: formatTND(balance) })}
          </Typography>
        )}
        <FailureAlert failure={error} />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('business.modals.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={!valid || busy}>
          {busy ? translate('business.modals.submitting') : submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
